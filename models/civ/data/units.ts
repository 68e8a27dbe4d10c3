export const UNIT_TYPES = ['artillery', 'infantry', 'mounted', 'aircraft'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export type RankedUnit = Exclude<UnitType, 'aircraft'>;

/** CIV-COMBAT-02: 5 cards each at strength 1, 2, 3 per ranked type; 8 aircraft. Ids carry type and base strength. */
export function unitDeck(type: UnitType): string[] {
  if (type === 'aircraft') return [5, 5, 6, 6, 6, 6, 7, 7].map((s, i) => `unit-aircraft-${s}-${i + 1}`);
  const ids: string[] = [];
  for (const s of [1, 2, 3]) for (let i = 1; i <= 5; i++) ids.push(`unit-${type}-${s}-${i}`);
  return ids;
}

export function unitInfo(id: string): { type: UnitType; base: number } {
  const m = /^unit-([a-z]+)-(\d)-\d+$/.exec(id);
  if (!m) throw new Error(`not a unit card: ${id}`);
  return { type: m[1] as UnitType, base: Number(m[2]) };
}

/** CIV-COMBAT-02: strength rises by 1 per rank above I (rank IV at most); aircraft are unranked. */
export function unitStrength(id: string, rank: number): number {
  const { type, base } = unitInfo(id);
  return type === 'aircraft' ? base : base + Math.min(Math.max(rank, 1), 4) - 1;
}

/** CIV-COMBAT-03: production cost by rank; aircraft 12. */
export function unitCost(type: UnitType, rank: number): number {
  if (type === 'aircraft') return 12;
  return [5, 7, 9, 11][Math.min(Math.max(rank, 1), 4) - 1];
}

/** CIV-COMBAT-06: infantry beats mounted beats artillery beats infantry; aircraft neither trump nor are trumped. */
export function trumps(a: UnitType, b: UnitType): boolean {
  return (a === 'infantry' && b === 'mounted') || (a === 'mounted' && b === 'artillery') || (a === 'artillery' && b === 'infantry');
}
