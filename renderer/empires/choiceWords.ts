import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import { strings } from '../ui/strings';

const t = strings.empiresChoices;

export type BoardChoice = Extract<EmpiresAction, { type: 'conflict-choose' | 'reduce-for-support' }>;

/** A button's words for one answer to a city attack's or a support check's question (ME-CONF2-2/10, ME-CITY-5). */
export function boardChoiceLabel(view: EmpiresView, a: BoardChoice): string {
  const name = (id: string) => view.map.areas.find((x) => x.id === id)?.name ?? id;
  if (a.type === 'reduce-for-support') return t.reduce(name(a.area));
  if (a.area !== undefined) return t.attackFirst(name(a.area));
  if (a.wait !== undefined) return a.wait ? t.waitYes : t.waitNo;
  if (a.draw !== undefined) return a.draw ? t.drawYes : t.drawNo;
  return t.bank(a.treasury ?? 0);
}
