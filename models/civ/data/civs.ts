import type { MarketResource } from './markers';

export type CivId = 'americans' | 'chinese' | 'egyptians' | 'germans' | 'romans' | 'russians' | 'arabs' | 'greeks' | 'indians' | 'spanish';
export type GovernmentId = 'despotism' | 'monarchy' | 'feudalism' | 'republic' | 'democracy' | 'fundamentalism' | 'communism' | 'anarchy';

export interface Civilization {
  readonly id: CivId;
  readonly name: string;
  readonly edition: 'core' | 'ff';
  readonly startingTech: string;
  readonly government: GovernmentId;
  /** Start bonuses the setup applies; ongoing abilities are described in `ability` (FF-CIV-06, unverified text). */
  readonly startResources?: readonly MarketResource[];
  readonly startsWithMetropolis?: boolean;
  readonly extraArmies?: number;
  readonly extraScouts?: number;
  readonly stackBonus?: number;
  readonly speedBonus?: number;
  readonly startRanks?: Readonly<Partial<Record<'artillery' | 'infantry' | 'mounted', number>>>;
  readonly startingWonder?: boolean;
  readonly startingGreatPerson?: boolean;
  /** CIV-CIVAB-CHN-1: the capital starts behind city walls. */
  readonly capitalWalls?: boolean;
  /** CIV-CIVAB-GER-1: extra unit cards of a type in the starting standing forces. */
  readonly extraUnits?: Readonly<Partial<Record<'artillery' | 'infantry' | 'mounted', number>>>;
  /** CIV-CIVAB-CHN-3: after each battle one of their killed units returns to standing forces. */
  readonly savesAUnit?: boolean;
  /** CIV-CIVAB-GER-2: a tech that unlocks or upgrades a unit type builds one of that type free, plus a market resource. */
  readonly unitTechBonus?: boolean;
  readonly ability: string;
}

/** FF-CIV-01..07: the four new civilizations and the six core ones (enough for five seats). */
export const CIVILIZATIONS: Readonly<Record<CivId, Civilization>> = {
  arabs: { id: 'arabs', name: 'Arabs', edition: 'ff', startingTech: 'Mathematics', government: 'despotism', startResources: ['incense', 'iron', 'silk', 'wheat'], startRanks: { artillery: 2 }, ability: 'Each resource spent earns 1 culture; each coin invested also moves the culture marker one space free.' },
  greeks: { id: 'greeks', name: 'Greeks', edition: 'ff', startingTech: 'Democracy', government: 'democracy', startRanks: { infantry: 2 }, ability: 'Draw two great people and keep one; after gaining a tech, 1 culture per player who lacks it.' },
  indians: { id: 'indians', name: 'Indians', edition: 'ff', startingTech: 'Agriculture', government: 'despotism', startsWithMetropolis: true, ability: 'Any spent resource may stand for incense, silk, iron or wheat; arts cities make +1 culture per outskirts square showing a resource.' },
  spanish: { id: 'spanish', name: 'Spanish', edition: 'ff', startingTech: 'Navigation', government: 'despotism', extraScouts: 1, speedBonus: 1, ability: 'Travel speed +1; on revealing a tile, may build one basic building free in one of their cities.' },
  americans: { id: 'americans', name: 'Americans', edition: 'core', startingTech: 'Currency', government: 'despotism', startingGreatPerson: true, ability: 'Gain a great person at the start; 3 trade buy 2 production.' },
  chinese: { id: 'chinese', name: 'Chinese', edition: 'core', startingTech: 'Writing', government: 'despotism', capitalWalls: true, savesAUnit: true, ability: 'The capital starts with city walls; 3 culture for each hut explored or village conquered; after each battle one killed unit of theirs comes back.' },
  egyptians: { id: 'egyptians', name: 'Egyptians', edition: 'core', startingTech: 'Construction', government: 'despotism', startingWonder: true, ability: 'Start with the top wonder of the deck.' },
  germans: { id: 'germans', name: 'Germans', edition: 'core', startingTech: 'Metalworking', government: 'despotism', extraUnits: { infantry: 2 }, unitTechBonus: true, ability: 'Two more infantry units at the start; a tech that unlocks or upgrades a unit type builds one such unit free and takes a market resource.' },
  romans: { id: 'romans', name: 'Romans', edition: 'core', startingTech: 'Code of Laws', government: 'republic', ability: 'Core ability (manual).' },
  russians: { id: 'russians', name: 'Russians', edition: 'core', startingTech: 'Communism', government: 'communism', extraArmies: 1, stackBonus: 1, ability: 'An extra army figure and stacking limit +1.' },
};

export const CIV_IDS = Object.keys(CIVILIZATIONS) as CivId[];
