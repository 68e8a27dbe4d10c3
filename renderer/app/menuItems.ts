import { strings, type MenuItemId } from '../ui/strings';

/**
 * The main menu, in display order. `notice` is what a click says while the feature is not built; entries that
 * open a screen (`screen`) have none.
 */
export interface MenuItem {
  readonly id: MenuItemId;
  readonly label: string;
  readonly notice: string | null;
}

const order: readonly MenuItemId[] = ['hotseat', 'host', 'join', 'tutorials', 'load', 'settings'];
// Every entry opens its screen now; an entry added before its screen gets its line here.
const notices: Partial<Record<MenuItemId, string>> = {};

export const menuItems: readonly MenuItem[] = order.map((id) => ({
  id,
  label: strings.menu[id],
  notice: notices[id] ?? null,
}));
