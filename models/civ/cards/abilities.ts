import { gpSlug, GREAT_PEOPLE, type GpTiming } from '../data/great-people';
import { WONDER_BY_ID, wonderSlug } from '../data/wonders';
import type { Ability, Effect, Timing } from './effects';
import { eventOf } from './events';
import { CARD_FILE, type CardFile } from './file';

type Def = [timing: Timing, effects: Effect[], extra?: Partial<Ability>];
const passive = (text: string): Def => ['PASSIVE', [{ kind: 'passive', text }]];
const battle = (text: string): Def => ['BATTLE', [{ kind: 'battle', text }]];
const manual = (timing: Timing, text: string): Def => [timing, [{ kind: 'manual', text }]];
const unknown: Def = ['ANY_TIME', [{ kind: 'unknown' }], { oncePerTurn: true }];

const GP_TIMING: Record<GpTiming, Timing> = { 'any-time': 'ANY_TIME', 'start-of-turn': 'START_OF_TURN', 'city-management': 'CITY_MANAGEMENT', movement: 'MOVEMENT', research: 'RESEARCH', battle: 'BATTLE', persistent: 'PASSIVE' };

/** CIV-GPAB-01..42: scripted effects; the rest are passive rules applied elsewhere, battle, or table steps. */
const GP: Record<string, Def> = {
  'Akira Kurosawa': ['PASSIVE', [{ kind: 'gain', what: 'culture', amount: 1 }], { trigger: 'rival-arts' }],
  'Frida Kahlo': manual('ANY_TIME', 'Discard culture events and draw back up to the hand limit.'),
  'Jerry Garcia': manual('CITY_MANAGEMENT', 'Every city devotes to the arts as the capital\'s action.'),
  'Mark Twain': ['ANY_TIME', [{ kind: 'cancel' }]],
  Michelangelo: manual('CITY_MANAGEMENT', 'The wonder being built costs 5 less.'),
  Valmiki: ['PASSIVE', [{ kind: 'hand-size', amount: 2 }]],
  'William Shakespeare': manual('PASSIVE', 'Skip culture spaces holding rivals.'),
  'Ada Lovelace': ['CITY_MANAGEMENT', [{ kind: 'extra-city-action' }]],
  'Frank Lloyd Wright': ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'trade', amount: { per: 'buildings', every: 1 } }, { kind: 'gain', what: 'culture', amount: { per: 'buildings', every: 1 } }]],
  'Nikola Tesla': manual('RESEARCH', 'A new level II-IV tech goes one row lower.'),
  'Orville Wright': ['START_OF_TURN', [{ kind: 'build-free', item: 'unit', unit: 'aircraft', evenIfLocked: true }]],
  'Thomas Edison': ['START_OF_TURN', [{ kind: 'learn-tech' }]],
  'Gustavus Adolphus': ['BATTLE', [{ kind: 'rebuild-force' }], { window: 'start' }],
  Hannibal: manual('CITY_MANAGEMENT', 'Move figures from one square to another holding yours.'),
  'Khalid ibn al-Walid': manual('ANY_TIME', 'Take the first-player marker at the start of a phase.'),
  'Jacques Cousteau': manual('START_OF_TURN', 'Build up to three Harbors free.'),
  'Jim Henson': manual('START_OF_TURN', 'Earn culture and trade equal to the wonders marked on the card.'),
  'Mother Teresa': ['START_OF_TURN', [{ kind: 'give-coin', fromOwn: true }, { kind: 'culture-steps', amount: 1 }], { oncePerTurn: true, cost: { coin: 1 } }],
  'St. Francis of Assisi': ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'culture', amount: { per: 'armies-in-supply', every: 1, times: 3 } }]],
  'A. P. Giannini': manual('PASSIVE', 'Each coin invested builds an unlocked building free.'),
  'Andrew Carnegie': ['CITY_MANAGEMENT', [{ kind: 'culture-steps', amount: { per: 'coins', every: 3 } }]],
  'Captain James Cook': manual('MOVEMENT', 'Double your travel speed this turn.'),
  'Marco Polo': ['ANY_TIME', [{ kind: 'gain', what: 'trade', amount: 27 }]],
  'Zheng He': manual('ANY_TIME', 'Look at every hidden hut and village marker.'),
  'Albert Einstein': manual('CITY_MANAGEMENT', 'Swap trade and culture one for one.'),
  'Charles Darwin': manual('CITY_MANAGEMENT', 'Take an arts city\'s culture as trade.'),
  'Galileo Galilei': ['CITY_MANAGEMENT', [{ kind: 'edge-move' }]],
  'Marie Curie': manual('ANY_TIME', 'Spend another resource in place of uranium.'),
  'Sir Isaac Newton': manual('RESEARCH', 'Lay the card in the pyramid as a blank tech.'),
};

/** CIV-WONDERAB: abilities by wonder; wonders not named here work passively through the rules that read them. */
const WONDERS: Record<string, Def> = {
  'The Colossus': ['START_OF_TURN', [{ kind: 'gain', what: 'trade', amount: 3 }], { auto: true }],
  'The Louvre': ['START_OF_TURN', [{ kind: 'gain', what: 'culture', amount: 3 }], { auto: true }],
  'Panama Canal': ['START_OF_TURN', [{ kind: 'gain', what: 'coin', amount: 1 }], { auto: true }],
  Stonehenge: ['START_OF_TURN', [{ kind: 'gain', what: 'culture', amount: 1 }], { auto: true }],
  'Sydney Opera House': ['START_OF_TURN', [{ kind: 'culture-steps', amount: 1 }], { auto: true }],
  'Taj Mahal': ['START_OF_TURN', [{ kind: 'build-free', item: 'building' }], { oncePerTurn: true }],
  'The Great Wall': ['START_OF_TURN', [{ kind: 'build-free', item: 'walls' }], { oncePerTurn: true }],
  'Statue of Liberty': ['START_OF_TURN', [{ kind: 'learn-tech' }], { oncePerTurn: true }],
  'Big Ben': ['START_OF_TURN', [{ kind: 'take-resources' }], { oncePerTurn: true }],
  'Cristo Redentor': ['START_OF_TURN', [{ kind: 'draw-events', count: 2 }, { kind: 'hand-size', amount: 4 }], { oncePerTurn: true }],
  'The Hanging Gardens': ['START_OF_TURN', [{ kind: 'manual', text: 'Place a figure from your supply on the wonder.' }], { oncePerTurn: true }],
  'Angkor Wat': ['CITY_MANAGEMENT', [{ kind: 'manual', text: 'One city harvests two resources.' }], { oncePerTurn: true }],
  'Machu Picchu': ['START_OF_TURN', [{ kind: 'take-resource' }], { afterInvest: true }],
  'The Kremlin': ['ANY_TIME', [{ kind: 'manual', text: 'Pay two resources in place of a spy.' }], { oncePerTurn: true }],
  'Statue of Zeus': battle('+6 combat bonus'),
  'The Oracle': battle('the opponent plays with an open hand'),
  'Himeji Samurai Castle': battle('units 1 stronger'),
  'The Pentagon': battle('units cannot be trumped'),
};

/** CIV-TECHAB: abilities beyond unlocks. NOT FOUND texts are `unknown` until a card file supplies them. */
const TECHS: Record<string, Def> = {
  Currency: ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'culture', amount: 3 }], { oncePerTurn: true, cost: { resource: 'incense', count: 1 } }],
  Chivalry: ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'culture', amount: 5 }], { oncePerTurn: true, cost: { resource: 'incense', count: 1 } }],
  'Metal Casting': ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'culture', amount: 7 }], { oncePerTurn: true, cost: { resource: 'incense', count: 1 } }],
  // AMBIGUOUS (fan code): 9 trade to self and 6 to a rival; only the self half is scripted.
  'Horseback Riding': ['TRADE', [{ kind: 'gain', what: 'trade', amount: 9 }], { oncePerTurn: true, cost: { resource: 'silk', count: 1 } }],
  Pottery: ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'coin', amount: 1 }, { kind: 'hand-size', amount: 1 }], { oncePerTurn: true, cost: { resource: 'any', count: 2 } }],
  Democracy: ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'coin', amount: 1 }], { oncePerTurn: true, cost: { trade: 6 } }],
  'Printing Press': ['CITY_MANAGEMENT', [{ kind: 'gain', what: 'coin', amount: 1 }], { oncePerTurn: true, cost: { culture: 5 } }],
  'Civil Service': ['PASSIVE', [{ kind: 'hand-size', amount: 1 }]],
  Theology: ['PASSIVE', [{ kind: 'hand-size', amount: 1 }]],
  Metalworking: battle('spend iron: a unit deals 3 more wounds'),
  Plastics: ['CITY_MANAGEMENT', [{ kind: 'build-free', item: 'building' }], { oncePerTurn: true }],
  'Code of Laws': passive('After winning a battle, a coin goes on this card.'),
  Agriculture: passive('The capital grows into a metropolis.'),
  Irrigation: passive('City limit 3.'),
  Navigation: passive('Figures may cross water.'),
  Sailing: passive('Figures may end on water.'),
  Mathematics: passive('Artillery rank II.'),
  Monarchy: passive('Unlocks Monarchy.'),
  Communism: passive('Unlocks Communism.'),
  Railroad: passive('One printed coin.'),
  Computers: ['PASSIVE', [{ kind: 'hand-size', amount: { per: 'coins', every: 5 } }]],
  Mysticism: passive('Entering a culture-event space draws two and keeps one.'),
  Ecology: passive('Culture steps cost 1 trade less per 3 coins.'),
  // AMBIGUOUS (CIV-TECHAB-3.07): a fan transcription's reading, the default; option militaryScience turns it off.
  'Military Science': ['PASSIVE', [{ kind: 'city-production', amount: { per: 'coins', every: 3 } }], { when: { option: 'militaryScience', is: 'production-per-coins' } }],
  'Space Flight': passive('Researching it wins the game.'),
  ...Object.fromEntries(['Animal Husbandry', 'Masonry', 'Philosophy', 'Writing', 'Construction', 'Engineering', 'Banking', 'Biology', 'Gunpowder', 'Steam Power', 'Atomic Theory', 'Ballistics', 'Combustion', 'Flight', 'Mass Media'].map((n) => [n, unknown])),
};

/** CIV-CIVAB: the timed civilization abilities (setup and passive ones are applied by setup and the rules). */
const CIVS: Record<string, Def> = {
  egyptians: ['CITY_MANAGEMENT', [{ kind: 'build-free', item: 'building', useCityAction: true }], { oncePerTurn: true, rule: 'CIV-CIVAB-EGY-2' }],
  russians: ['MOVEMENT', [{ kind: 'sacrifice-for-tech' }], { oncePerTurn: true, rule: 'CIV-CIVAB-RUS-2', text: 'Sacrifice an army or scout in a rival city to learn a tech that rival knows.' }],
};

/** CIV-TECHAB row numbers (catalogue section 3). */
const TECH_RULE: Record<string, string> = Object.fromEntries(`Animal Husbandry=1.01;Agriculture=1.02;Code of Laws=1.03;Currency=1.04;Horseback Riding=1.05;Masonry=1.06;Metalworking=1.07;Navigation=1.08;Philosophy=1.09;Pottery=1.10;Writing=1.11;Civil Service=2.01;Chivalry=2.02;Construction=2.03;Democracy=2.04;Engineering=2.05;Irrigation=2.06;Mathematics=2.07;Monarchy=2.08;Mysticism=2.09;Printing Press=2.10;Sailing=2.11;Banking=3.01;Biology=3.02;Communism=3.03;Ecology=3.04;Gunpowder=3.05;Metal Casting=3.06;Military Science=3.07;Railroad=3.08;Steam Power=3.09;Theology=3.10;Atomic Theory=4.01;Ballistics=4.02;Combustion=4.03;Computers=4.04;Flight=4.05;Mass Media=4.06;Plastics=4.07;Space Flight=5.01`.split(';').map((x) => x.split('=')));
const WONDER_RULE: Record<string, string> = { 'The Colossus': 'A2', 'The Louvre': 'D7', 'Panama Canal': 'M3', 'Taj Mahal': 'D6', 'The Great Wall': 'A6', 'Statue of Liberty': 'M4', 'Big Ben': 'M1', 'Cristo Redentor': 'M2', 'The Hanging Gardens': 'A4', 'Angkor Wat': 'D1', 'Machu Picchu': 'D4', 'The Kremlin': 'M6', 'The Oracle': 'A5', 'Himeji Samurai Castle': 'D2', 'The Pentagon': 'M7' };

function build(def: Def, rule: string, text: string): Ability {
  const [timing, effects, extra] = def;
  return { timing, effects, text, rule, ...extra };
}

const base = new Map<string, readonly Ability[]>();
GREAT_PEOPLE.forEach((c, i) => {
  const def: Def = GP[c.name] ?? (c.timing === 'battle' ? battle(c.effect) : passive(c.effect));
  base.set(c.id, [build(def[0] === 'PASSIVE' || def[0] === 'BATTLE' ? def : [GP_TIMING[c.timing], def[1], def[2]], `CIV-GPAB-${String(i + 1).padStart(2, '0')}`, c.effect)]);
});
for (const [name, def] of Object.entries(WONDERS)) base.set(wonderSlug(name), [build(def, WONDER_RULE[name] ? `CIV-WONDERAB-${WONDER_RULE[name]}` : 'CIV-WONDERAB-00', name)]);
for (const [name, def] of Object.entries(TECHS)) base.set(techCard(name), [build(def, TECH_RULE[name] ? `CIV-TECHAB-${TECH_RULE[name]}` : 'CIV-TECHAB-00', name)]);
for (const [civ, def] of Object.entries(CIVS)) base.set(`civ:${civ}`, [build(def, def[2]?.rule ?? 'CIV-CIVAB', civ)]);
/** The built-in abilities with a card file's entries on top: its text replaces a "not in Tessera" step (docs/cards.md). */
export function abilityTable(file: CardFile): ReadonlyMap<string, readonly Ability[]> {
  const table = new Map(base);
  for (const c of file.cards) table.set(c.card, [{ timing: c.timing, effects: c.effects, oncePerTurn: c.oncePerTurn, cost: c.cost, rule: base.get(c.card)?.[0]?.rule ?? 'CIV-CARD-01', text: c.text }]);
  return table;
}

const table = abilityTable(CARD_FILE);

export function techCard(name: string): string {
  return `tech:${name}`;
}

/** Every ability of a card (great person, wonder, tech, civilization, culture event); none for a plain card. */
export function abilitiesOf(cardId: string): readonly Ability[] {
  if (cardId.startsWith('ce-')) {
    const known = eventAbilities.get(cardId);
    if (known) return known;
    const event = eventOf(cardId);
    if (event) {
      if (eventAbilities.size < 4096) eventAbilities.set(cardId, event.abilities);
      return event.abilities;
    }
  }
  return table.get(cardId) ?? NO_ABILITIES;
}

/** Culture event copies by id: the rules ask after every action, and parsing the id showed in profiles (bounded: ids may come from outside). */
const eventAbilities = new Map<string, readonly Ability[]>();
const NO_ABILITIES: readonly Ability[] = Object.freeze([]);

/** The display name of a card id. */
export function cardName(cardId: string): string {
  if (cardId.startsWith('tech:')) return cardId.slice(5);
  if (cardId.startsWith('civ:')) return cardId.slice(4);
  const event = cardId.startsWith('ce-') ? eventOf(cardId) : undefined;
  if (event) return event.name;
  return GREAT_PEOPLE.find((g) => g.id === cardId)?.name ?? WONDER_BY_ID[cardId]?.name ?? cardId.replace(/^w-/, '').replace(/-/g, ' ');
}

export const KNOWN_CARD_IDS: readonly string[] = [...table.keys()];
export { gpSlug };
