import { strings, type MenuItemId } from '../ui/strings';

/** The main menu, in display order. `notice` is what a click says while the feature is not built. */
export interface MenuItem {
  readonly id: MenuItemId;
  readonly label: string;
  readonly notice: string;
}

const order: readonly MenuItemId[] = ['hotseat', 'host', 'join', 'tutorials', 'load', 'settings'];

export const menuItems: readonly MenuItem[] = order.map((id) => ({
  id,
  label: strings.menu[id],
  notice: strings.notYet[id],
}));
