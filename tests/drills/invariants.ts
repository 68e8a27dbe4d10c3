import { assertInvariants as khronosInvariants } from '../../models/khronos/random-game';
import { invariantBroken as civInvariant } from '../../models/civ/random-game';
import { buildingOwnedBy } from '../../models/empires/ownership';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER, type EmpiresState } from '../../models/empires/state';
import type { KhronosState } from '../../models/khronos/state';
import type { CivState } from '../../models/civ/state';
import { key } from '../../models/civ/geometry';
import { stackLimit } from '../../models/civ/player';

/**
 * Each module's invariants, as its author wrote them for the random-game tests (models/<game>/random-game.ts and
 * models/empires/test/random-game.test.ts), turned into "the first broken one, or null". `start` is the state
 * after setup, for quantities that must be conserved from there.
 */
export type InvariantCheck = (state: unknown, start: unknown, previous: unknown) => string | null;

function khronos(state: unknown): string | null {
  try {
    khronosInvariants(state as KhronosState);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const stacks = (s: CivState) => {
  const out = new Map<string, { owner: number; n: number }>();
  for (const f of s.figures) {
    const k = `${f.owner}@${key(f.at)}`;
    out.set(k, { owner: f.owner, n: (out.get(k)?.n ?? 0) + 1 });
  }
  return out;
};

/**
 * The civ author's invariants, with stacking read as the rules state it (CIV-MOVE-04, CIV-FIG-02): no move or
 * placement may make a stack exceed the limit. A limit that drops (leaving Monarchy, Anarchy, Louis Pasteur gone)
 * leaves larger stacks standing, which the catalogue does not forbid; such a stack may shrink but not grow.
 */
function civ(state: unknown, _start: unknown, previous: unknown): string | null {
  const s = state as CivState;
  const broken = civInvariant(s);
  if (!broken?.startsWith('stacking broken')) return broken;
  const before = stacks(previous as CivState);
  for (const [k, { owner, n }] of stacks(s)) {
    if (n > stackLimit(s, owner) && n > (before.get(k)?.n ?? 0)) return `stacking broken at ${k}: ${n} figures, limit ${stackLimit(s, owner)}, ${before.get(k)?.n ?? 0} before this action`;
  }
  // The author's check stops at the first broken invariant; the one after stacking:
  if (Object.values(s.gpSupply).some((v) => v < 0 || v > 3)) return 'great person marker supply out of range';
  return null;
}

const cardCount = (s: EmpiresState) =>
  [...Object.values(s.stacks), ...Object.values(s.discards)].reduce((t, p) => t + p.length, 0) + s.players.reduce((t, p) => t + p.hand.length, 0);
const boardTokens = (s: EmpiresState, seat: number) => Object.values(s.areas).reduce((t, a) => t + (a.tokens[seat] ?? 0), 0);

/** SB-ONE-1 (one building each), token and city conservation, trade cards conserved, one building per area. */
function empires(state: unknown, start: unknown): string | null {
  const s = state as EmpiresState;
  for (const p of s.players) {
    const owned = Object.values(s.buildings).filter((b) => b.at && buildingOwnedBy(s, p.seat)?.id === b.id);
    if (owned.length > 1) return `${p.name} owns ${owned.length} buildings (SB-ONE-1)`;
    const onBoard = boardTokens(s, p.seat);
    if (p.stock + p.treasury + onBoard !== TOKENS_PER_PLAYER) return `${p.name}: ${p.stock} stock + ${p.treasury} treasury + ${onBoard} on the board != ${TOKENS_PER_PLAYER}`;
    if (Math.min(p.stock, p.treasury, p.citiesInStock) < 0) return `${p.name} has a negative count`;
    const cities = Object.values(s.areas).filter((a) => a.city?.owner === p.seat).length;
    if (cities + p.citiesInStock !== CITIES_PER_PLAYER) return `${p.name}: ${cities} cities + ${p.citiesInStock} in stock != ${CITIES_PER_PLAYER}`;
  }
  const total = cardCount(start as EmpiresState);
  if (cardCount(s) !== total) return `${cardCount(s)} trade cards instead of ${total}`;
  const placed = Object.values(s.buildings).filter((b) => b.at).map((b) => b.at);
  if (new Set(placed).size !== placed.length) return 'two buildings stand in one area';
  return null;
}

/** The sandbox is a free tabletop: the engine-level checks in games.ts are its invariants. */
const sandbox = (): string | null => null;

export const INVARIANTS: Readonly<Record<string, InvariantCheck>> = { khronos, civ, empires, sandbox };
