/** ME-CIV-1: the A.S.T.-ranking of all eighteen civilizations; odd ranks form the West block, even ranks the East. */
export type Block = 'east' | 'west';

export interface Civilization {
  readonly id: string;
  readonly name: string;
  /** A.S.T.-ranking: 1 is the highest priority; it breaks every tie of A.S.T.-position (ME-AST-2). */
  readonly rank: number;
  readonly block: Block;
}

const ALL: readonly (readonly [string, string])[] = [
  ['minoa', 'Minoa'], ['saba', 'Saba'], ['assyria', 'Assyria'], ['maurya', 'Maurya'], ['celt', 'Celt'], ['babylon', 'Babylon'],
  ['carthage', 'Carthage'], ['dravidia', 'Dravidia'], ['hatti', 'Hatti'], ['kushan', 'Kushan'], ['rome', 'Rome'], ['persia', 'Persia'],
  ['iberia', 'Iberia'], ['nubia', 'Nubia'], ['hellas', 'Hellas'], ['indus', 'Indus'], ['egypt', 'Egypt'], ['parthia', 'Parthia'],
];

export const CIVILIZATIONS: readonly Civilization[] = ALL.map(([id, name], i) => ({
  id,
  name,
  rank: i + 1,
  block: (i + 1) % 2 === 0 ? 'east' : 'west',
}));

export const CIVS_BY_ID: Readonly<Record<string, Civilization>> = Object.fromEntries(CIVILIZATIONS.map((c) => [c.id, c]));

/** The nine civilizations of Eastern Empires, in A.S.T.-ranking order. */
export const EAST_CIVS: readonly Civilization[] = CIVILIZATIONS.filter((c) => c.block === 'east');

export function civ(id: string): Civilization {
  const found = CIVS_BY_ID[id];
  if (!found) throw new RangeError(`Unknown civilization ${id}`);
  return found;
}
