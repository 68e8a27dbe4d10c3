export interface Building {
  readonly id: string;
  readonly name: string;
  /** FF-TERM-01: a basic building shows its non-upgraded side. */
  readonly basic: boolean;
  /** The other side of the marker (CIV-BLDG-01). */
  readonly pair?: string;
  readonly cost: number;
  readonly production: number;
  readonly trade: number;
  readonly culture: number;
  readonly coins: number;
  readonly combatBonus: number;
  /** CIV-BLDG-04: at most one of this pair per city. */
  readonly limited: boolean;
  /** CIV-BLDG-03: the terrains it may stand on ([DEFAULT]: Harbor on water only, others on land). */
  readonly water: boolean;
  /** How many markers the market holds ([DEFAULT]). */
  readonly supply: number;
}

type Row = [string, string, boolean, string | undefined, number, number, number, number, number, number, boolean, boolean];
// CIV-BLDG-05 numbers per PLAYCIV (not verified against the markers).
const ROWS: Row[] = [
  ['granary', 'Granary', true, 'aqueduct', 5, 1, 1, 0, 0, 0, false, false],
  ['aqueduct', 'Aqueduct', false, 'granary', 8, 2, 2, 0, 0, 0, false, false],
  ['library', 'Library', true, 'university', 5, 0, 1, 1, 0, 0, false, false],
  ['university', 'University', false, 'library', 8, 0, 2, 2, 0, 0, false, false],
  ['market', 'Market', true, 'bank', 7, 1, 1, 1, 0, 0, true, false],
  ['bank', 'Bank', false, 'market', 10, 1, 1, 1, 1, 0, true, false],
  ['temple', 'Temple', true, 'cathedral', 7, 0, 0, 2, 0, 0, true, false],
  ['cathedral', 'Cathedral', false, 'temple', 10, 0, 0, 3, 0, 0, true, false],
  ['barracks', 'Barracks', true, 'academy', 7, 0, 0, 0, 0, 2, true, false],
  ['academy', 'Academy', false, 'barracks', 10, 0, 0, 0, 0, 4, true, false],
  ['workshop', 'Workshop', true, 'iron-mine', 7, 3, 0, 0, 0, 0, false, false],
  ['iron-mine', 'Iron Mine', false, 'workshop', 10, 4, 0, 0, 0, 0, false, false],
  ['harbor', 'Harbor', true, undefined, 7, 1, 2, 0, 0, 0, false, true],
  ['trading-post', 'Trading Post', true, undefined, 7, 0, 2, 1, 0, 0, false, false],
];

export const BUILDINGS: readonly Building[] = ROWS.map(([id, name, basic, pair, cost, production, trade, culture, coins, combatBonus, limited, water]) => ({ id, name, basic, pair, cost, production, trade, culture, coins, combatBonus, limited, water, supply: 6 }));
export const BUILDING_BY_ID: Readonly<Record<string, Building>> = Object.fromEntries(BUILDINGS.map((b) => [b.id, b]));
/** A pair shares one marker kind, so the market stock is counted per basic side. */
export function stockKey(buildingId: string): string {
  const b = BUILDING_BY_ID[buildingId];
  return b.basic ? b.id : (b.pair as string);
}
