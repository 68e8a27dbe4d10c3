/**
 * ME-ADV-6: the 51 Civilization Advances with cost, colour(s), victory points and the credits each one gives
 * towards later purchases (per colour, and a larger credit towards one named advance).
 */
export type Colour = 'red' | 'blue' | 'orange' | 'green' | 'yellow';
export const COLOURS: readonly Colour[] = ['red', 'blue', 'orange', 'green', 'yellow'];

export interface AdvanceDef {
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  readonly colours: readonly Colour[];
  readonly vp: 1 | 3 | 6;
  readonly credits: Readonly<Partial<Record<Colour, number>>>;
  /** A credit that applies only to the named advance. */
  readonly special?: { readonly advance: string; readonly amount: number };
}

type Row = readonly [name: string, cost: number, colours: string, credits: string, special?: readonly [string, number]];

// Credits are written "r5 b10": colour initial and amount.
const ROWS: readonly Row[] = [
  ['Urbanism', 50, 'r', 'r10 g5', ['Diplomacy', 10]],
  ['Sculpture', 50, 'b', 'b10 r5', ['Architecture', 10]],
  ['Cloth Making', 50, 'o', 'b5 o10', ['Naval Warfare', 10]],
  ['Mysticism', 50, 'b y', 'b5 y5', ['Monument', 10]],
  ['Mythology', 60, 'y', 'b5 y10', ['Literacy', 10]],
  ['Empiricism', 60, 'g', 'b5 y5 o5 r5 g10', ['Medicine', 10]],
  ['Monarchy', 60, 'r', 'y5 r10', ['Law', 10]],
  ['Masonry', 60, 'o', 'o10 g5', ['Engineering', 10]],
  ['Pottery', 60, 'o', 'b5 o10', ['Agriculture', 10]],
  ['Written Record', 60, 'r g', 'r5 g5', ['Cartography', 10]],
  ['Deism', 70, 'y', 'y10 o5', ['Fundamentalism', 10]],
  ['Astronavigation', 80, 'g', 'y5 g10', ['Calendar', 10]],
  ['Music', 80, 'b', 'b10 y5', ['Enlightenment', 10]],
  ['Drama and Poetry', 80, 'b', 'b10 y5', ['Rhetoric', 10]],
  ['Theocracy', 80, 'r y', 'y5 r5', ['Universal Doctrine', 10]],
  ['Coinage', 90, 'g', 'r5 g10', ['Trade Routes', 10]],
  ['Metalworking', 90, 'o', 'o10 r5', ['Military', 10]],
  ['Literacy', 110, 'b r', 'b10 y5 o5 r10 g5', ['Mathematics', 20]],
  ['Agriculture', 120, 'o', 'o10 g5', ['Democracy', 20]],
  ['Rhetoric', 130, 'b', 'b10 r5', ['Politics', 20]],
  ['Medicine', 140, 'g', 'o5 g10', ['Anatomy', 20]],
  ['Architecture', 140, 'b', 'b10 g5', ['Mining', 20]],
  ['Fundamentalism', 150, 'y', 'b5 y10', ['Monotheism', 20]],
  ['Law', 150, 'r', 'y5 r10', ['Cultural Ascendancy', 20]],
  ['Universal Doctrine', 160, 'y', 'y10 r5', ['Theology', 20]],
  ['Enlightenment', 160, 'y', 'y10 o5', ['Philosophy', 20]],
  ['Cartography', 160, 'g', 'b5 g10', ['Library', 20]],
  ['Naval Warfare', 160, 'r', 'o5 r10', ['Diaspora', 20]],
  ['Diplomacy', 160, 'b', 'b10 r5', ['Provincial Empire', 20]],
  ['Engineering', 160, 'o g', 'o10 g10', ['Roadbuilding', 20]],
  ['Military', 170, 'r', 'o5 r10', ['Advanced Military', 20]],
  ['Calendar', 180, 'g', 'r5 g10', ['Public Works', 20]],
  ['Trade Routes', 180, 'o', 'y5 o10', ['Trade Empire', 20]],
  ['Monument', 180, 'o y', 'y10 o10', ['Wonder of the World', 20]],
  ['Library', 220, 'g', 'b5 g20'],
  ['Democracy', 220, 'r', 'b5 r20'],
  ['Roadbuilding', 220, 'o', 'o20 g5'],
  ['Philosophy', 220, 'y g', 'y20 g20'],
  ['Public Works', 230, 'r', 'o5 r20'],
  ['Politics', 230, 'b', 'b20 y5'],
  ['Mining', 230, 'o', 'o20 g5'],
  ['Monotheism', 240, 'y', 'y20 r5'],
  ['Advanced Military', 240, 'r', 'r20 g5'],
  ['Theology', 250, 'y', 'y20 g5'],
  ['Mathematics', 250, 'b g', 'b20 y10 o10 r10 g20'],
  ['Provincial Empire', 260, 'r', 'y5 r20'],
  ['Trade Empire', 260, 'o', 'o20 r5'],
  ['Diaspora', 270, 'y', 'b5 y20'],
  ['Anatomy', 270, 'g', 'o5 g20'],
  ['Cultural Ascendancy', 280, 'b', 'b20 y5'],
  ['Wonder of the World', 290, 'b o', 'b20 o20'],
];

const COLOUR_OF: Readonly<Record<string, Colour>> = { r: 'red', b: 'blue', o: 'orange', g: 'green', y: 'yellow' };

export const advanceId = (name: string): string => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** ME-ADV-6: 1 VP below 100, 3 VP from 100 to 199, 6 VP from 200. */
export function vpForCost(cost: number): 1 | 3 | 6 {
  return cost < 100 ? 1 : cost < 200 ? 3 : 6;
}

export const ADVANCES: readonly AdvanceDef[] = ROWS.map(([name, cost, colours, credits, special]) => ({
  id: advanceId(name),
  name,
  cost,
  colours: colours.split(' ').map((c) => COLOUR_OF[c]),
  vp: vpForCost(cost),
  credits: Object.fromEntries(credits.split(' ').map((c) => [COLOUR_OF[c[0]], Number(c.slice(1))])),
  ...(special ? { special: { advance: advanceId(special[0]), amount: special[1] } } : {}),
}));

export const ADVANCE_BY_ID: Readonly<Record<string, AdvanceDef>> = Object.fromEntries(ADVANCES.map((a) => [a.id, a]));

/** Advances the expansion's rules look at, by id. */
export const ADV = {
  tradeEmpire: 'trade-empire',
  enlightenment: 'enlightenment',
  publicWorks: 'public-works',
  agriculture: 'agriculture',
  mining: 'mining',
  library: 'library',
  fundamentalism: 'fundamentalism',
  culturalAscendancy: 'cultural-ascendancy',
  wonder: 'wonder-of-the-world',
  engineering: 'engineering',
  metalworking: 'metalworking',
  military: 'military',
  roadbuilding: 'roadbuilding',
  clothMaking: 'cloth-making',
  astronavigation: 'astronavigation',
  navalWarfare: 'naval-warfare',
  monarchy: 'monarchy',
  coinage: 'coinage',
  democracy: 'democracy',
  architecture: 'architecture',
  diplomacy: 'diplomacy',
  advancedMilitary: 'advanced-military',
} as const;
