/** ME-ADVX-6: the catalogue's card list in its order (ME-ADVX-C01 … C51), for tests that name an advance's rule. */
export const CATALOGUE_ORDER = [
  'Cloth Making', 'Mysticism', 'Sculpture', 'Urbanism', 'Empiricism', 'Masonry', 'Monarchy', 'Mythology', 'Pottery',
  'Written Record', 'Deism', 'Astronavigation', 'Drama and Poetry', 'Music', 'Theocracy', 'Coinage', 'Metalworking',
  'Literacy', 'Agriculture', 'Rhetoric', 'Architecture', 'Medicine', 'Fundamentalism', 'Law', 'Cartography',
  'Diplomacy', 'Engineering', 'Enlightenment', 'Naval Warfare', 'Universal Doctrine', 'Military', 'Calendar',
  'Monument', 'Trade Routes', 'Democracy', 'Library', 'Philosophy', 'Roadbuilding', 'Mining', 'Politics',
  'Public Works', 'Advanced Military', 'Monotheism', 'Mathematics', 'Theology', 'Provincial Empire', 'Trade Empire',
  'Anatomy', 'Diaspora', 'Cultural Ascendancy', 'Wonder of the World',
] as const;

/** `ME-ADVX-C07` for Monarchy. */
export function advanceRuleId(name: string): string {
  const i = CATALOGUE_ORDER.indexOf(name as (typeof CATALOGUE_ORDER)[number]);
  if (i < 0) throw new RangeError(`${name} is not in the catalogue's card list`);
  return `ME-ADVX-C${String(i + 1).padStart(2, '0')}`;
}
