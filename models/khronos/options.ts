import { z } from 'zod';
import type { OptionSpec } from './contract';
import { khronosMapFileSchema } from './map';

/**
 * Every UNCERTAIN reading of the catalogue is a named option whose default is the recommended reading (KH-DIG-5),
 * plus the two table options (Hold'em, hidden money). Keys are the catalogue's flag names.
 */
export const khronosOptionsSchema = z.object({
  CARD_DECK_SIZE: z.enum(['55', '33']).default('55'),
  UPGRADE_OTHERS_BUILDINGS: z.boolean().default(false),
  UPGRADE_SKIP_SIZE: z.boolean().default(true),
  UPGRADE_PRINTED_HAMLET: z.boolean().default(true),
  SURCHARGE_CUMULATIVE: z.boolean().default(true),
  UPGRADE_SURCHARGE_FULL_FOOTPRINT: z.boolean().default(true),
  DEMOLISH_SURCHARGE: z.boolean().default(false),
  CONSTRUCTION_BONUS: z.enum(['mirror_upgrade', 'none']).default('mirror_upgrade'),
  SHADOW_NEEDS_CUBE: z.boolean().default(false),
  BLOCKED_RIPPLE_SKIPS_REASON: z.boolean().default(true),
  RIPPLE_CHECK_AFTER_ERASURE: z.boolean().default(true),
  RIPPLE_STOCK_SHORTAGE: z.enum(['skip', 'skip_board']).default('skip'),
  JUNCTION_TIE_RULE: z.enum(['maker_own_first_else_maker_chooses', 'maker_chooses']).default('maker_own_first_else_maker_chooses'),
  FAITH_JUNCTION_POWER: z.enum(['religious', 'military']).default('religious'),
  HIERARCHY_ON_REASON: z.boolean().default(false),
  LOST_CUBE: z.enum(['return_to_owner', 'out_of_play']).default('return_to_owner'),
  DOWNSIZE_NO_STOCK: z.enum(['destroy', 'ignore_stock']).default('destroy'),
  CIVIL_CAPACITY: z.enum(['value', 'unlimited']).default('value'),
  POPULATE_PRINTED_HAMLETS: z.boolean().default(true),
  RUIN_VALUE: z.enum(['zero', 'full']).default('zero'),
  MIGHT_EARNING: z.enum(['civil_power', 'military_power']).default('civil_power'),
  EARN_ONCE_PER_BOARD: z.boolean().default(true),
  KEEP_ECUS_ON_ERASURE: z.boolean().default(true),
  HOLDEM_COST: z.number().int().min(0).max(2).default(0),
  END_TIE: z.enum(['shared', 'most_buildings']).default('shared'),
  HAND_REFILL_VARIANT: z.enum(['rulebook', 'discard_all']).default('rulebook'),
  BANK: z.enum(['unlimited', 'box']).default('unlimited'),
  HOLDEM: z.boolean().default(false),
  HOLDEM_SAME_COLOUR: z.boolean().default(false),
  CONSTRUCT_NEEDS_CUBE: z.boolean().default(true),
  HIDDEN_MONEY: z.boolean().default(false),
  /** A loaded map file (KH-MAP-5); without it Tessera's own map is used. */
  map: khronosMapFileSchema.optional(),
});

export type KhronosOptions = z.infer<typeof khronosOptionsSchema>;

export function khronosOptions(partial: Partial<KhronosOptions> = {}): KhronosOptions {
  return khronosOptionsSchema.parse(partial);
}

const yesNo = (key: keyof KhronosOptions, label: string, rule: string, help: string, def: boolean): OptionSpec => ({
  key, label, rule, help, kind: 'boolean', default: def,
});
const choice = (key: keyof KhronosOptions, label: string, rule: string, help: string, def: string, choices: [string, string][]): OptionSpec => ({
  key, label, rule, help, kind: 'choice', default: def, choices: choices.map(([value, l]) => ({ value, label: l })),
});

export const khronosOptionSpecs: readonly OptionSpec[] = [
  yesNo('HOLDEM', "Hold'em display", 'KH-HOLD-1', 'Three face-up cards beside the deck that players may swap cards with at the start of their turn.', false),
  yesNo('HIDDEN_MONEY', 'Hidden money', 'KH-SETUP-4', "Players keep their Ecus face down: others see no totals.", false),
  yesNo('HOLDEM_SAME_COLOUR', "Hold'em swaps keep the colour", 'KH-HOLD-2', "Each Hold'em swap gives and takes cards of the same colour (otherwise any colours).", false),
  yesNo('CONSTRUCT_NEEDS_CUBE', 'Building needs a free cube', 'KH-CONS-6', 'Without a Control cube in supply a player cannot build Military or Religious buildings (otherwise the building stands unmarked).', true),
  choice('CARD_DECK_SIZE', 'Construction deck', 'KH-COMP-4', 'Rio Grande edition (55 cards) or the first Matagot printing (33 cards).', '55', [['55', '55 cards (18/18/19)'], ['33', '33 cards (11 of each colour)']]),
  yesNo('UPGRADE_OTHERS_BUILDINGS', "Upgrade others' buildings", 'KH-UPG-7', "Allow upgrading a Military or Religious building another player controls.", false),
  yesNo('UPGRADE_SKIP_SIZE', 'Upgrade skipping a size', 'KH-UPG-9', 'Allow a size-1 building to become size 3 at once, paying the difference.', true),
  yesNo('UPGRADE_PRINTED_HAMLET', 'Upgrade printed Hamlets', 'KH-UPG-10', 'A printed Hamlet may be covered by a Town or City; it shows again if that tile goes.', true),
  yesNo('SURCHARGE_CUMULATIVE', 'Forest and mountain surcharges add up', 'KH-GEO-4', 'A footprint on both forest and mountain pays both surcharges (otherwise only the larger).', true),
  yesNo('UPGRADE_SURCHARGE_FULL_FOOTPRINT', 'Upgrade surcharge on the whole footprint', 'KH-GEO-5', 'Terrain surcharges look at the whole new footprint (otherwise only the newly covered squares).', true),
  yesNo('DEMOLISH_SURCHARGE', 'Terrain surcharge on demolition', 'KH-DEMO-5', 'Demolishing a building on forest or mountain also pays the terrain surcharge.', false),
  choice('CONSTRUCTION_BONUS', 'Construction bonus', 'KH-BONUS-2', 'Ecus paid at once for building a size 2 or 3 building.', 'mirror_upgrade', [['mirror_upgrade', '+1 on Might, +2 on Faith'], ['none', 'No construction bonus']]),
  yesNo('SHADOW_NEEDS_CUBE', 'Faith shadow needs a cube', 'KH-RIPPLE-2', 'Without a free cube, a Military or Religious building casts no shadow on Faith.', false),
  yesNo('BLOCKED_RIPPLE_SKIPS_REASON', 'Blocked ripple skips Reason', 'KH-RIPPLE-6', 'A Might building whose Faith shadow is forbidden casts no shadow on Reason either.', true),
  yesNo('RIPPLE_CHECK_AFTER_ERASURE', 'Check the Faith shadow after erasure', 'KH-RIPPLE-8', 'Dominion and Hierarchy for a Faith shadow are checked as if the buildings it erases were gone.', true),
  choice('RIPPLE_STOCK_SHORTAGE', 'Shadow without a tile', 'KH-RIPPLE-9', 'What happens when no tile is left for a shadow.', 'skip', [['skip', 'Skip that shadow and all later ones'], ['skip_board', 'Skip only that board']]),
  choice('JUNCTION_TIE_RULE', 'Junction with equal power', 'KH-JUNC-3', 'Who loses a tie when the merged domains are equally strong.', 'maker_own_first_else_maker_chooses', [['maker_own_first_else_maker_chooses', "The junction maker's own building first, else he chooses"], ['maker_chooses', 'The junction maker always chooses']]),
  choice('FAITH_JUNCTION_POWER', 'Faith junction power', 'KH-JUNC-4', 'Which power decides a junction on the Faith board.', 'religious', [['religious', 'Religious power'], ['military', 'Military power']]),
  yesNo('HIERARCHY_ON_REASON', 'Hierarchy on Reason', 'KH-HIER-5', 'Enforce the Rule of Hierarchy on the Age of Reason board too.', false),
  choice('LOST_CUBE', 'Lost cubes', 'KH-DOWN-3', 'Where a cube lost from a replaced Reason ruin goes.', 'return_to_owner', [['return_to_owner', "Back to its owner's supply"], ['out_of_play', 'Out of the game']]),
  choice('DOWNSIZE_NO_STOCK', 'Downsizing without a smaller tile', 'KH-DOWN-6', 'What happens when the smaller tile is out of stock.', 'destroy', [['destroy', 'The building is destroyed'], ['ignore_stock', 'Use a tile anyway']]),
  choice('CIVIL_CAPACITY', 'Civil building capacity', 'KH-BLD-6', 'How many cubes a civil building holds.', 'value', [['value', 'Its value (1/2/3)'], ['unlimited', 'No limit']]),
  yesNo('POPULATE_PRINTED_HAMLETS', 'Populate printed Hamlets', 'KH-POP-2', 'Printed Hamlets on Reason may receive cubes.', true),
  choice('RUIN_VALUE', 'Value of a ruin', 'KH-RENO-5', 'What an unrestored ruin is worth for Reason earnings.', 'zero', [['zero', 'Nothing'], ['full', 'Its full value']]),
  choice('MIGHT_EARNING', 'Might earnings', 'KH-EARN-3', 'What a Might domain pays its top Military owner.', 'civil_power', [['civil_power', 'Civil power'], ['military_power', 'Military power']]),
  yesNo('EARN_ONCE_PER_BOARD', 'Earn once per board', 'KH-EARN-2', 'Two pawns on one board still collect its earnings once.', true),
  yesNo('KEEP_ECUS_ON_ERASURE', 'Keep Ecus after erasure', 'KH-RIPPLE-7', 'A player keeps the construction bonus of a building later erased by a paradox.', true),
  { key: 'HOLDEM_COST', label: "Hold'em swap cost", rule: 'KH-HOLD-3', help: "Ecus paid for the Hold'em swap.", kind: 'number', default: 0, min: 0, max: 2 },
  choice('END_TIE', 'Tied winners', 'KH-END-2', 'How a tie for the most Ecus is settled.', 'shared', [['shared', 'They share the victory'], ['most_buildings', 'Most Military and Religious buildings controlled']]),
  choice('HAND_REFILL_VARIANT', 'Hand refill', 'KH-FILL-2', 'The rulebook keeps unplayed cards; the online variant discards them all before drawing 4.', 'rulebook', [['rulebook', 'Keep cards, discard any, draw to 4'], ['discard_all', 'Discard all, draw 4']]),
  choice('BANK', 'Bank', 'KH-COMP-5', 'Whether the bank may run out of money.', 'unlimited', [['unlimited', 'Unlimited'], ['box', 'Only the coins in the box (255 Ecus)']]),
];
