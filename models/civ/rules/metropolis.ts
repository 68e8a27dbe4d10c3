import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { key, orthogonal, ring, ringAround, same, type Square } from '../geometry';
import { figuresAt, isRevealed, markerAt, occupiedByCities, onMap, placedAt, cityAt, enemyFiguresAt, isWaterForMovement } from '../map';
import { canEndOnWater, capitalOf, stackLimit } from '../player';
import type { CivState, Placed } from '../state';

export type MetropolisCandidate =
  | { readonly square: Square; readonly ok: true; readonly overbuilds: readonly Placed[]; readonly outskirts: readonly Square[]; readonly relocations: readonly { readonly figure: string; readonly to: Square }[] }
  | { readonly square: Square; readonly ok: false; readonly code: string; readonly rule: string; readonly message: string };

/**
 * FF-METRO-04: where the owner's figures on the expansion square can go (a legal end of move next to it).
 * Answers the moves, or why there are none: 'water' when only water blocks them, 'stacking' otherwise.
 */
function relocate(state: CivState, seat: Seat, capital: Square, expansion: Square, waterOk = false): { figure: string; to: Square }[] | 'water' | 'stacking' {
  const mine = figuresAt(state, expansion).filter((f) => f.owner === seat);
  if (mine.length === 0) return [];
  const p = state.players[seat];
  const limit = stackLimit(state, seat);
  const around = state.options.metroRelocation === 'ring' ? ring(expansion) : orthogonal(expansion);
  const targets = around.filter((t) =>
    !same(t, capital) && onMap(state, t) && isRevealed(state, t) && enemyFiguresAt(state, t, seat).length === 0 && !markerAt(state, t) &&
    (waterOk || !isWaterForMovement(state, t) || canEndOnWater(p)) && !(cityAt(state, t) && cityAt(state, t)?.owner !== seat));
  const load = new Map(targets.map((t) => [key(t), figuresAt(state, t).filter((f) => f.owner === seat).length]));
  const out: { figure: string; to: Square }[] = [];
  for (const f of mine) {
    const to = targets.find((t) => (load.get(key(t)) ?? 0) < limit);
    if (!to) return !waterOk && Array.isArray(relocate(state, seat, capital, expansion, true)) ? 'water' : 'stacking';
    load.set(key(to), (load.get(key(to)) ?? 0) + 1);
    out.push({ figure: f.id, to });
  }
  return out;
}

/** FF-METRO-02..07: whether one orthogonal neighbour of the capital can be its expansion square, and why not. */
export function checkExpansion(state: CivState, seat: Seat, capital: Square, e: Square, cityId: string): MetropolisCandidate {
  const no = (code: string, rule: string, message: string): MetropolisCandidate => ({ square: e, ...refuse(code, rule, message) });
  if (!onMap(state, e)) return no('off-map', 'FF-METRO-07', 'That square is off the map.');
  if (!isRevealed(state, e)) return no('unexplored', 'FF-METRO-07', 'That square is still unexplored.');
  if (enemyFiguresAt(state, e, seat).length > 0) return no('enemy-figure', 'FF-METRO-03', 'An enemy figure stands on the expansion square.');
  if (state.options.metroMarkers === 'block') {
    if (markerAt(state, e)) return no('marker', 'FF-METRO-02', 'A hut, village or relic marker lies on that square.');
    // FF-RELIC-03 treats growth like founding: the same relicAdjacency reading for both centre squares.
    const near = (c: Square) => (state.options.relicAdjacency === 'ring' ? ring(c) : orthogonal(c));
    if (state.markers.some((m) => m.kind === 'relic' && (near(e).some((r) => same(r, m.at)) || near(capital).some((r) => same(r, m.at))))) return no('relic-adjacent', 'FF-RELIC-03', 'A relic lies next to the new city centre.');
  }
  const outskirts = ringAround([capital, e]);
  if (outskirts.some((s) => !onMap(state, s))) return no('off-map', 'FF-METRO-07', 'The new outskirts would run off the map.');
  if (outskirts.some((s) => !isRevealed(state, s))) return no('unexplored', 'FF-METRO-07', 'The new outskirts would reach unexplored land.');
  const taken = occupiedByCities(state, cityId, state.options.metroOverlap === 'enemy-only' ? (o) => o !== seat : undefined);
  if (taken.has(key(e)) || outskirts.some((s) => taken.has(key(s)))) return no('overlap', 'FF-METRO-07', "The new outskirts would overlap another city's outskirts.");
  const relocations = relocate(state, seat, capital, e);
  if (relocations === 'water') return no('water', 'FF-METRO-04', 'Your figures there could only step onto water, where they may not stop.');
  if (relocations === 'stacking') return no('no-relocation', 'FF-METRO-04', 'Your figures there have no square to step to within your stacking limit.');
  const overbuilds = state.placed.filter((p) => same(p.at, e));
  return { square: e, ok: true, overbuilds, outskirts, relocations };
}

/** The four candidate expansion squares of a player's capital (empty once it is a metropolis). */
export function metropolisCandidates(state: CivState, seat: Seat): MetropolisCandidate[] {
  const capital = capitalOf(state, seat);
  if (!capital || capital.kind !== 'capital') return [];
  return orthogonal(capital.centre).map((e) => checkExpansion(state, seat, capital.centre, e, capital.id));
}

export function canGrowNow(state: CivState, seat: Seat): boolean {
  return metropolisCandidates(state, seat).some((c) => c.ok);
}

/** FF-METRO-08: the chosen square must be one of the legal candidates. */
export function checkGrowth(state: CivState, seat: Seat, square: Square): Check {
  const capital = capitalOf(state, seat);
  if (!capital || capital.kind !== 'capital') return refuse('no-capital', 'FF-METRO-01', 'You have no capital left to grow.');
  const cand = metropolisCandidates(state, seat).find((c) => same(c.square, square));
  if (!cand) return refuse('not-adjacent', 'FF-METRO-02', 'The expansion square must share an edge with the capital.');
  if (!cand.ok) return refuse(cand.code, cand.rule, cand.message);
  return OK;
}

export function placedOn(state: CivState, s: Square) {
  return placedAt(state, s);
}
