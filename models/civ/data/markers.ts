import type { RelicId } from '../tiles';

export const MARKET_RESOURCES = ['incense', 'iron', 'silk', 'wheat'] as const;
export type MarketResource = (typeof MARKET_RESOURCES)[number];
export type ResourceKind = MarketResource | 'spy' | 'uranium';

export type HutKind = ResourceKind | 'friendly-barbarian' | 'native-art' | 'teacher';
export type VillageKind = 'iron' | 'spy' | 'uranium' | 'great-person' | 'friendly-workers' | 'native-art' | 'wealth';

/** CIV-HUT-02: core + F&F mix (W&W city-states left out). */
export const HUT_MIX: Readonly<Record<HutKind, number>> = { incense: 6, iron: 3, silk: 6, spy: 6, wheat: 7, uranium: 1, teacher: 1, 'friendly-barbarian': 2, 'native-art': 1 };
export const VILLAGE_MIX: Readonly<Record<VillageKind, number>> = { iron: 3, spy: 4, uranium: 4, 'great-person': 2, 'friendly-workers': 1, 'native-art': 1, wealth: 2 };
/** FF-COMP: the new markers F&F adds to each pool. */
export const FF_NEW_HUTS: Readonly<Partial<Record<HutKind, number>>> = { 'friendly-barbarian': 2, incense: 1, iron: 1, 'native-art': 1, silk: 1, spy: 1, teacher: 1, wheat: 2 };
export const FF_NEW_VILLAGES: Readonly<Partial<Record<VillageKind, number>>> = { 'friendly-workers': 1, 'native-art': 1, spy: 1, uranium: 1, wealth: 1 };

/** FF-HUT-03: the culture printed on a Native Art marker. */
export const NATIVE_ART_CULTURE = { hut: 3, village: 6 } as const;
export const RESOURCE_KINDS: readonly ResourceKind[] = ['incense', 'iron', 'silk', 'wheat', 'spy', 'uranium'];

export interface RelicData {
  readonly id: RelicId;
  readonly name: string;
  readonly terrain: 'water' | 'mountain' | 'forest';
  readonly reward: string;
}

/** FF-RELIC-06..08 (effects in our words). */
export const RELIC_DATA: Readonly<Record<RelicId, RelicData>> = {
  atlantis: { id: 'atlantis', name: 'Atlantis', terrain: 'water', reward: 'At the start of the next round, add any tech with a legal space to your pyramid for free.' },
  'school-of-confucius': { id: 'school-of-confucius', name: 'School of Confucius', terrain: 'mountain', reward: 'Gain two great people at once.' },
  'seven-cities-of-gold': { id: 'seven-cities-of-gold', name: 'Seven Cities of Gold', terrain: 'forest', reward: 'At the start of your next turn, gain two investment markers free.' },
};

/** Hut ids encode their kind (so the kind is a secret exactly as long as the id is). */
export function markerIds<K extends string>(prefix: 'hut' | 'village', mix: Readonly<Record<K, number>>): string[] {
  const ids: string[] = [];
  for (const [kind, n] of Object.entries(mix) as [K, number][]) for (let i = 1; i <= n; i++) ids.push(`${prefix}-${kind}-${i}`);
  return ids;
}

export function markerKind(id: string): { pool: 'hut' | 'village'; kind: HutKind | VillageKind } {
  const m = /^(hut|village)-(.+)-\d+$/.exec(id);
  if (!m) throw new Error(`not a hut or village marker: ${id}`);
  return { pool: m[1] as 'hut' | 'village', kind: m[2] as HutKind | VillageKind };
}
