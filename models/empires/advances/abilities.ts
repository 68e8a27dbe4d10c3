import type { Seat } from '../seat';
import type { Colour } from '../data/advances';
import type { EmpiresState } from '../state';

/**
 * ME-ADVX-6: what each of the 51 advances does, as data in one small vocabulary. The rules ask
 * `hasAbility` / `abilityValue` instead of naming advances, so an ability lives in one row here.
 * Calamity modifiers are kept with the calamities; trade-card purchase offers with the trade cards.
 */
export type SpecialKind =
  | 'fundamentalism'
  | 'universal-doctrine'
  | 'trade-routes'
  | 'politics'
  | 'monotheism'
  | 'provincial-empire'
  | 'diaspora';

export type Ability =
  /** ME-MOVE-4: water steps a ship may take. */
  | { readonly kind: 'shipMoves'; readonly value: number }
  /** ME-MOVE-4: tokens a ship carries. */
  | { readonly kind: 'shipCapacity'; readonly value: number }
  /** ME-MOVE-4: ships may pass through (never end in) open sea. */
  | { readonly kind: 'crossOpenSea' }
  /** ME-MOVE-3: land steps a token may take. */
  | { readonly kind: 'landMoves'; readonly value: number }
  /** ME-TAX-2: the changes the holder may make to the tax rate. */
  | { readonly kind: 'taxRateDelta'; readonly deltas: readonly number[] }
  /** ME-TAX-8: none of the holder's cities revolts. */
  | { readonly kind: 'noTaxRevolt' }
  /** ME-POP-5: +value in areas of printed limit ≤ maxLimit while nobody else is there. */
  | { readonly kind: 'populationLimitBonus'; readonly value: number; readonly maxLimit: number }
  /** ME-POP-4: the holder's city areas may keep this many of his tokens. */
  | { readonly kind: 'cityAreaToken'; readonly value: number }
  /** ME-CONF2-9/10: tokens an attacker needs against the holder; tokens the holder needs to attack. */
  | { readonly kind: 'cityDefence'; readonly defend: number; readonly attack: number }
  /** ME-CONF2-6 (Metalworking): every non-holder removes before the holder in each round. */
  | { readonly kind: 'removesSecondInConflict' }
  /** ME-CONF2-6 (Naval Warfare): ships may be taken as conflict losses. */
  | { readonly kind: 'shipsAsLosses' }
  /** ME-CONF2-6 (Advanced Military): losses may come from land-adjacent areas; may wait. */
  | { readonly kind: 'lossesFromAdjacent' }
  /** ME-CENSUS-2: moves after every non-holder. */
  | { readonly kind: 'movesAfterNonHolders' }
  /** ME-MOVE-9 (Diplomacy): others may not enter the holder's city areas. */
  | { readonly kind: 'closesCityAreas' }
  /** ME-MOVE-9: may enter city areas closed by Diplomacy. */
  | { readonly kind: 'entersClosedCityAreas' }
  /** ME-MOVE-9 (Cultural Ascendancy): others may not cause a conflict in the holder's areas. */
  | { readonly kind: 'forbidsConflict' }
  /** ME-MOVE-9: may cause a conflict where Cultural Ascendancy forbids it. */
  | { readonly kind: 'causesForbiddenConflict' }
  /** ME-ADVX-4: the holder cannot be targeted by that special ability. */
  | { readonly kind: 'protectedFrom'; readonly special: SpecialKind }
  /** ME-POP-2: tokens each city needs on the board, added to 2. */
  | { readonly kind: 'supportRateDelta'; readonly value: number }
  /** ME-ASTX-4: the advance counts as one more city. */
  | { readonly kind: 'countsAsCityForAst' }
  /** ME-ADVX-5: credit points in colours chosen at purchase, kept for ever. */
  | { readonly kind: 'purchaseBonusCredits'; readonly points: number }
  /** ME-ADVX-5: one free advance of that colour with printed cost below `below`. */
  | { readonly kind: 'freeAdvance'; readonly colour: Colour; readonly below: number }
  /** ME-ADVX-5 / ME-CLAR-5: takes this much off one other advance of the same transaction. */
  | { readonly kind: 'discountOther'; readonly amount: number }
  /** ME-ADVX-3: one treasury token pays this many points for advances (may overshoot by one). */
  | { readonly kind: 'treasuryWorth'; readonly value: number }
  /** ME-CITY-3: once a turn, up to half a city's tokens from treasury. */
  | { readonly kind: 'treasuryForCity' }
  /** ME-CITY (Urbanism): once a turn a wilderness city may use tokens from land-adjacent areas. */
  | { readonly kind: 'cityFromNeighbours'; readonly tokens: number }
  /** SB-SAC-4 (Trade Empire): one substitute card completes an incomplete set. */
  | { readonly kind: 'substituteCommodity' }
  /** ME-TCARD (t-trade): extra trade cards, hand limit, free card — listed so every advance has its row. */
  | { readonly kind: 'tradeCards' }
  /** ME-ADVX-4: a phase 10 special ability. */
  | { readonly kind: 'special'; readonly special: SpecialKind }
  /** Credits only, or only calamity modifiers (kept with the calamities). */
  | { readonly kind: 'none' };

export type AbilityKind = Ability['kind'];
export type AbilityOf<K extends AbilityKind> = Extract<Ability, { kind: K }>;

const special = (s: SpecialKind): Ability => ({ kind: 'special', special: s });
const NONE: readonly Ability[] = [{ kind: 'none' }];

/** ME-ADVX-C01..C51: the abilities each advance gives (outside calamities). */
export const ABILITIES: Readonly<Record<string, readonly Ability[]>> = {
  'cloth-making': [{ kind: 'shipMoves', value: 5 }],
  mysticism: NONE,
  sculpture: NONE,
  urbanism: [{ kind: 'cityFromNeighbours', tokens: 4 }],
  empiricism: NONE,
  masonry: NONE,
  monarchy: [{ kind: 'taxRateDelta', deltas: [1] }],
  mythology: NONE,
  pottery: NONE,
  'written-record': [{ kind: 'purchaseBonusCredits', points: 10 }],
  deism: NONE,
  astronavigation: [{ kind: 'crossOpenSea' }],
  'drama-and-poetry': NONE,
  music: NONE,
  theocracy: NONE,
  coinage: [{ kind: 'taxRateDelta', deltas: [-1, 1] }],
  metalworking: [{ kind: 'removesSecondInConflict' }],
  literacy: NONE,
  agriculture: [{ kind: 'populationLimitBonus', value: 1, maxLimit: 2 }],
  rhetoric: [{ kind: 'tradeCards' }],
  architecture: [{ kind: 'treasuryForCity' }],
  medicine: NONE,
  fundamentalism: [special('fundamentalism'), { kind: 'protectedFrom', special: 'fundamentalism' }],
  law: NONE,
  cartography: [{ kind: 'tradeCards' }],
  diplomacy: [{ kind: 'closesCityAreas' }, { kind: 'entersClosedCityAreas' }],
  engineering: [{ kind: 'cityDefence', defend: 8, attack: 6 }],
  enlightenment: NONE,
  'naval-warfare': [{ kind: 'shipCapacity', value: 6 }, { kind: 'shipsAsLosses' }],
  'universal-doctrine': [special('universal-doctrine')],
  military: [{ kind: 'movesAfterNonHolders' }, { kind: 'entersClosedCityAreas' }],
  calendar: NONE,
  monument: [{ kind: 'purchaseBonusCredits', points: 20 }],
  'trade-routes': [special('trade-routes')],
  democracy: [{ kind: 'noTaxRevolt' }],
  library: [{ kind: 'discountOther', amount: 40 }],
  philosophy: [{ kind: 'protectedFrom', special: 'fundamentalism' }],
  roadbuilding: [{ kind: 'landMoves', value: 2 }, { kind: 'tradeCards' }],
  mining: [{ kind: 'treasuryWorth', value: 2 }, { kind: 'tradeCards' }],
  politics: [special('politics'), { kind: 'protectedFrom', special: 'politics' }],
  'public-works': [{ kind: 'cityAreaToken', value: 1 }, { kind: 'protectedFrom', special: 'provincial-empire' }],
  'advanced-military': [{ kind: 'lossesFromAdjacent' }, { kind: 'causesForbiddenConflict' }],
  monotheism: [special('monotheism'), { kind: 'protectedFrom', special: 'monotheism' }],
  mathematics: NONE,
  theology: [{ kind: 'protectedFrom', special: 'monotheism' }],
  'provincial-empire': [special('provincial-empire'), { kind: 'protectedFrom', special: 'provincial-empire' }],
  'trade-empire': [{ kind: 'substituteCommodity' }],
  anatomy: [{ kind: 'freeAdvance', colour: 'green', below: 100 }],
  diaspora: [special('diaspora')],
  'cultural-ascendancy': [
    { kind: 'forbidsConflict' },
    { kind: 'causesForbiddenConflict' },
    { kind: 'protectedFrom', special: 'politics' },
    { kind: 'supportRateDelta', value: 1 },
  ],
  'wonder-of-the-world': [{ kind: 'countsAsCityForAst' }, { kind: 'tradeCards' }],
};

export function abilitiesOf(advance: string): readonly Ability[] {
  return ABILITIES[advance] ?? [];
}

/** Every ability of `kind` the seat holds, with the advance that gives it. */
export function abilitiesHeld<K extends AbilityKind>(state: EmpiresState, seat: Seat, kind: K): { advance: string; ability: AbilityOf<K> }[] {
  const advances = state.players[seat]?.advances;
  if (!advances) return [];
  // Asked many times per action: indexed once per advances list (lists are replaced, never changed in place).
  let byKind = heldByList.get(advances);
  if (!byKind) {
    byKind = new Map();
    for (const advance of advances) {
      for (const a of abilitiesOf(advance)) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), { advance, ability: a }]);
    }
    heldByList.set(advances, byKind);
  }
  return [...((byKind.get(kind) ?? []) as { advance: string; ability: AbilityOf<K> }[])];
}

const heldByList = new WeakMap<readonly string[], Map<AbilityKind, readonly { advance: string; ability: Ability }[]>>();

export function hasAbility(state: EmpiresState, seat: Seat, kind: AbilityKind): boolean {
  return abilitiesHeld(state, seat, kind).length > 0;
}

/**
 * A numeric ability: the largest value held, or `fallback` without it (two sources of one kind never add up;
 * no advance gives the same kind twice today).
 */
export function abilityValue(state: EmpiresState, seat: Seat, kind: 'shipMoves' | 'shipCapacity' | 'landMoves' | 'treasuryWorth' | 'cityAreaToken' | 'supportRateDelta', fallback: number): number {
  const held = abilitiesHeld(state, seat, kind).map((h) => (h.ability as { value: number }).value);
  return held.length ? Math.max(...held) : fallback;
}

/** ME-ADVX-4: the seat cannot be targeted by this special ability. */
export function isProtectedFrom(state: EmpiresState, seat: Seat, s: SpecialKind): boolean {
  return abilitiesHeld(state, seat, 'protectedFrom').some((h) => h.ability.special === s);
}

/** ME-ADVX-4: the specials the seat may use in phase 10. */
export function specialsHeld(state: EmpiresState, seat: Seat): SpecialKind[] {
  return abilitiesHeld(state, seat, 'special').map((h) => h.ability.special);
}
