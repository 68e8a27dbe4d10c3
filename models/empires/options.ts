import { z } from 'zod';
import type { OptionSpec } from './seat';

/**
 * Setup options. Every AMBIGUOUS rule of the catalogue has its recommended reading as the default and a named
 * switch here, so a table can play it the other way.
 */
export const optionsSchema = z.object({
  astSide: z.enum(['basic', 'expert']).default('basic'),
  civAssignment: z.enum(['random', 'by-rank']).default('random'),
  /** Explicit civilization per seat (overrides civAssignment). */
  civilizations: z.array(z.string()).optional(),
  /** Another map's JSON (see parseEmpiresMap); Tessera's own map when absent. */
  map: z.unknown().optional(),
  stoneAgeBuilding: z.enum(['allow30', 'forbid']).default('allow30'),
  miningOnBuildings: z.boolean().default(true),
  majority: z.enum(['strict', 'ignore-barbarians']).default('strict'),
  disputeWindow: z.number().int().min(0).max(20).default(0),
  reclaimAfterFailure: z.boolean().default(false),
  overpayment: z.enum(['refund-treasury', 'refuse-excess']).default('refund-treasury'),
  swapIntervention: z.boolean().default(true),
  /** SB-PRIO-8: claims of one window are judged on the board the earlier ones left, or all on the opening board. */
  disputeBoard: z.enum(['as-left', 'window-open']).default('as-left'),
  sacrificeAlone: z.boolean().default(true),
  sacrificeCheckAt: z.enum(['immediate', 'endOfTransaction']).default('immediate'),
  sacrificeCheckScope: z.enum(['area', 'sacrificer']).default('area'),
  sharedAreaBonus: z.boolean().default(true),
  rebuildBanAfterRegression: z.boolean().default(true),
  regressionCheckAt: z.enum(['phase11', 'immediate']).default('phase11'),
  crossBlockUse: z.boolean().default(true),
  westBuildsEast: z.boolean().default(false),
  baseTiebreak: z.enum(['position-and-advances', 'ranking']).default('position-and-advances'),
  buildingScoring: z.enum(['rulesheet', 'toronto']).default('rulesheet'),
  /** ME-SEQ: phases 1-5 run by the rules, or played by hand on the tabletop (house rules). */
  boardPhases: z.enum(['scripted', 'manual']).default('scripted'),
  taxRevoltRounding: z.enum(['ceil', 'floor']).default('ceil'),
  engineeringDefenderTokens: z.enum(['7', '6']).default('7'),
  engineeringVsBarbarians: z.boolean().default(true),
  /** ME-SHORT: the short game's setup (theme sets, five cities, Late Bronze Age start). */
  shortGame: z.boolean().default(false),
  shortGameSets: z.enum(['meApp', 'megaCiv']).default('meApp'),
  smallGameStartCredits: z.enum(['none', 'like5p']).default('none'),
  /** ME-SEQ-5 / ME-TERM-7: simultaneous phases at once, or strictly one seat after another in A.S.T.-ranking. */
  simultaneousPhases: z.enum(['on', 'strict']).default('on'),
  /** ME-SEQ: phases 6-10 run by the rules, or played by hand on the tabletop. */
  cardPhases: z.enum(['scripted', 'manual']).default('scripted'),
  /** ME-CALX-3 (NOT FOUND): who benefits from a calamity. */
  calamityBeneficiary: z.enum(['genericExcludingVictim', 'rankingOrder']).default('genericExcludingVictim'),
  /** ME-CALX-6 (NOT FOUND): what reducing a city is worth as damage. */
  damageCityReductionValue: z.enum(['5minusTokens', '5']).default('5minusTokens'),
  /** ME-CALX-27 (AMBIGUOUS): Civil War and Tyranny take neighbouring areas first, or any areas. */
  civilWarGrouping: z.enum(['minimiseGroupsThenOvershoot', 'anyAreas']).default('minimiseGroupsThenOvershoot'),
  /** ME-TRADEX-1: the trade session's clock in seconds; the host closes the session when it runs out. */
  tradeTimerSeconds: z.number().int().min(60).max(3600).default(600),
  /** ME-TCARD-9 (AMBIGUOUS): water cards count toward the hand limit. */
  waterCountsForHandLimit: z.boolean().default(true),
  /** ME-CLAR-2: an area crowded by expansion (two or more players over its limit) waits for the conflict phase, or is trimmed at once. */
  sharedExpansion: z.enum(['conflict', 'surplus']).default('conflict'),
  /** ME-TCARD-3 (AMBIGUOUS): nine players add a third commodity and a minor calamity per stack, or keep the 5-8 deck. */
  east9pDeck: z.enum(['mcThirdGoodsAndMinors', 'twoGoodsNoMinors']).default('mcThirdGoodsAndMinors'),
});

export type EmpiresOptions = z.output<typeof optionsSchema>;
export type EmpiresOptionsInput = z.input<typeof optionsSchema>;

let defaults: EmpiresOptions | null = null;

export function resolveOptions(input: EmpiresOptionsInput = {}): EmpiresOptions {
  // Most games take every default: parsed once (options are never changed in place).
  for (const _ in input) return optionsSchema.parse(input);
  return (defaults ??= Object.freeze(optionsSchema.parse({})));
}

const yes = (key: string, label: string, rule: string, help: string, def: boolean): OptionSpec => ({ key, label, rule, help, kind: 'boolean', default: def });
const choice = (key: string, label: string, rule: string, help: string, def: string, choices: [string, string][]): OptionSpec => ({
  key, label, rule, help, kind: 'choice', default: def, choices: choices.map(([value, l]) => ({ value, label: l })),
});

export const optionSpecs: readonly OptionSpec[] = [
  choice('astSide', 'A.S.T. side', 'ME-AST-1', 'Basic ends when a marker reaches the coloured space; Expert plays one more turn.', 'basic', [['basic', 'Basic'], ['expert', 'Expert']]),
  choice('civAssignment', 'Civilizations', 'ME-CIV-1', 'Deal civilizations at random or give them out in A.S.T.-ranking order by seat.', 'random', [['random', 'Random'], ['by-rank', 'By ranking']]),
  choice('stoneAgeBuilding', 'Building in the Stone Age', 'SB-BUILD-2a', 'The cost table skips the Stone Age: pay the lowest tier (30), or no building before the Bronze Age.', 'allow30', [['allow30', 'Allowed for 30'], ['forbid', 'Not allowed']]),
  yes('miningOnBuildings', 'Mining counts for buildings', 'SB-BUILD-3a', 'With Mining, treasury tokens are worth 2 for the whole transaction, building included. Credits and Library never lower a building.', true),
  choice('majority', 'Token majority', 'SB-CTRL-2', 'A city always controls. Otherwise strictly more tokens than every other player and the barbarians; or ignore barbarians.', 'strict', [['strict', 'Strict, barbarians count'], ['ignore-barbarians', 'Ignore barbarians']]),
  { key: 'disputeWindow', label: 'Priority dispute window', rule: 'SB-PRIO-3', help: '0: claims sent before the host closes the window (one tick) dispute by A.S.T.-position. N: the window also closes by itself after N more claims.', kind: 'number', default: 0, min: 0, max: 20 },
  yes('reclaimAfterFailure', 'Claim again after a failed claim', 'SB-PRIO-5', 'Off: a player whose priority claim failed waits for his normal turn.', false),
  choice('overpayment', 'Overpaid treasury', 'SB-PRIO-7', 'Cards count first; treasury beyond what was still needed goes back. Or refuse payments with needless treasury.', 'refund-treasury', [['refund-treasury', 'Refund excess treasury'], ['refuse-excess', 'Refuse excess treasury']]),
  yes('swapIntervention', 'Step into a swap', 'SB-PRIO-8', 'When two claims in one dispute each sacrifice the building the other would rebuild, the higher A.S.T.-position goes second and takes the other\'s building. Off: those two go in the order they arrived. Every other dispute goes by A.S.T.-position either way.', true),
  choice('disputeBoard', 'Claims in one dispute are judged on', 'SB-PRIO-8', 'Each claim on the board the claims before it left (a later claim may take a building an earlier one sacrificed), or every claim on the board as the dispute opened.', 'as-left', [['as-left', 'The board as left by earlier claims'], ['window-open', 'The board at the opening']]),
  yes('sacrificeAlone', 'Sacrifice without buying', 'SB-SAC-9', 'A transaction may be a sacrifice only (it still uses the turn\'s transaction).', true),
  choice('sacrificeCheckAt', 'Check after a sacrifice', 'SB-POP-6', 'Run the extra surplus and city-support check right after the sacrifice, or at the end of the transaction.', 'immediate', [['immediate', 'Right after the sacrifice'], ['endOfTransaction', 'End of the transaction']]),
  choice('sacrificeCheckScope', 'Who is checked after a sacrifice', 'SB-POP-6', 'Every player with units in the area, or the sacrificing player only.', 'area', [['area', 'Everyone in the area'], ['sacrificer', 'The sacrificer only']]),
  yes('sharedAreaBonus', 'Building bonus in shared areas', 'SB-POP-7', 'The +1 limit of a city-less 1 or 2 area holds even when several players share it (never for barbarians).', true),
  yes('rebuildBanAfterRegression', 'No rebuilding a building sacrificed against Regression', 'SB-REBUILD-5', 'The same-turn ban covers every building the player sacrificed this turn.', true),
  choice('regressionCheckAt', 'Check after a Regression sacrifice', 'SB-REG-5', 'Leave the surplus check to phase 11, or run it at once.', 'phase11', [['phase11', 'In phase 11'], ['immediate', 'At once']]),
  yes('crossBlockUse', 'Use buildings of the other block', 'SB-BLOCK-2', '12+ players: control, sacrifice and the population bonus ignore blocks.', true),
  yes('westBuildsEast', 'West may build East buildings', 'SB-BLOCK-3', '12+ players with only the East expansion: off means the West block cannot build.', false),
  choice('baseTiebreak', 'Further tiebreakers', 'ME-VPX-2', 'After the building tiebreakers: the base game\'s list (A.S.T.-position, advances, their price, credits, cities, tokens, ranking); or A.S.T.-ranking alone.', 'position-and-advances', [['position-and-advances', 'The base game\'s list'], ['ranking', 'A.S.T.-ranking']]),
  choice('buildingScoring', 'Building scoring', 'SB-VP-4', 'The rulesheet (3, +2 for your own building with control) or a club variant (2, +2, +1 per other building controlled).', 'rulesheet', [['rulesheet', 'Rulesheet'], ['toronto', 'Club variant']]),
  choice('boardPhases', 'Phases 1 to 5', 'ME-SEQ-1', 'Taxes, growth, movement, conflict and cities run by the rules; or play them by hand on the table (house rules).', 'scripted', [['scripted', 'By the rules'], ['manual', 'By hand']]),
  choice('cardPhases', 'Phases 6 to 10', 'ME-SEQ-1', 'Trade cards, trade, calamities and special abilities run by the rules; or play them by hand on the table.', 'scripted', [['scripted', 'By the rules'], ['manual', 'By hand']]),
  choice('taxRevoltRounding', 'Tax revolts on a part payment', 'ME-TAX-4', 'A city paid only in part revolts (round up), or only wholly unpaid cities revolt (round down).', 'ceil', [['ceil', 'Round up'], ['floor', 'Round down']]),
  choice('engineeringDefenderTokens', 'A defending Engineering city becomes', 'ME-CONF2-10', 'Tokens that replace a taken city of an Engineering holder.', '7', [['7', '7 tokens'], ['6', '6 tokens']]),
  yes('engineeringVsBarbarians', 'Engineering holds against barbarians', 'ME-ADVX-8', 'Barbarians also need 8 tokens to take an Engineering holder\'s city.', true),
  yes('shortGame', 'Short game', 'ME-SHORT-1', 'Start in the Late Bronze Age with five cities, a theme set of four advances and ten treasury.', false),
  choice('simultaneousPhases', 'Simultaneous phases', 'ME-SEQ-5', 'Tax rates, growth choices and cities: everyone at once, or strictly in A.S.T.-ranking order (anyone may insist on his turn).', 'on', [['on', 'At once'], ['strict', 'One after another']]),
  choice('smallGameStartCredits', 'Starting credits with 3-4 players', 'ME-SETUP-6', 'Five players start with 10 credit in every colour, six with 5; small games none, or like five players.', 'none', [['none', 'None'], ['like5p', 'Like five players']]),
  choice('calamityBeneficiary', 'Calamity beneficiary', 'ME-CALX-3', 'The other player with most cities in stock (then most tokens in stock, then A.S.T.-ranking); or simply the first other player in A.S.T.-ranking.', 'genericExcludingVictim', [['genericExcludingVictim', 'Most cities in stock'], ['rankingOrder', 'A.S.T.-ranking']]),
  choice('damageCityReductionValue', 'A city reduced for damage counts', 'ME-CALX-6', 'Reducing a city to take damage is worth 5 points less the tokens it leaves, or a full 5.', '5minusTokens', [['5minusTokens', '5 less the tokens left'], ['5', 'A full 5']]),
  choice('civilWarGrouping', 'Civil war and tyranny take', 'ME-CALX-27', 'Whole areas next to those already taken while there are any; or any areas.', 'minimiseGroupsThenOvershoot', [['minimiseGroupsThenOvershoot', 'Neighbouring areas first'], ['anyAreas', 'Any areas']]),
  { key: 'tradeTimerSeconds', label: 'Trade session time (seconds)', rule: 'ME-TRADEX-1', help: 'Trading ends when everyone is done or this time runs out.', kind: 'number', default: 600, min: 60, max: 3600 },
  yes('waterCountsForHandLimit', 'Water counts toward the hand limit', 'ME-TCARD-9', 'Water cards count among the commodity cards a player may keep after phase 12.', true),
  choice('east9pDeck', 'Trade cards with nine players', 'ME-TCARD-3', 'Nine players add a third commodity and a minor calamity to every stack (as Mega Civilization does), or play with the 5-8 player deck.', 'mcThirdGoodsAndMinors', [['mcThirdGoodsAndMinors', 'Third commodities and minor calamities'], ['twoGoodsNoMinors', 'The 5-8 player deck']]),
  choice('sharedExpansion', 'Areas crowded by growth', 'ME-CLAR-2', 'When growth leaves two or more players over an area\'s limit, they fight it out in the conflict phase; or they remove tokens at once, fewest first, as for surplus.', 'conflict', [['conflict', 'In the conflict phase'], ['surplus', 'Removed at once']]),
  choice('shortGameSets', 'Short game theme sets', 'ME-SHORT-3', 'Which theme sets a short game uses for the number of players.', 'meApp', [['meApp', 'Mega Empires'], ['megaCiv', 'Mega Civilization']]),
];
