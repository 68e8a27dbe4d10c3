/** FF-GP-02 / CIV-GPM-01: the six marker types (industrialist markers match "Merchant or Explorer" cards, FF-GP-03). */
export const GP_TYPES = ['artist', 'builder', 'general', 'humanitarian', 'industrialist', 'scientist'] as const;
export type GreatPersonType = (typeof GP_TYPES)[number];

export type GpTiming = 'any-time' | 'start-of-turn' | 'city-management' | 'movement' | 'research' | 'battle' | 'persistent';

export interface GreatPersonCard {
  readonly id: string;
  readonly name: string;
  readonly type: GreatPersonType;
  readonly timing: GpTiming;
  /** 'discard': used up when used (goes under the deck faceup, FF-GP-08); 'keep': stays faceup in front of its owner. */
  readonly use: 'discard' | 'keep';
  readonly effect: string;
}

/** Markers per type in the box (CIV-GPM-01: 18 = 3 x 6). */
export const GP_MARKERS_PER_TYPE = 3;

type Row = [string, GreatPersonType, GpTiming, 'discard' | 'keep', string];
// Effects paraphrased in our own words from the catalogue (C1); they are a fan transcription, not verified.
const ROWS: Row[] = [
  ['Akira Kurosawa', 'artist', 'persistent', 'keep', 'Earn 1 culture whenever a rival devotes a city to the arts.'],
  ['Frida Kahlo', 'artist', 'any-time', 'discard', 'Drop unwanted culture events and draw back up to your hand limit.'],
  ['Jerry Garcia', 'artist', 'city-management', 'discard', 'As the capital\'s action, every city you own makes its arts culture; other cities still act.'],
  ['Mark Twain', 'artist', 'any-time', 'discard', 'Cancel one city action, resource ability or culture event (spent resources stay spent).'],
  ['Michelangelo', 'artist', 'city-management', 'discard', 'A wonder costs you 5 production less (adds to other discounts).'],
  ['Valmiki', 'artist', 'persistent', 'keep', 'Your culture-event hand limit rises by 2.'],
  ['William Shakespeare', 'artist', 'persistent', 'keep', 'On the culture track, skip over spaces holding rivals; pay for and resolve only where you stop.'],
  ['Ada Lovelace', 'builder', 'city-management', 'discard', 'One city takes an extra action nobody can cancel, even the capital under Anarchy.'],
  // CONFLICT: the seed's example calls Archimedes a scientist; the transcription says builder. The seed wins (option archimedesType).
  ['Archimedes', 'scientist', 'persistent', 'keep', 'Earn 3 culture when you research a tech no rival knows or is researching this turn.'],
  ['Frank Lloyd Wright', 'builder', 'city-management', 'discard', 'Earn trade and culture, each equal to the buildings in all your cities.'],
  ['Henry Ford', 'builder', 'persistent', 'keep', 'Your travel speed rises by 1.'],
  ['Nikola Tesla', 'builder', 'research', 'discard', 'Set a new level II-IV tech one row lower in your pyramid than its level.'],
  ['Orville Wright', 'builder', 'start-of-turn', 'discard', 'Take one aircraft unit free, unlocked or not.'],
  ['Thomas Edison', 'builder', 'start-of-turn', 'discard', 'Learn free one tech a rival already knows.'],
  ['Georgy Zhukov', 'general', 'battle', 'keep', 'Whenever one of your units dies, wound an enemy unit of your choice once.'],
  ['Gustavus Adolphus', 'general', 'battle', 'discard', 'At battle start, kill your whole battle hand and build as many unlocked units free into it.'],
  ['Hannibal', 'general', 'city-management', 'discard', 'Move your figures from one square to another square already holding one of yours, within stacking.'],
  ['Joan of Arc', 'general', 'battle', 'discard', 'When defending, add your unspent culture to this battle\'s combat bonus.'],
  ['Khalid ibn al-Walid', 'general', 'any-time', 'discard', 'At the start of a phase, take the first-player marker; it passes on from you next round.'],
  ['Leonidas', 'general', 'battle', 'keep', 'Defending with fewer units in hand than the attacker gives +8 combat bonus.'],
  ['Sun Tzu', 'general', 'battle', 'keep', 'Once per battle, pay 3 trade to skip a battle turn instead of playing a unit.'],
  ['Dr. Martin Luther King', 'humanitarian', 'persistent', 'keep', 'Your city actions cannot be cancelled and you are immune to anarchy.'],
  ['Florence Nightingale', 'humanitarian', 'battle', 'discard', 'After a battle, your units killed in it return to your standing forces.'],
  ['Jacques Cousteau', 'humanitarian', 'start-of-turn', 'discard', 'Build up to three Harbors free in your cities, unlocked or not.'],
  ['Jim Henson', 'humanitarian', 'start-of-turn', 'keep', 'Mark this card each time you build a wonder; each Start of Turn earn culture and trade equal to its marks.'],
  ['Mother Teresa', 'humanitarian', 'start-of-turn', 'keep', 'Once a turn, give a coin token to a rival to move one culture space free.'],
  ['St. Francis of Assisi', 'humanitarian', 'city-management', 'discard', 'Earn 3 culture for each army figure still in your supply.'],
  ['Susan B. Anthony', 'humanitarian', 'persistent', 'keep', 'Each of your cities makes 2 more production.'],
  ['A. P. Giannini', 'industrialist', 'persistent', 'keep', 'Whenever you invest a coin, build an unlocked building free in one of your cities.'],
  ['Adam Smith', 'industrialist', 'persistent', 'keep', 'You have one more coin.'],
  ['Andrew Carnegie', 'industrialist', 'city-management', 'discard', 'Move one culture space free for every 3 coins you have.'],
  ['Captain James Cook', 'industrialist', 'movement', 'discard', 'Double your travel speed for the rest of this turn.'],
  ['Lorenzo de\' Medici', 'industrialist', 'start-of-turn', 'keep', 'Each Start of Turn, earn 1 culture per 3 coins you have.'],
  ['Marco Polo', 'industrialist', 'any-time', 'discard', 'Earn 27 trade (the dial still stops at 27).'],
  ['Zheng He', 'industrialist', 'any-time', 'discard', 'Look secretly at every hut and village marker, on the map and in rivals\' holdings.'],
  ['Alan Turing', 'scientist', 'start-of-turn', 'keep', 'Each Start of Turn, earn 1 trade and 1 culture per 2 army figures in your supply.'],
  ['Albert Einstein', 'scientist', 'city-management', 'discard', 'Swap any amount of trade for culture one for one, or culture for trade.'],
  ['Charles Darwin', 'scientist', 'city-management', 'keep', 'Once a turn, take an arts city\'s culture as trade instead, one for one.'],
  ['Galileo Galilei', 'scientist', 'city-management', 'discard', 'Move your figures from an outer-edge square to an empty outer-edge square; they stop there this turn.'],
  ['Louis Pasteur', 'scientist', 'persistent', 'keep', 'Your stacking limit rises by 1.'],
  ['Marie Curie', 'scientist', 'any-time', 'discard', 'When you would spend uranium, spend any other resource instead.'],
  ['Sir Isaac Newton', 'scientist', 'research', 'discard', 'Before researching, lay this card facedown in your pyramid as a blank tech of level IV or lower; it stays.'],
];

const slugs = new Map<string, string>();

export function gpSlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) slugs.set(name, (slug = 'gp-' + name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')));
  return slug;
}

export const GREAT_PEOPLE: readonly GreatPersonCard[] = ROWS.map(([name, type, timing, use, effect]) => ({ id: gpSlug(name), name, type, timing, use, effect }));
export const GREAT_PERSON_BY_ID: Readonly<Record<string, GreatPersonCard>> = Object.fromEntries(GREAT_PEOPLE.map((c) => [c.id, c]));
