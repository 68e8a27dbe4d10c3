import { key } from './geometry';
import { stackLimit } from './player';
import { invariantBroken } from './random-game';
import type { CivState } from './state';

const stacks = (s: CivState) => {
  const out = new Map<string, { owner: number; n: number }>();
  for (const f of s.figures) {
    const k = `${f.owner}@${key(f.at)}`;
    out.set(k, { owner: f.owner, n: (out.get(k)?.n ?? 0) + 1 });
  }
  return out;
};

/**
 * The civ author's invariants (random-game.ts), with stacking read as the rules state it (CIV-MOVE-04, CIV-FIG-02):
 * no move or placement may make a stack exceed the limit. A limit that drops (leaving Monarchy, Anarchy, Louis
 * Pasteur gone) leaves larger stacks standing, which the catalogue does not forbid; such a stack may shrink but not
 * grow from `previous` (for a scenario's overrides: the position setup made). Used by the drills and the host.
 */
export function civInvariantBroken(s: CivState, previous: CivState): string | null {
  const broken = invariantBroken(s);
  if (!broken?.startsWith('stacking broken')) return broken;
  const before = stacks(previous);
  for (const [k, { owner, n }] of stacks(s)) {
    if (n > stackLimit(s, owner) && n > (before.get(k)?.n ?? 0)) return `stacking broken at ${k}: ${n} figures, limit ${stackLimit(s, owner)}, ${before.get(k)?.n ?? 0} before this action`;
  }
  // The author's check stops at the first broken invariant; the one after stacking:
  if (Object.values(s.gpSupply).some((v) => v < 0 || v > 3)) return 'great person marker supply out of range';
  return null;
}

export type Reindexed<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly problem: string };

/**
 * After a scenario's overrides: who owns a wonder follows its marker on the map (FF-WONDER), so a wonder placed by
 * override is owned by the marker's owner. A wonder that is placed and still in the deck or market, or owned by
 * someone other than its marker's owner, is refused.
 */
export function reindexCiv(s: CivState): Reindexed<CivState> {
  let owned: Record<string, number> | null = null;
  for (const p of s.placed) {
    if (p.kind !== 'wonder') continue;
    if (s.wonderDeck.includes(p.what) || s.wonderMarket.includes(p.what)) return { ok: false, problem: `wonder ${p.what} stands on the map and is still in the ${s.wonderDeck.includes(p.what) ? 'deck' : 'market'}` };
    const holder = s.wondersOwned[p.what];
    if (holder === p.owner) continue;
    if (holder !== undefined) return { ok: false, problem: `wonder ${p.what}: its marker is seat ${p.owner}'s, but wondersOwned gives it to seat ${holder}` };
    owned = { ...(owned ?? s.wondersOwned), [p.what]: p.owner };
  }
  const withWonders = owned ? { ...s, wondersOwned: owned } : s;
  return { ok: true, state: takeHeldCardsOutOfDecks(withWonders) };
}

/**
 * A card an override puts in a player's hand (a great person card, a culture event) leaves the deck it was in, as if
 * drawn: the decks are what the hands do not hold (CIV-CEV-01, FF-GP-01), so a scenario names only the hand.
 */
function takeHeldCardsOutOfDecks(s: CivState): CivState {
  const heldGp = new Set(s.players.flatMap((p) => p.gpCards.map((c) => c.id)));
  const heldEvents = new Set(s.players.flatMap((p) => p.cultureHand));
  const gpDeck = s.gpDeck.some((c) => heldGp.has(c.id)) ? s.gpDeck.filter((c) => !heldGp.has(c.id)) : s.gpDeck;
  const without = (piles: CivState['cultureDecks']) =>
    Object.values(piles).some((pile) => pile.some((c) => heldEvents.has(c)))
      ? (Object.fromEntries(Object.entries(piles).map(([k, pile]) => [k, pile.filter((c) => !heldEvents.has(c))])) as unknown as CivState['cultureDecks'])
      : piles;
  const cultureDecks = without(s.cultureDecks);
  const cultureDiscards = without(s.cultureDiscards);
  if (gpDeck === s.gpDeck && cultureDecks === s.cultureDecks && cultureDiscards === s.cultureDiscards) return s;
  return { ...s, gpDeck, cultureDecks, cultureDiscards };
}
