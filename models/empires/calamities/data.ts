/**
 * ME-CALX-10..25, ME-CALX-30..37: every calamity as data. An effect is a list of steps from the vocabulary in
 * effects.ts; numbers that advances change are named amounts (`primary`, `secondary`) and the modifiers table
 * says which advance moves which amount by how much (ME-CALX-26: never below 0).
 */
export type Role = 'primary' | 'secondary';
export type Target = Role | 'both';
export type Where = 'anywhere' | 'coastal';

export interface Modifier {
  readonly advance: string;
  readonly target: Target;
  readonly delta: number;
}

/** One step of an effect; `who` is the sufferer, the chooser follows from the kind (see effects.ts). */
export type EffectStep =
  | { readonly kind: 'secondaryVictims'; readonly count: number; readonly small: number }
  | { readonly kind: 'damage'; readonly who: Role; readonly where?: Where }
  | { readonly kind: 'reduceCities'; readonly who: Role; readonly allBut?: boolean; readonly buyOff?: { readonly advance: string; readonly cards: number } }
  | { readonly kind: 'destroyCities'; readonly who: Role; readonly where?: Where; readonly saveCost?: number }
  | { readonly kind: 'annexCities' }
  | { readonly kind: 'annexUnits'; readonly allBut?: boolean }
  | { readonly kind: 'pirateCities'; readonly who: Role }
  | { readonly kind: 'treasuryLoss'; readonly amount: number }
  | { readonly kind: 'discardFaceValue' }
  | { readonly kind: 'discardCards'; readonly saveCost: number }
  | { readonly kind: 'supportRate' }
  | { readonly kind: 'volcanoOrEarthquake' }
  | { readonly kind: 'flood' }
  | { readonly kind: 'cyclone' }
  | { readonly kind: 'barbarianAttack' }
  | { readonly kind: 'regression' };

export interface CalamityRule {
  readonly id: string;
  readonly stack: number;
  readonly major: boolean;
  readonly tradeable: boolean;
  /** Base numbers before advances; `small` replaces them with fewer than 5 players (ME-34P-2/3). */
  readonly amounts: Readonly<Partial<Record<Role, number>>>;
  readonly small?: Readonly<Partial<Record<Role, number>>>;
  readonly steps: readonly EffectStep[];
  readonly modifiers: readonly Modifier[];
  /** ME-CALX-25: the holder of this advance cannot be a secondary victim. */
  readonly immuneAdvance?: string;
}

const m = (advance: string, target: Target, delta: number): Modifier => ({ advance, target, delta });
const victims = (count: number, small: number): EffectStep => ({ kind: 'secondaryVictims', count, small });

export const MAJOR_CALAMITIES: readonly CalamityRule[] = [
  { id: 'volcanic-eruption-earthquake', stack: 2, major: true, tradeable: false, amounts: {}, steps: [{ kind: 'volcanoOrEarthquake' }], modifiers: [] },
  { id: 'treachery', stack: 2, major: true, tradeable: true, amounts: { primary: 1 }, steps: [{ kind: 'annexCities' }], modifiers: [m('diplomacy', 'primary', 1)] },
  {
    id: 'famine', stack: 3, major: true, tradeable: false, amounts: { primary: 10, secondary: 5 },
    steps: [victims(3, 1), { kind: 'damage', who: 'primary' }, { kind: 'damage', who: 'secondary' }],
    modifiers: [m('agriculture', 'primary', 5), m('pottery', 'both', -5), m('calendar', 'both', -5)],
  },
  {
    id: 'slave-revolt', stack: 3, major: true, tradeable: true, amounts: { primary: 2 }, steps: [{ kind: 'supportRate' }],
    modifiers: [m('mythology', 'primary', -1), m('enlightenment', 'primary', -1), m('mining', 'primary', 1)],
  },
  { id: 'flood', stack: 4, major: true, tradeable: false, amounts: { primary: 15, secondary: 5 }, steps: [{ kind: 'flood' }], modifiers: [m('engineering', 'both', -5)] },
  {
    id: 'superstition', stack: 4, major: true, tradeable: true, amounts: { primary: 3 }, steps: [{ kind: 'reduceCities', who: 'primary' }],
    modifiers: [m('mysticism', 'primary', -1), m('deism', 'primary', -1), m('enlightenment', 'primary', -1), m('universal-doctrine', 'primary', 1)],
  },
  {
    // The amount is what the victim keeps (35); everything else is annexed.
    id: 'civil-war', stack: 5, major: true, tradeable: false, amounts: { primary: 35 }, steps: [{ kind: 'annexUnits', allBut: true }],
    modifiers: [m('music', 'primary', 5), m('drama-and-poetry', 'primary', 5), m('democracy', 'primary', 10), m('philosophy', 'primary', -5), m('military', 'primary', -5)],
  },
  {
    id: 'barbarian-hordes', stack: 5, major: true, tradeable: true, amounts: { primary: 15 }, steps: [{ kind: 'barbarianAttack' }],
    modifiers: [m('monarchy', 'primary', -5), m('politics', 'primary', 5), m('provincial-empire', 'primary', 5)],
  },
  {
    id: 'cyclone', stack: 6, major: true, tradeable: false, amounts: { primary: 3, secondary: 2 }, small: { primary: 2, secondary: 1 }, steps: [{ kind: 'cyclone' }],
    modifiers: [m('trade-empire', 'primary', 1), m('masonry', 'both', -1), m('calendar', 'both', -2)],
  },
  {
    id: 'epidemic', stack: 6, major: true, tradeable: true, amounts: { primary: 15, secondary: 10 },
    steps: [victims(2, 1), { kind: 'damage', who: 'primary' }, { kind: 'damage', who: 'secondary' }],
    modifiers: [m('medicine', 'both', -5), m('enlightenment', 'primary', -5), m('anatomy', 'secondary', -5), m('roadbuilding', 'primary', 5), m('trade-empire', 'primary', 5)],
  },
  {
    id: 'tyranny', stack: 7, major: true, tradeable: false, amounts: { primary: 15 }, steps: [{ kind: 'annexUnits' }],
    modifiers: [m('sculpture', 'primary', -5), m('law', 'primary', -5), m('monarchy', 'primary', 5), m('provincial-empire', 'primary', 5)],
  },
  {
    // The amount is the number of cities spared.
    id: 'civil-disorder', stack: 7, major: true, tradeable: true, amounts: { primary: 3 }, steps: [{ kind: 'reduceCities', who: 'primary', allBut: true }],
    modifiers: [m('music', 'primary', 1), m('drama-and-poetry', 'primary', 1), m('law', 'primary', 1), m('democracy', 'primary', 1), m('advanced-military', 'primary', -1), m('naval-warfare', 'primary', -1)],
  },
  {
    id: 'corruption', stack: 8, major: true, tradeable: false, amounts: { primary: 10 }, steps: [{ kind: 'discardFaceValue' }],
    modifiers: [m('law', 'primary', -5), m('coinage', 'primary', 5), m('wonder-of-the-world', 'primary', 5)],
  },
  {
    id: 'iconoclasm-and-heresy', stack: 8, major: true, tradeable: true, amounts: { primary: 4, secondary: 1 },
    steps: [victims(2, 1), { kind: 'reduceCities', who: 'primary', buyOff: { advance: 'theocracy', cards: 2 } }, { kind: 'reduceCities', who: 'secondary' }],
    modifiers: [m('philosophy', 'primary', -2), m('theology', 'primary', -3), m('monotheism', 'both', 1)],
  },
  {
    id: 'regression', stack: 9, major: true, tradeable: false, amounts: { primary: 1 }, steps: [{ kind: 'regression' }],
    modifiers: [m('fundamentalism', 'primary', 1), m('library', 'primary', -1)],
  },
  {
    id: 'piracy', stack: 9, major: true, tradeable: true, amounts: { primary: 2, secondary: 1 },
    steps: [victims(2, 1), { kind: 'pirateCities', who: 'primary' }, { kind: 'pirateCities', who: 'secondary' }],
    modifiers: [m('cartography', 'primary', 1), m('naval-warfare', 'primary', -1)],
    immuneAdvance: 'naval-warfare',
  },
];

/** ME-CALX-30..37: minor calamities; advances never modify them (ME-CALX-2). */
export const MINOR_CALAMITIES: readonly CalamityRule[] = [
  { id: 'tempest', stack: 2, major: false, tradeable: true, amounts: { primary: 2 }, steps: [{ kind: 'damage', who: 'primary', where: 'coastal' }, { kind: 'treasuryLoss', amount: 5 }], modifiers: [] },
  { id: 'squandered-wealth', stack: 3, major: false, tradeable: true, amounts: {}, steps: [{ kind: 'treasuryLoss', amount: 10 }], modifiers: [] },
  { id: 'city-riots', stack: 4, major: false, tradeable: true, amounts: { primary: 1 }, steps: [{ kind: 'reduceCities', who: 'primary' }, { kind: 'treasuryLoss', amount: 5 }], modifiers: [] },
  { id: 'city-in-flames', stack: 5, major: false, tradeable: true, amounts: { primary: 1 }, steps: [{ kind: 'destroyCities', who: 'primary', saveCost: 10 }], modifiers: [] },
  { id: 'tribal-conflict', stack: 6, major: false, tradeable: true, amounts: { primary: 5 }, steps: [{ kind: 'damage', who: 'primary' }], modifiers: [] },
  { id: 'minor-uprising', stack: 7, major: false, tradeable: true, amounts: { primary: 1 }, steps: [{ kind: 'destroyCities', who: 'primary' }], modifiers: [] },
  { id: 'banditry', stack: 8, major: false, tradeable: true, amounts: { primary: 2 }, steps: [{ kind: 'discardCards', saveCost: 4 }], modifiers: [] },
  { id: 'coastal-migration', stack: 9, major: false, tradeable: true, amounts: { primary: 1 }, steps: [{ kind: 'destroyCities', who: 'primary', where: 'coastal' }, { kind: 'treasuryLoss', amount: 5 }], modifiers: [] },
];

export const CALAMITY_RULES: Readonly<Record<string, CalamityRule>> = Object.fromEntries([...MAJOR_CALAMITIES, ...MINOR_CALAMITIES].map((c) => [c.id, c]));

/** The calamity a card id names (`card-<id>`), major or minor; null for commodities and unknown ids. */
export function calamityOfCard(card: string): CalamityRule | null {
  return card.startsWith('card-') ? CALAMITY_RULES[card.slice(5)] ?? null : null;
}

/** ME-CALX-2: majors by stack, the non-tradeable of a stack before the tradeable. */
export function resolutionRank(c: CalamityRule): number {
  return (c.major ? 100 : 0) + c.stack * 2 + (c.tradeable ? 1 : 0);
}

/** ME-34P-2: the renamed variants with fewer than five players. */
export const SMALL_GAME_NAMES: Readonly<Record<string, string>> = { flood: 'Flood/Avalanche', cyclone: 'Cyclone/Blizzard', piracy: 'Piracy/Raid' };

/** ME-34P-2: the area the small-game variants reach as well, if the map has it. */
export const WESTERN_HIMALAYA = 'western-himalaya';

/** Names of the calamities (the majors' names come from the deck data, ME-TRADE-3). */
export const MINOR_NAMES: Readonly<Record<string, string>> = {
  tempest: 'Tempest', 'squandered-wealth': 'Squandered Wealth', 'city-riots': 'City Riots', 'city-in-flames': 'City in Flames',
  'tribal-conflict': 'Tribal Conflict', 'minor-uprising': 'Minor Uprising', banditry: 'Banditry', 'coastal-migration': 'Coastal Migration',
};
