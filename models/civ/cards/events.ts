import type { Ability } from './effects';

export type Deck = 1 | 2 | 3;

export interface CultureEventCard {
  readonly slug: string;
  readonly name: string;
  readonly deck: Deck;
  readonly copies: number;
  /** One ability, or two halves the player chooses between (Supply Drop). */
  readonly abilities: readonly Ability[];
  /** CIV-CEV §2.3 AMBIGUOUS: the social-policy cards belong to Wisdom and Warfare. */
  readonly waw?: boolean;
}

type Row = [slug: string, name: string, deck: Deck, copies: number, rule: string, abilities: Omit<Ability, 'rule'>[], waw?: boolean];

const gift = (resources: string): Omit<Ability, 'rule'>[] => [{ timing: 'ANY_TIME', text: `Counts as spending one ${resources} (at the table); then a rival you pick gains a coin token.`, effects: [{ kind: 'manual', text: `Spend this card as one ${resources}.` }, { kind: 'give-coin' }] }];
const exchange = (maxLevel: number, text: string): Omit<Ability, 'rule'>[] => [{ timing: 'START_OF_TURN', text, effects: [{ kind: 'exchange-techs', maxLevel }] }];
const holiday = (amount: number): Omit<Ability, 'rule'>[] => [{ timing: 'CITY_MANAGEMENT', text: `One of your cities makes ${amount} more production this turn.`, effects: [{ kind: 'production', amount }] }];
const destroy = (range: number): Omit<Ability, 'rule'>[] => [{ timing: 'START_OF_TURN', text: `A building within ${range} squares of your figures or cities goes back to the market.`, effects: [{ kind: 'destroy-building', range }] }];
const kill = (count: number, range?: number): Omit<Ability, 'rule'>[] => [{ timing: 'MOVEMENT', text: `Kill up to ${count} figure${count > 1 ? 's' : ''} on one square${range ? ` within ${range} squares of your figures or cities` : ''}.`, effects: [{ kind: 'kill-figures', count, range }] }];
const battle = (n: number): Omit<Ability, 'rule'>[] => [{ timing: 'BATTLE', window: 'pre-draw', text: `Before drawing, build ${n === 1 ? 'one unlocked unit' : `up to ${n} unlocked units`} free into your forces.`, effects: [{ kind: 'build-units', count: n }] }];
const drift = (n: number): Omit<Ability, 'rule'>[] => [{ timing: 'CITY_MANAGEMENT', text: `Move all of one rival's figures on a square, as a group, up to ${n} squares (no battle).`, effects: [{ kind: 'manual', text: `Move a rival's group up to ${n} squares.` }] }];
const migrate = (n: number): Omit<Ability, 'rule'>[] => [{ timing: 'MOVEMENT', text: `Move one of your figures up to ${n} squares to an empty square.`, effects: [{ kind: 'manual', text: `Move one own figure up to ${n} squares.` }] }];
const cancel = (targetingMe: boolean): Omit<Ability, 'rule'>[] => [{ timing: 'ANY_TIME', text: targetingMe ? 'Cancel a culture event aimed at you, your figures or your cities.' : 'Cancel a culture event.', effects: [{ kind: 'cancel', targetingMe }] }];
const revolt: Omit<Ability, 'rule'>[] = [{ timing: 'START_OF_TURN', text: 'A rival falls into Anarchy.', effects: [{ kind: 'anarchy' }] }];

// CIV-CEV-I.. / II.. / III..: names and counts from the catalogue; the effects in our own words.
const ROWS: Row[] = [
  ['a-gift-from-afar', 'A Gift from Afar', 1, 3, 'CIV-CEV-I01', gift('iron, wheat, spy or silk')],
  ['barbarian-encampment', 'Barbarian Encampment', 1, 2, 'CIV-CEV-I02', [{ timing: 'START_OF_TURN', text: 'Put a village marker on an empty square outside every outskirts.', effects: [{ kind: 'village' }] }]],
  ['bread-and-circuses', 'Bread and Circuses', 1, 2, 'CIV-CEV-I03', cancel(true)],
  ['counterfeiters', 'Counterfeiters', 1, 2, 'CIV-CEV-I04', [{ timing: 'START_OF_TURN', text: 'A rival discards one coin token (investments are safe).', effects: [{ kind: 'rival-loses-coin', rivals: 1 }] }]],
  ['defection', 'Defection', 1, 2, 'CIV-CEV-I05', kill(1, 4)],
  ['disoriented', 'Disoriented', 1, 1, 'CIV-CEV-I06', drift(2)],
  ['drought', 'Drought', 1, 2, 'CIV-CEV-I07', [{ timing: 'START_OF_TURN', text: 'A square that is not mountain, with no building or wonder, becomes desert for good.', effects: [{ kind: 'terrain', to: 'desert', notMountain: true }] }]],
  ['duty-and-honor', 'Duty and Honor', 1, 2, 'CIV-CEV-I08', battle(1)],
  ['exchange-of-ideas', 'Exchange of Ideas', 1, 3, 'CIV-CEV-I09', exchange(1, 'Learn a level I tech a rival knows; the rival then learns one of yours.')],
  ['migrants', 'Migrants', 1, 2, 'CIV-CEV-I10', migrate(2), true],
  ['sabotage', 'Sabotage', 1, 2, 'CIV-CEV-I11', destroy(4)],
  ['the-citizens-are-revolting', 'The Citizens are Revolting!', 1, 1, 'CIV-CEV-I12', revolt],
  ['we-love-the-despot-day', 'We Love the Despot Day!', 1, 3, 'CIV-CEV-I13', holiday(4)],
  ['a-generous-gift', 'A Generous Gift', 2, 3, 'CIV-CEV-II01', [{ timing: 'ANY_TIME', text: 'Counts as spending one iron, wheat, spy or silk (at the table).', effects: [{ kind: 'manual', text: 'Spend this card as one iron, wheat, spy or silk.' }] }]],
  ['catastrophe', 'Catastrophe', 2, 1, 'CIV-CEV-II02', destroy(6)],
  ['colonists', 'Colonists', 2, 2, 'CIV-CEV-II03', migrate(4), true],
  ['deforestation', 'Deforestation', 2, 2, 'CIV-CEV-II04', [{ timing: 'START_OF_TURN', text: 'A forest square with no building or wonder becomes grassland for good.', effects: [{ kind: 'terrain', to: 'grassland', from: 'forest' }] }]],
  ['depression', 'Depression', 2, 1, 'CIV-CEV-II05', [{ timing: 'START_OF_TURN', text: 'Up to two rivals each discard one coin token (investments are safe).', effects: [{ kind: 'rival-loses-coin', rivals: 2 }] }]],
  ['flooding', 'Flooding', 2, 1, 'CIV-CEV-II06', [{ timing: 'START_OF_TURN', text: 'An empty square that is not mountain becomes water for good.', effects: [{ kind: 'terrain', to: 'water', notMountain: true, empty: true }] }]],
  ['jousting-tourney', 'Jousting Tourney', 2, 2, 'CIV-CEV-II07', cancel(false)],
  ['knowledge-shared', 'Knowledge Shared', 2, 3, 'CIV-CEV-II08', exchange(2, 'Learn a tech of level II or lower a rival knows; the rival then learns one of yours.')],
  ['lost', 'Lost', 2, 1, 'CIV-CEV-II09', drift(3)],
  ['mass-defection', 'Mass Defection', 2, 2, 'CIV-CEV-II10', kill(2, 6)],
  ['nationalism', 'Nationalism', 2, 2, 'CIV-CEV-II11', battle(2)],
  ['roaming-horde', 'Roaming Horde', 2, 2, 'CIV-CEV-II12', [{ timing: 'MOVEMENT', text: 'Barbarians attack an army or city within 4 squares of a village.', effects: [{ kind: 'barbarian-attack', range: 4, rank: 2 }] }]],
  ['the-citizens-are-revolting-ii', 'The Citizens are Revolting II!', 2, 1, 'CIV-CEV-II13', revolt],
  ['we-love-the-queen-day', 'We Love the Queen Day!', 2, 2, 'CIV-CEV-II14', holiday(6)],
  ['a-princely-gift', 'A Princely Gift', 3, 2, 'CIV-CEV-III01', [{ timing: 'ANY_TIME', text: 'Counts as spending one iron, uranium, spy, wheat or silk (at the table).', effects: [{ kind: 'manual', text: 'Spend this card as one iron, uranium, spy, wheat or silk.' }] }]],
  ['bank-scandal', 'Bank Scandal', 3, 1, 'CIV-CEV-III02', [{ timing: 'START_OF_TURN', text: 'Every rival discards one coin token (investments are safe).', effects: [{ kind: 'rival-loses-coin', rivals: 'all' }] }]],
  ['disaster', 'Disaster', 3, 1, 'CIV-CEV-III03', [{ timing: 'START_OF_TURN', text: "A rival's building anywhere goes back to the market.", effects: [{ kind: 'destroy-building', rivalsOnly: true }] }]],
  ['immigrants', 'Immigrants', 3, 2, 'CIV-CEV-III04', migrate(6), true],
  ['out-of-position', 'Out of Position', 3, 1, 'CIV-CEV-III05', drift(4)],
  ['patriotism', 'Patriotism', 3, 1, 'CIV-CEV-III06', battle(3)],
  ['primetime-tv', 'Primetime TV', 3, 2, 'CIV-CEV-III07', cancel(false)],
  ['supply-drop', 'Supply Drop', 3, 2, 'CIV-CEV-III08', [
    { timing: 'START_OF_TURN', text: 'Gain 7 trade.', effects: [{ kind: 'gain', what: 'trade', amount: 7 }] },
    { timing: 'CITY_MANAGEMENT', text: 'One of your cities takes an extra action.', effects: [{ kind: 'extra-city-action' }] },
  ]],
  ['think-tank', 'Think Tank', 3, 2, 'CIV-CEV-III09', exchange(3, 'Learn a tech of level III or lower a rival knows; the rival then learns one of yours.')],
  ['we-love-the-president-day', 'We Love the President Day!', 3, 1, 'CIV-CEV-III10', holiday(8)],
  ['wholesale-defection', 'Wholesale Defection', 3, 2, 'CIV-CEV-III11', kill(2)],
];

export const CULTURE_EVENTS: readonly CultureEventCard[] = ROWS.map(([slug, name, deck, copies, rule, abilities, waw]) => ({ slug, name, deck, copies, waw, abilities: abilities.map((a) => ({ ...a, rule })) }));
export const EVENT_BY_SLUG: Readonly<Record<string, CultureEventCard>> = Object.fromEntries(CULTURE_EVENTS.map((e) => [e.slug, e]));

/** A card in a deck or hand: `ce-<slug>-<copy>`. */
export function eventOf(cardId: string): CultureEventCard | undefined {
  const m = /^ce-(.+)-\d+$/.exec(cardId);
  return m ? EVENT_BY_SLUG[m[1]] : undefined;
}

/** CIV-CEV-01/02: the cards of one deck (W&W policy cards only with the option). */
export function deckCards(deck: Deck, withWaw: boolean): string[] {
  return CULTURE_EVENTS.filter((e) => e.deck === deck && (withWaw || !e.waw)).flatMap((e) => Array.from({ length: e.copies }, (_, i) => `ce-${e.slug}-${i + 1}`));
}
