import type { Secret } from './contract';
import type { CivState } from './state';
import { battleSecrets } from './rules/battle/view';

/** Every secret token and who may see it: the leak drills search each view and log for these. */
export function civSecrets(state: CivState): Secret[] {
  const out: Secret[] = [];
  for (const s of state.slots) if (!s.revealed && s.tileId) out.push({ token: s.tileId, seenBy: [] });
  for (const id of state.hutBag) out.push({ token: id, seenBy: [] });
  for (const id of state.villageBag) out.push({ token: id, seenBy: [] });
  for (const m of state.markers) if (m.kind !== 'relic') out.push({ token: m.id, seenBy: [] });
  for (const id of state.wonderDeck) out.push({ token: id, seenBy: [] });
  for (const c of state.gpDeck) if (!c.faceUp) out.push({ token: c.id, seenBy: [] });
  for (const ids of Object.values(state.unitDecks)) for (const id of ids) out.push({ token: id, seenBy: [] });
  for (const ids of Object.values(state.cultureDecks)) for (const id of ids) out.push({ token: id, seenBy: [] });
  for (const p of state.players) {
    for (const c of p.gpCards) if (!c.faceUp) out.push({ token: c.id, seenBy: [p.seat] });
    for (const h of p.held) out.push({ token: h, seenBy: [p.seat] });
    for (const u of p.forces) out.push({ token: u, seenBy: [p.seat] });
    for (const c of p.cultureHand) out.push({ token: c, seenBy: [p.seat] });
  }
  for (const pend of state.pending) if (pend.kind === 'greek-choice' || pend.kind === 'event-choice') for (const c of pend.cards) out.push({ token: c, seenBy: [pend.seat] });
  out.push(...battleSecrets(state));
  return out;
}
