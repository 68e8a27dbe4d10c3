export type Era = 'ancient' | 'medieval' | 'modern';

export interface Wonder {
  readonly id: string;
  readonly name: string;
  readonly era: Era;
  readonly cost: number;
  readonly discountCost?: number;
  readonly discountTech?: string;
  readonly effect: string;
  /** Numbers the scripted rules read. */
  readonly combatBonus?: number;
  readonly needsInvestments?: boolean;
  /** The tech that makes it obsolete ([DEFAULT]: the printed links were not found). */
  readonly obsoletedBy?: string;
  readonly lessLoot?: number;
  readonly immuneToAnarchy?: boolean;
  /** CIV-WONDERAB-00: inferred to come from Wisdom and Warfare (no tech discount printed, or one by a W&W tech). */
  readonly expansion?: 'waw';
}

type Row = [string, Era, number, number | undefined, string | undefined, string, Partial<Wonder>?];
const ROWS: Row[] = [
  ['Chichen Itza', 'ancient', 15, 10, 'Currency', 'Each city makes 3 more production.'],
  ['Statue of Zeus', 'ancient', 15, undefined, undefined, '+6 combat bonus.', { expansion: 'waw', combatBonus: 6, obsoletedBy: 'Gunpowder' }],
  ['Stonehenge', 'ancient', 10, undefined, undefined, 'Earn 1 culture each Start of Turn.', { expansion: 'waw', obsoletedBy: 'Theology' }],
  ['The Colossus', 'ancient', 15, 10, 'Metalworking', 'Earn 3 trade each Start of Turn.', { obsoletedBy: 'Flight' }],
  ['The Great Lighthouse', 'ancient', 15, 10, 'Navigation', 'Each empty water square in your outskirts gives 1 more trade.'],
  ['The Great Wall', 'ancient', 15, 10, 'Masonry', 'A rival who beats you takes 1 loot less; each Start of Turn, free city walls in one city.', { lessLoot: 1, obsoletedBy: 'Metal Casting' }],
  ['The Hanging Gardens', 'ancient', 15, 10, 'Animal Husbandry', 'Each Start of Turn a free figure appears on its square.'],
  ['The Oracle', 'ancient', 15, 10, 'Code of Laws', 'Your battle opponent plays with an open hand.'],
  ['The Pyramids', 'ancient', 15, 10, 'Pottery', 'All governments unlocked and immune to anarchy.', { immuneToAnarchy: true }],
  ['Angkor Wat', 'medieval', 20, 10, 'Theology', 'Once a turn, one city may harvest twice, even the same square.'],
  ['Brandenburg Gate', 'medieval', 15, undefined, undefined, 'Rivals may not end a move in your outskirts and must leave when able.', { expansion: 'waw' }],
  ['Himeji Samurai Castle', 'medieval', 20, 15, 'Monarchy', 'Your units are 1 stronger.'],
  ["Leonardo's Workshop", 'medieval', 20, 15, 'Mathematics', 'No unit costs you more than 5 production.'],
  ['Machu Picchu', 'medieval', 20, 15, 'Irrigation', 'After investing each turn, take one market resource of your choice.', { needsInvestments: true }],
  ['Notre-Dame', 'medieval', 20, 15, 'Education', 'When researching, pay 6 more trade to learn a second tech of the same or lower level.', { expansion: 'waw' }],
  ['Porcelain Tower', 'medieval', 20, 15, 'Construction', 'Techs cost 5 less trade; still one research a turn.'],
  ['Taj Mahal', 'medieval', 20, 15, 'Chivalry', 'Each Start of Turn build one unlocked building free.'],
  ['The Louvre', 'medieval', 20, 15, 'Printing Press', 'Earn 3 culture each Start of Turn.'],
  ['Big Ben', 'modern', 25, 20, 'Banking', 'Each Start of Turn take one of every market resource.'],
  ['Cristo Redentor', 'modern', 25, 15, 'Mass Media', 'Hand limit +4; draw two culture events each Start of Turn.'],
  ['Panama Canal', 'modern', 25, 20, 'Engineering', 'A coin token is added to it each Start of Turn.'],
  ['Statue of Liberty', 'modern', 25, 20, 'Metal Casting', 'Each Start of Turn learn free a tech a rival knows.'],
  ['Sydney Opera House', 'modern', 25, undefined, undefined, 'One free culture step each Start of Turn.', { expansion: 'waw' }],
  ['The Internet', 'modern', 25, 15, 'Computers', 'Each tech may hold 2 more coins.'],
  ['The Kremlin', 'modern', 25, 20, 'Communism', 'Once a turn, any two resources may stand in for a spy.'],
  ['The Pentagon', 'modern', 25, 15, 'Ballistics', 'Your units cannot be trumped.'],
  ['United Nations', 'modern', 20, undefined, undefined, 'Culture events target you only if you allow it.', { expansion: 'waw' }],
];

export function wonderSlug(name: string): string {
  return 'w-' + name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** C3: the wonder pool (27 names: core, F&F and W&W mixed; the W&W ones are inferred, CIV-WONDERAB-00). */
export const WONDERS: readonly Wonder[] = ROWS.map(([name, era, cost, discountCost, discountTech, effect, extra]) => ({ id: wonderSlug(name), name, era, cost, discountCost, discountTech, effect, ...extra }));
export const WONDER_BY_ID: Readonly<Record<string, Wonder>> = Object.fromEntries(WONDERS.map((w) => [w.id, w]));
/** FF-WONDER-01: four wonders of each era make the 12-card deck. */
export const WONDERS_PER_ERA_IN_DECK = 4;
