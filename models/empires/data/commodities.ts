/** ME-TRADE-2: East commodities; face value equals the stack number, `setSize` is the number of cards (a full set). */
export interface Commodity {
  readonly id: string;
  readonly name: string;
  readonly stack: number;
  readonly face: number;
  readonly setSize: number;
}

const RAW: readonly (readonly [string, string, number, number])[] = [
  ['flax', 'Flax', 1, 9], ['hides', 'Hides', 1, 9],
  ['stone', 'Stone', 2, 8], ['furs', 'Furs', 2, 8],
  ['timber', 'Timber', 3, 8], ['salt', 'Salt', 3, 9],
  ['cotton', 'Cotton', 4, 7], ['sugar', 'Sugar', 4, 8],
  ['lacquer', 'Lacquer', 5, 6], ['livestock', 'Livestock', 5, 7],
  ['silver', 'Silver', 6, 5], ['bronze', 'Bronze', 6, 6],
  ['jade', 'Jade', 7, 5], ['spice', 'Spice', 7, 6],
  ['dye', 'Dye', 8, 4], ['tea', 'Tea', 8, 5],
  ['silk', 'Silk', 9, 4], ['pearls', 'Pearls', 9, 5],
];

export const COMMODITIES: readonly Commodity[] = RAW.map(([id, name, stack, setSize]) => ({ id, name, stack, face: stack, setSize }));

/** ME-TCARD-3 (AMBIGUOUS, option east9pDeck): the third commodity per stack of the nine-player deck, from [MC-DATA]. */
const RAW_NINE: readonly (readonly [string, string, number, number])[] = [
  ['bone', 'Bone', 1, 8], ['wax', 'Wax', 2, 8], ['ceramics', 'Ceramics', 3, 8], ['grain', 'Grain', 4, 8], ['glass', 'Glass', 5, 6],
  ['lead', 'Lead', 6, 6], ['herbs', 'Herbs', 7, 6], ['obsidian', 'Obsidian', 8, 4], ['amber', 'Amber', 9, 4],
];
export const NINE_PLAYER_COMMODITIES: readonly Commodity[] = RAW_NINE.map(([id, name, stack, setSize]) => ({ id, name, stack, face: stack, setSize }));
export const COMMODITY_BY_ID: Readonly<Record<string, Commodity>> = Object.fromEntries([...COMMODITIES, ...NINE_PLAYER_COMMODITIES].map((c) => [c.id, c]));

/** ME-TRADE-3: the calamities shuffled into stacks 2-9; the first of each pair cannot be traded. */
export interface CalamityDef {
  readonly id: string;
  readonly name: string;
  readonly stack: number;
  readonly tradeable: boolean;
  /** ME-TCARD-3: a minor calamity (nine-player deck only); always tradeable. */
  readonly minor?: boolean;
}

const CAL: readonly (readonly [number, string, string])[] = [
  [2, 'Volcanic Eruption / Earthquake', 'Treachery'],
  [3, 'Famine', 'Slave Revolt'],
  [4, 'Flood', 'Superstition'],
  [5, 'Civil War', 'Barbarian Hordes'],
  [6, 'Cyclone', 'Epidemic'],
  [7, 'Tyranny', 'Civil Disorder'],
  [8, 'Corruption', 'Iconoclasm and Heresy'],
  [9, 'Regression', 'Piracy'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');

export const CALAMITIES: readonly CalamityDef[] = CAL.flatMap(([stack, nonTradeable, tradeable]) => [
  { id: slug(nonTradeable), name: nonTradeable, stack, tradeable: false },
  { id: slug(tradeable), name: tradeable, stack, tradeable: true },
]);

/** ME-TCARD-3 (option east9pDeck): one minor calamity per stack 2-9 in the nine-player deck, from [MC-DATA]. */
export const MINOR_CALAMITIES: readonly CalamityDef[] = (
  [[2, 'Tempest'], [3, 'Squandered Wealth'], [4, 'City Riots'], [5, 'City in Flames'], [6, 'Tribal Conflict'], [7, 'Minor Uprising'], [8, 'Banditry'], [9, 'Coastal Migration']] as const
).map(([stack, name]) => ({ id: slug(name), name, stack, tradeable: true, minor: true }));
export const CALAMITY_BY_ID: Readonly<Record<string, CalamityDef>> = Object.fromEntries([...CALAMITIES, ...MINOR_CALAMITIES].map((c) => [c.id, c]));
export const REGRESSION = 'regression';

export const STACKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** ME-TRADE-1: a set of n identical cards of face value f is worth n squared times f (never more than a full set). */
export function setValue(count: number, commodityId: string): number {
  const c = COMMODITY_BY_ID[commodityId];
  if (!c) return 0;
  const n = Math.min(count, c.setSize);
  return n * n * c.face;
}
