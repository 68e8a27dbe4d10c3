import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import { strings } from '../ui/strings';

const t = strings.empiresCalamity;
export type Choice = Extract<EmpiresAction, { type: 'calamity-choose' | 'resolve-regression' }>;

/** A button's words for one legal choice of the calamity resolving now. */
export function choiceLabel(view: EmpiresView, a: Choice): string {
  const name = (id: string) => view.map.areas.find((x) => x.id === id)?.name ?? id;
  const card = (id: string) => view.players.flatMap((p) => p.hand ?? []).find((c) => c.id === id)?.label ?? id;
  if (a.type === 'resolve-regression') return t.regressionChoice(a.sacrifice, a.destroyCities.length);
  if (a.seat !== undefined) return t.nameVictim(view.players[a.seat].name);
  if (a.card) return a.save ? t.keep(card(a.card), view.calamity?.active?.task?.saveCost ?? 0) : t.discard(card(a.card));
  const task = view.calamity?.active?.task;
  if (a.save) return task?.saveCards ? t.giveCards(task.saveCards) : t.save(task?.saveCost ?? 0);
  if (a.area && a.unit === 'token') return t.loseToken(name(a.area));
  if (a.area && a.unit === 'city') return t.reduceCity(name(a.area));
  return a.area ? t.pickArea(name(a.area)) : '';
}
