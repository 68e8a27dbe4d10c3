import { z } from 'zod';

const board = z.enum(['might', 'faith', 'reason']);
const kind = z.enum(['watchtower', 'keep', 'castle', 'chapel', 'monastery', 'abbey', 'hamlet', 'town', 'city']);
const cards = z.array(z.string()).max(8).optional();
const pawns = z.array(z.number().int().min(0).max(1)).max(8).optional();
const square = { col: z.number().int(), row: z.number().int() };

/** Every Khronos action a seat may send; the host validates messages with this schema. */
export const khronosActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('exchange'), discard: z.array(z.string()).min(1).max(4) }),
  z.object({ type: z.literal('holdem'), give: z.array(z.string()).min(1).max(3), take: z.array(z.string()).min(1).max(3) }),
  z.object({ type: z.literal('startActions') }),
  z.object({ type: z.literal('travel'), pawn: z.number().int().min(0).max(1), to: board }),
  z.object({ type: z.literal('construct'), board, kind, ...square, cards, pawns }),
  z.object({ type: z.literal('upgrade'), board, kind, ...square, cards, pawns }),
  z.object({ type: z.literal('demolish'), board, building: z.string(), cards, pawns }),
  z.object({ type: z.literal('populate'), building: z.string(), count: z.number().int().min(1).max(4), cards, pawns }),
  z.object({ type: z.literal('renovate'), building: z.string(), count: z.number().int().min(1).max(2), cards, pawns }),
  z.object({ type: z.literal('endActions') }),
  z.object({ type: z.literal('refill'), discard: z.array(z.string()).max(8) }),
  z.object({ type: z.literal('collect') }),
  z.object({ type: z.literal('placeDownsized'), ...square }),
  z.object({ type: z.literal('chooseDownsize'), building: z.string() }),
]);

export type KhronosAction = z.infer<typeof khronosActionSchema>;
export type KhronosActionType = KhronosAction['type'];
export const KHRONOS_ACTION_TYPES: readonly KhronosActionType[] = [
  'exchange', 'holdem', 'startActions', 'travel', 'construct', 'upgrade', 'demolish', 'populate', 'renovate', 'endActions', 'refill', 'collect', 'placeDownsized', 'chooseDownsize',
];
