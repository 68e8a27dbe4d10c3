import { z } from 'zod';
import type { OptionSpec } from './contract';
import { CIV_IDS, CIVILIZATIONS, type CivId } from './data/civs';

type Choice = readonly [value: string, label: string];
interface Spec { key: string; label: string; help: string; rule: string; choices?: readonly Choice[]; bool?: boolean; def: string | boolean }

/**
 * The setup flags of the two optional decks (FF-RULE-02/03) and one named option per AMBIGUOUS reading in the
 * catalogue: the first choice is always the catalogue's recommended reading and the default.
 */
const SPECS: readonly Spec[] = [
  { key: 'greatPersonDeck', label: 'Great person deck', help: 'Use the 42 great person cards (all players must agree).', rule: 'FF-GP-01', bool: true, def: true },
  { key: 'investmentDeck', label: 'Investment deck', help: 'Use the investment cards and markers (all players must agree). Without them the Arabs are not dealt.', rule: 'FF-INV-01', bool: true, def: true },
  { key: 'markerPools', label: 'Shared marker pools', help: 'Whether investment and fortification/caravan markers can run out.', rule: 'FF-COMP', choices: [['finite', 'Finite: an empty pool blocks the action'], ['unlimited', 'Unlimited markers']], def: 'finite' },
  { key: 'wonderDeckEmpty', label: 'Wonder deck runs out', help: 'What an empty wonder deck does to the market.', rule: 'FF-WONDER-03', choices: [['leave-empty', 'Spaces stay empty'], ['reshuffle-discards', 'Reshuffle discarded wonders']], def: 'leave-empty' },
  { key: 'cityDefenceLoot', label: 'Loot for a defended city with figures', help: 'Whether 1 (figures) and 2 (city) loot add up.', rule: 'FF-LOOT-01', choices: [['larger', 'Exclusive: the larger amount'], ['cumulative', 'Cumulative loot']], def: 'larger' },
  { key: 'unspentLoot', label: 'Unspendable loot', help: 'Loot that cannot be spent.', rule: 'FF-LOOT-02', choices: [['lost', 'Is lost']], def: 'lost' },
  { key: 'lootTech', label: 'Tech taken as loot', help: 'Whether a looted tech counts as researched for "research" triggers.', rule: 'FF-LOOT-04', choices: [['learning', 'Learned, not researched'], ['research', 'Counts as researched']], def: 'learning' },
  { key: 'lootHeldMarkers', label: 'Loot kept hut markers', help: 'Kept facedown hut/village markers (Teacher, Friendly Workers) may be stolen blind as resources.', rule: 'FF-LOOT-03', choices: [['yes', 'Yes'], ['no', 'No']], def: 'yes' },
  { key: 'friendlyBarbarianFigure', label: 'Friendly Barbarian figure', help: 'Which figure the Friendly Barbarian may place.', rule: 'FF-HUT-01', choices: [['army-or-scout', 'An army or a scout'], ['army-only', 'Only an army']], def: 'army-or-scout' },
  { key: 'disbandTiming', label: 'When figures disband', help: 'Disbanding happens in Movement, right after the figure ends its move in a friendly city centre.', rule: 'FF-DISBAND-01', choices: [['after-move', 'After its move']], def: 'after-move' },
  { key: 'disbandInPlace', label: 'Disband a figure already in a centre', help: 'Whether a figure that starts Movement in a friendly centre may disband without moving.', rule: 'FF-DISBAND-01', choices: [['must-move', 'It must move first'], ['may-stay', 'It may disband in place']], def: 'must-move' },
  { key: 'markerExpiry', label: 'Fortification/caravan expiry', help: 'They last until used or the city is destroyed.', rule: 'FF-DISBAND-07', choices: [['until-used', 'Until used']], def: 'until-used' },
  { key: 'fortificationVsBarbarians', label: 'Fortification against barbarians', help: 'Whether a won defence against barbarians uses the fortification up.', rule: 'FF-DISBAND-04', choices: [['used-up', 'Used up'], ['kept', 'Kept']], def: 'used-up' },
  { key: 'atlantisWater', label: 'Claiming Atlantis', help: 'Atlantis is water: only armies allowed to end on water can claim it.', rule: 'FF-RELIC-06', choices: [['normal-movement', 'Normal water rules'], ['may-end-on-relic', 'Any army may end on it']], def: 'normal-movement' },
  { key: 'relicAdjacency', label: 'Relic adjacency for cities', help: 'Which squares next to a relic block founding a city or growing a metropolis onto them.', rule: 'FF-RELIC-03', choices: [['ring', 'All 8 around'], ['orthogonal', 'Only the 4 sharing an edge']], def: 'ring' },
  { key: 'scoutAccompanied', label: 'Scouts on a relic', help: 'What "accompanied by an army" means.', rule: 'FF-RELIC-04', choices: [['group-or-army-present', 'Moving with an army, or an army already there'], ['group-only', 'Only moving with an army']], def: 'group-or-army-present' },
  { key: 'sevenCitiesLimit', label: 'Seven Cities and the invest limit', help: 'The two free markers come on top of that turn\'s investment.', rule: 'FF-RELIC-08', choices: [['on-top', 'On top of the normal investment']], def: 'on-top' },
  { key: 'sevenCitiesWithoutInvestments', label: 'Seven Cities without investments', help: 'The relic\'s reward when the investment deck is off.', rule: 'FF-RELIC-08', choices: [['nothing', 'Nothing'], ['two-coins', 'Two coin tokens']], def: 'nothing' },
  { key: 'confuciusWithoutDeck', label: 'Confucius without the great person deck', help: 'Two great person markers the core way.', rule: 'FF-RELIC-07', choices: [['two-markers', 'Two random markers']], def: 'two-markers' },
  { key: 'relicRace', label: 'Two armies reach a relic', help: 'The first to end movement there, in movement order, claims it.', rule: 'FF-RELIC-05', choices: [['movement-order', 'First in movement order']], def: 'movement-order' },
  { key: 'metroRelocation', label: 'Where displaced figures go', help: 'Squares a figure on the expansion square may be moved to.', rule: 'FF-METRO-04', choices: [['orthogonal', 'A neighbour sharing an edge'], ['ring', 'Any of the 8 around']], def: 'orthogonal' },
  { key: 'metroMarkers', label: 'Markers on the expansion square', help: 'Whether a hut, village or relic on the expansion square (or a relic next to it) blocks growth.', rule: 'FF-METRO-02', choices: [['block', 'They block'], ['allowed', 'They are allowed']], def: 'block' },
  { key: 'metroOverlap', label: 'Outskirts overlap', help: 'Which cities\' outskirts the metropolis may not overlap.', rule: 'FF-METRO-07', choices: [['any-city', 'Any other city, own included'], ['enemy-only', 'Only rivals\' cities']], def: 'any-city' },
  { key: 'deferredGrowth', label: 'Deferred growth', help: 'A blocked capital is checked again at each of its owner\'s Start of Turn.', rule: 'FF-METRO-08', choices: [['each-start-of-turn', 'Every Start of Turn']], def: 'each-start-of-turn' },
  { key: 'metroAttack', label: 'Attacking a metropolis', help: 'An army entering either centre square starts the city battle.', rule: 'FF-METRO-10', choices: [['either-centre', 'Either centre square']], def: 'either-centre' },
  { key: 'greekUnkept', label: 'The Greek card not kept', help: 'Where the Greeks\' second card goes.', rule: 'FF-GP-06', choices: [['under-deck-faceup', 'Under the deck, faceup']], def: 'under-deck-faceup' },
  { key: 'killedMarker', label: 'Killed great person markers', help: 'Where a killed marker goes.', rule: 'FF-GP-10', choices: [['supply', 'Back to the faceup supply'], ['box', 'Out of the game']], def: 'supply' },
  { key: 'blockadedMarkers', label: 'Blockaded great person markers', help: 'Whether a blockaded marker still lets its cards be used.', rule: 'FF-GP-09', choices: [['count', 'They count'], ['dont-count', 'Blockaded markers don\'t count']], def: 'count' },
  { key: 'archimedesType', label: 'Archimedes\' type', help: 'The seed calls him a scientist, the transcription a builder.', rule: 'FF-GP-03', choices: [['scientist', 'Scientist (seed)'], ['builder', 'Builder (transcription)']], def: 'scientist' },
  { key: 'investmentSet', label: 'Investment cards', help: 'Which four investment titles each player owns. The catalogue\'s set uses Scholarship Fund in place of a card whose text was not found.', rule: 'CIV-INVAB-04', choices: [['catalogue', 'Military-Industrial Complex, Endowment for the Arts, Infrastructure, Scholarship Fund'], ['proposed', 'Military-Industrial Complex, Patron Guilds, Public Works, Scholarship Fund (Tessera\'s own)']], def: 'catalogue' },
  { key: 'movingInvestments', label: 'Moving investment markers', help: 'Markers stay on the card where placed.', rule: 'FF-INV-05', choices: [['never', 'Never moved']], def: 'never' },
  { key: 'freeInvestmentsTrigger', label: 'Free investment markers', help: 'Whether free markers (Seven Cities) trigger "when you invest" abilities.', rule: 'FF-INV-05', choices: [['trigger', 'They trigger'], ['no-trigger', 'They don\'t']], def: 'trigger' },
  { key: 'overbuiltWonders', label: 'Overbuilt wonders', help: 'What happens to a wonder marker that is overbuilt.', rule: 'FF-METRO-05', choices: [['leave-map', 'Marker leaves, owner keeps the card'], ['destroyed', 'Overbuilt wonders are destroyed']], def: 'leave-map' },
  { key: 'tradeAfterResearch', label: 'Trade left after research', help: 'How much leftover trade a player keeps after researching.', rule: 'CIV-TRADE-02', choices: [['keep-coins', 'At most your coins'], ['keep-all', 'Keep all leftover trade'], ['reset', 'Reset to 0']], def: 'keep-coins' },
  { key: 'battleBonusReach', label: 'Barracks, academies and generals', help: 'Whether their combat bonus counts in every battle of their owner or only around their own city.', rule: 'CIV-BATTLE-30', choices: [['global', 'Every battle (national)'], ['local', 'Local bonuses: only battles at their city']], def: 'global' },
  { key: 'battleWounds', label: 'Wounded survivors', help: 'What a wounded unit that survives adds to its side\'s total.', rule: 'CIV-BATTLE-33', choices: [['full-strength', 'Its full strength'], ['subtract-wounds', 'Subtract wounds']], def: 'full-strength' },
  { key: 'battleAttrition', label: 'Winner\'s losses', help: 'Whether the winner also loses army figures for the units it lost.', rule: 'CIV-BATTLE-36', choices: [['none', 'No figure lost'], ['one-per-two', 'Attrition: one army per two units lost']], def: 'none' },
  { key: 'metropolisHand', label: 'Hand size defending a metropolis', help: 'Whether a metropolis gives the +3 hand of a defended city.', rule: 'CIV-BATTLE-10', choices: [['city', 'Yes, it is a city'], ['no-bonus', 'No extra cards']], def: 'city' },
  { key: 'barbarianPlayer', label: 'Who plays attacking barbarians', help: 'The player who draws and plays barbarians that attack someone (a Roaming Horde).', rule: 'CIV-CLAR-01', choices: [['left-of-defender', 'The player to the defender\'s left'], ['right-of-defender', 'The player to the defender\'s right']], def: 'left-of-defender' },
  { key: 'counterCancels', label: 'Cancelling a cancel', help: 'Whether a culture event that cancels may itself be cancelled (last played, first resolved).', rule: 'CIV-CARD-06', choices: [['allowed', 'Allowed'], ['none', 'No counter-cancels']], def: 'allowed' },
  { key: 'wawEvents', label: 'Social-policy culture events', help: 'Migrants, Colonists and Immigrants name Wisdom and Warfare policies.', rule: 'CIV-CEV-02', choices: [['exclude', 'Left out'], ['include', 'Shuffled in (movement half only)']], def: 'exclude' },
  { key: 'handLimitCheck', label: 'When the culture hand limit is checked', help: 'A card over the limit may first be played if its timing allows.', rule: 'CIV-CEV-03', choices: [['end-of-action', 'At the end of the action'], ['at-once', 'At once']], def: 'end-of-action' },
  { key: 'militaryScience', label: 'Military Science', help: 'Whether the tech also gives every city 1 production for each 3 coins its owner has (a reading that is not verified).', rule: 'CIV-TECHAB-3.07', choices: [['production-per-coins', '+1 production per city per 3 coins'], ['academy-only', 'It only unlocks the Academy']], def: 'production-per-coins' },
  { key: 'machuPicchu', label: 'Machu Picchu', help: 'How many market resources the wonder gives for investing in one Start of Turn.', rule: 'CIV-CLAR-04', choices: [['once', 'One a turn'], ['per-marker', 'One for each marker invested, free ones included']], def: 'once' },
  { key: 'wonderPool', label: 'Wonders in the game', help: 'The six wonders with no tech discount (Stonehenge, Statue of Zeus, Notre-Dame, Brandenburg Gate, Sydney Opera House, United Nations) are taken for expansion cards and left out, leaving 7 an era.', rule: 'CIV-WONDERAB-00', choices: [['core-ff', 'The base game and Fame and Fortune (21)'], ['all', 'All 27 named wonders']], def: 'core-ff' },
  { key: 'victoryTie', label: 'Simultaneous victories', help: 'Who wins when two players reach a victory at once.', rule: 'CIV-VICTORY', choices: [['player-order', 'The earlier in player order']], def: 'player-order' },
];

/** FF-RULE-04: an Arab ability works through the investment deck, so a game with the Arabs must use it. */
export const ARABS_NEED_INVESTMENTS = 'The Arabs play with the investment deck: one of their abilities works through it (rule FF-RULE-04).';
const LOCKS: Record<string, OptionSpec['lockedWhen']> = {
  investmentDeck: { key: 'civs', includes: 'arabs', value: true, reason: ARABS_NEED_INVESTMENTS },
};

export const civOptionSpecs: readonly OptionSpec[] = [
  ...SPECS.map((s): OptionSpec => {
    const lock = LOCKS[s.key] ? { lockedWhen: LOCKS[s.key] } : {};
    return s.bool
      ? { key: s.key, label: s.label, help: s.help, rule: s.rule, kind: 'boolean', default: s.def, ...lock }
      : { key: s.key, label: s.label, help: s.help, rule: s.rule, kind: 'choice', default: s.def, choices: (s.choices ?? []).map(([value, label]) => ({ value, label })), ...lock };
  }),
  {
    key: 'civs', label: 'Civilizations', rule: 'FF-SETUP-01', kind: 'choice', default: '',
    help: 'Deal every civilization at random, or name the first seat\'s and deal the others. A game file may name one per seat, separated by commas.',
    choices: [{ value: '', label: 'All at random' }, ...CIV_IDS.map((id) => ({ value: id, label: `First seat: ${CIVILIZATIONS[id].name}` }))],
  },
];

function enumOf(s: Spec) {
  const values = (s.choices ?? []).map(([v]) => v) as [string, ...string[]];
  return z.enum(values).default(s.def as string);
}

const shape: Record<string, z.ZodType> = {};
for (const s of SPECS) shape[s.key] = s.bool ? z.boolean().default(s.def as boolean) : enumOf(s);
// The dialog sends a string: '' deals the civilizations at random, 'romans,egyptians' names one per seat.
shape.civs = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',').map((c) => c.trim())) : v),
  z.array(z.enum(CIV_IDS as [CivId, ...CivId[]])).optional(),
);

export const civOptionsSchema = z.object(shape as { [k: string]: z.ZodType }).superRefine((o, ctx) => {
  // FF-RULE-04: refused, never silently switched on, so the table knows which deck it plays with.
  if ((o.civs as CivId[] | undefined)?.includes('arabs') && o.investmentDeck === false) {
    ctx.addIssue({ code: 'custom', path: ['investmentDeck'], message: ARABS_NEED_INVESTMENTS });
  }
});

export interface CivOptions {
  greatPersonDeck: boolean;
  investmentDeck: boolean;
  markerPools: 'finite' | 'unlimited';
  wonderDeckEmpty: 'leave-empty' | 'reshuffle-discards';
  cityDefenceLoot: 'larger' | 'cumulative';
  unspentLoot: 'lost';
  lootTech: 'learning' | 'research';
  lootHeldMarkers: 'yes' | 'no';
  friendlyBarbarianFigure: 'army-or-scout' | 'army-only';
  disbandTiming: 'after-move';
  disbandInPlace: 'must-move' | 'may-stay';
  markerExpiry: 'until-used';
  fortificationVsBarbarians: 'used-up' | 'kept';
  atlantisWater: 'normal-movement' | 'may-end-on-relic';
  relicAdjacency: 'ring' | 'orthogonal';
  scoutAccompanied: 'group-or-army-present' | 'group-only';
  sevenCitiesLimit: 'on-top';
  sevenCitiesWithoutInvestments: 'nothing' | 'two-coins';
  confuciusWithoutDeck: 'two-markers';
  relicRace: 'movement-order';
  metroRelocation: 'orthogonal' | 'ring';
  metroMarkers: 'block' | 'allowed';
  metroOverlap: 'any-city' | 'enemy-only';
  deferredGrowth: 'each-start-of-turn';
  metroAttack: 'either-centre';
  greekUnkept: 'under-deck-faceup';
  killedMarker: 'supply' | 'box';
  blockadedMarkers: 'count' | 'dont-count';
  archimedesType: 'scientist' | 'builder';
  investmentSet: 'catalogue' | 'proposed';
  movingInvestments: 'never';
  freeInvestmentsTrigger: 'trigger' | 'no-trigger';
  overbuiltWonders: 'leave-map' | 'destroyed';
  tradeAfterResearch: 'keep-coins' | 'keep-all' | 'reset';
  victoryTie: 'player-order';
  militaryScience: 'production-per-coins' | 'academy-only';
  machuPicchu: 'once' | 'per-marker';
  wonderPool: 'core-ff' | 'all';
  battleBonusReach: 'global' | 'local';
  battleWounds: 'full-strength' | 'subtract-wounds';
  battleAttrition: 'none' | 'one-per-two';
  metropolisHand: 'city' | 'no-bonus';
  barbarianPlayer: 'left-of-defender' | 'right-of-defender';
  counterCancels: 'allowed' | 'none';
  wawEvents: 'exclude' | 'include';
  handLimitCheck: 'end-of-action' | 'at-once';
  civs?: CivId[];
}

/** All defaults, then the given overrides (tests and scenarios use it). */
export function civOptions(overrides: Partial<CivOptions> = {}): CivOptions {
  return { ...(civOptionsSchema.parse({}) as unknown as CivOptions), ...overrides };
}
