import { UNIT_TYPES, unitDeck } from '../../data/units';
import type { CivState } from '../../state';

const ALL_UNITS = UNIT_TYPES.reduce((n, t) => n + unitDeck(t).length, 0);

/** CIV-BATTLE-15/35: every unit card is in exactly one place: a market deck, standing forces, a battle hand or a front. */
export function unitCardsBroken(state: CivState): string | null {
  const seen = new Set<string>();
  let n = 0;
  const add = (id: string) => { seen.add(id); n++; };
  for (const deck of Object.values(state.unitDecks)) for (const id of deck) add(id);
  for (const p of state.players) for (const id of p.forces) add(id);
  for (const b of state.pending) {
    if (b.kind !== 'battle' || !b.fight) continue;
    for (const id of [...b.fight.hands.attacker, ...b.fight.hands.defender]) add(id);
    for (const f of b.fight.fronts) for (const u of [f.attacker, f.defender]) if (u) add(u.card);
  }
  if (n !== ALL_UNITS) return `unit cards not conserved: ${n} of ${ALL_UNITS}`;
  if (seen.size !== n) return 'a unit card is in two places';
  return null;
}
