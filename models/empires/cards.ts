import { CALAMITIES, CALAMITY_BY_ID, COMMODITIES, COMMODITY_BY_ID, MINOR_CALAMITIES, NINE_PLAYER_COMMODITIES, STACKS, type Commodity } from './data/commodities';

/** Card ids are `card-<commodity>-<n>` or `card-<calamity>`: unique, and never a word that appears elsewhere in a view. */
export type CardKind = { readonly kind: 'commodity'; readonly commodity: Commodity } | { readonly kind: 'calamity'; readonly calamity: string; readonly tradeable: boolean; readonly stack: number };

const kinds = new Map<string, CardKind | null>();

/** What a card id names (cached: ids are fixed for the whole game). */
export function cardKind(id: string): CardKind | null {
  let k = kinds.get(id);
  if (k === undefined) {
    k = readKind(id);
    // Only real cards are kept, so odd ids in refused actions never grow the cache.
    if (k && kinds.size < 1000) kinds.set(id, k);
  }
  return k;
}

function readKind(id: string): CardKind | null {
  if (!id.startsWith('card-')) return null;
  const rest = id.slice(5);
  // ME-TCARD-6: a water card stands in for a card of an empty stack; it belongs to that stack's pile.
  const w = /^water-(\d)-\d+$/.exec(rest);
  if (w && Number(w[1]) >= 1 && Number(w[1]) <= 9) return { kind: 'commodity', commodity: { ...WATER, stack: Number(w[1]) } };
  const m = /^([a-z]+)-(\d+)$/.exec(rest);
  if (m && COMMODITY_BY_ID[m[1]]) return { kind: 'commodity', commodity: COMMODITY_BY_ID[m[1]] };
  const cal = CALAMITY_BY_ID[rest];
  return cal ? { kind: 'calamity', calamity: cal.id, tradeable: cal.tradeable, stack: cal.stack } : null;
}

export function commodityOf(id: string): Commodity | null {
  const k = cardKind(id);
  return k && k.kind === 'commodity' ? k.commodity : null;
}

export function stackOf(id: string): number {
  const k = cardKind(id);
  if (!k) throw new RangeError(`Not a trade card: ${id}`);
  return k.kind === 'commodity' ? k.commodity.stack : k.stack;
}

/**
 * ME-TRADE-2/3, ME-TCARD-2: every card of the East deck, per stack, unshuffled; `ninePlayers` adds the third
 * commodity and the minor calamity of each stack (ME-TCARD-3).
 */
export function eastDeck(ninePlayers = false): Record<number, string[]> {
  const stacks: Record<number, string[]> = Object.fromEntries(STACKS.map((s) => [s, [] as string[]]));
  const goods = ninePlayers ? [...COMMODITIES, ...NINE_PLAYER_COMMODITIES] : COMMODITIES;
  for (const c of goods) for (let i = 1; i <= c.setSize; i++) stacks[c.stack].push(`card-${c.id}-${i}`);
  for (const cal of ninePlayers ? [...CALAMITIES, ...MINOR_CALAMITIES] : CALAMITIES) stacks[cal.stack].push(`card-${cal.id}`);
  return stacks;
}

/** ME-TCARD-6, ME-TRADE-1: water is worth nothing and never forms a set of value. */
export const WATER: Commodity = { id: 'water', name: 'Water', stack: 0, face: 0, setSize: 0 };

export const isWater = (id: string): boolean => commodityOf(id)?.id === WATER.id;

export const REGRESSION_CARD = 'card-regression';

/** Commodity cards grouped into sets, as turned in; water is worth nothing and forms no set (ME-TRADE-1). */
export function groupSets(cards: readonly string[]): Map<string, number> {
  const sets = new Map<string, number>();
  for (const card of cards) {
    const c = commodityOf(card);
    if (c && c.id !== WATER.id) sets.set(c.id, (sets.get(c.id) ?? 0) + 1);
  }
  return sets;
}

/** A card's name for the log and the hand. */
export function cardLabel(id: string): string {
  const k = cardKind(id);
  if (!k) return id;
  return k.kind === 'commodity' ? (k.commodity.id === WATER.id ? 'Water (0)' : `${k.commodity.name} (${k.commodity.face})`) : `${CALAMITY_BY_ID[k.calamity].name} (calamity)`;
}
