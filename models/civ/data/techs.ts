import type { GovernmentId } from './civs';

export interface Tech {
  readonly name: string;
  readonly level: 1 | 2 | 3 | 4 | 5;
  readonly edition: 'core' | 'ff' | 'ww';
  /** Effects kept in data (CIV-TECH-05); most are [DEFAULT] guesses until the cards are transcribed. */
  readonly buildings?: readonly string[];
  readonly government?: GovernmentId;
  readonly speed?: number;
  readonly stack?: number;
  readonly crossWater?: boolean;
  readonly endOnWater?: boolean;
  readonly cityLimit?: number;
  readonly walls?: boolean;
  readonly aircraft?: boolean;
  readonly coins?: number;
  readonly ranks?: Readonly<Partial<Record<'artillery' | 'infantry' | 'mounted', number>>>;
  readonly obsoletes?: readonly string[];
  readonly metropolis?: boolean;
  readonly verified: boolean;
}

type Row = [string, Tech['level'], Tech['edition'], Partial<Tech>?];
// CIV-TECH-06 names by level. Only Agriculture's metropolis link is from the seed; other effects are our defaults.
const ROWS: Row[] = [
  ['Animal Husbandry', 1, 'core'], ['Agriculture', 1, 'ff', { metropolis: true, verified: true }], ['Code of Laws', 1, 'core', { government: 'republic' }],
  ['Currency', 1, 'core', { buildings: ['market'], coins: 1 }], ['Horseback Riding', 1, 'core', { speed: 3, ranks: { mounted: 2 } }],
  ['Masonry', 1, 'core', { walls: true }], ['Metalworking', 1, 'core', { buildings: ['barracks'], ranks: { infantry: 2 } }],
  ['Navigation', 1, 'core', { buildings: ['harbor'], crossWater: true }], ['Philosophy', 1, 'core', { buildings: ['temple'] }],
  ['Pottery', 1, 'core', { buildings: ['granary'] }], ['Writing', 1, 'core', { buildings: ['library'] }], ['Navy', 1, 'ww'],
  ['Civil Service', 2, 'core', { coins: 1 }], ['Chivalry', 2, 'core', { government: 'feudalism', ranks: { mounted: 3 } }],
  ['Construction', 2, 'core', { buildings: ['workshop'], stack: 3 }], ['Democracy', 2, 'core', { government: 'democracy', ranks: { infantry: 2 } }],
  ['Engineering', 2, 'core', { buildings: ['trading-post'] }], ['Irrigation', 2, 'core', { buildings: ['aqueduct'], cityLimit: 3 }],
  ['Mathematics', 2, 'core', { ranks: { artillery: 2 } }], ['Monarchy', 2, 'core', { government: 'monarchy' }], ['Mysticism', 2, 'ff'],
  ['Printing Press', 2, 'core'], ['Sailing', 2, 'core', { endOnWater: true, speed: 4 }], ['Logistics', 2, 'ww'], ['Bureaucracy', 2, 'ww'],
  ['Banking', 3, 'core', { buildings: ['bank'] }], ['Biology', 3, 'core'], ['Communism', 3, 'core', { government: 'communism' }],
  ['Ecology', 3, 'ff'], ['Gunpowder', 3, 'core', { ranks: { infantry: 3 }, obsoletes: ['w-statue-of-zeus'] }],
  ['Metal Casting', 3, 'core', { ranks: { artillery: 3 }, obsoletes: ['w-the-great-wall'] }], ['Military Science', 3, 'core', { buildings: ['academy'] }],
  ['Railroad', 3, 'core', { buildings: ['iron-mine'], speed: 5, coins: 1 }], ['Steam Power', 3, 'core', { endOnWater: true, stack: 4 }],
  ['Theology', 3, 'core', { buildings: ['cathedral'], government: 'fundamentalism', obsoletes: ['w-stonehenge'] }], ['Education', 3, 'ww', { buildings: ['university'] }],
  ['Atomic Theory', 4, 'core'], ['Ballistics', 4, 'core', { ranks: { artillery: 4 } }], ['Combustion', 4, 'core', { ranks: { mounted: 4 } }],
  ['Computers', 4, 'core', { coins: 1 }], ['Flight', 4, 'core', { aircraft: true, endOnWater: true, speed: 6, obsoletes: ['w-the-colossus'] }], ['Mass Media', 4, 'core'],
  ['Plastics', 4, 'ff'], ['Replacement Parts', 4, 'ww', { ranks: { infantry: 4 } }],
  ['Space Flight', 5, 'core'],
];

export const TECHS: readonly Tech[] = ROWS.map(([name, level, edition, extra]) => ({ name, level, edition, verified: false, ...extra }));
export const TECH_BY_NAME: Readonly<Record<string, Tech>> = Object.fromEntries(TECHS.map((t) => [t.name, t]));
/** CIV-TECH-03: trade cost by level. */
export const TECH_COST: Readonly<Record<number, number>> = { 1: 6, 2: 11, 3: 16, 4: 21, 5: 26 };
/** FF-TECH-01: the four techs F&F adds to each player's deck. */
export const FF_TECHS = ['Agriculture', 'Mysticism', 'Ecology', 'Plastics'] as const;
/** W&W techs are left out of a core + F&F game. */
export const GAME_TECHS = TECHS.filter((t) => t.edition !== 'ww');
