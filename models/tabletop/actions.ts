import { z } from 'zod';

/** Manual tabletop actions, shared by every module's manual phases and by sandbox play. */
const id = z.string().min(1).max(64);
const seat = z.number().int().min(0).max(15);

export const tableActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table/move'), piece: id, to: id }).strict(),
  z.object({ type: z.literal('table/take'), kind: id, owner: seat.nullable(), to: id }).strict(),
  z.object({ type: z.literal('table/return'), piece: id }).strict(),
  z.object({ type: z.literal('table/flip'), piece: id }).strict(),
  z.object({ type: z.literal('table/shuffle'), pile: id }).strict(),
  z.object({ type: z.literal('table/draw'), from: id, to: id }).strict(),
  z.object({ type: z.literal('table/deal'), from: id, count: z.number().int().min(1).max(20) }).strict(),
  z.object({ type: z.literal('table/discard'), card: id, from: id, to: id }).strict(),
  z.object({ type: z.literal('table/reveal'), card: id, from: id }).strict(),
  z.object({ type: z.literal('table/count'), counter: id, delta: z.number().int().min(-1000).max(1000) }).strict(),
]);

export type TableAction = z.infer<typeof tableActionSchema>;
export const isTableAction = (action: { type: string }): boolean => action.type.startsWith('table/');

/** What each tabletop action does, for the generated action reference (docs/actions). */
export const tableActionHelp: Record<TableAction['type'], string> = {
  'table/move': 'Move a piece you own (or a neutral piece) to another place on the board.',
  'table/take': 'Take a piece of a kind from the supply and put it on the board; the box limit applies.',
  'table/return': 'Return a piece from the board to the supply.',
  'table/flip': 'Turn a piece face up or face down.',
  'table/shuffle': 'Shuffle a pile of cards; the new order is secret.',
  'table/draw': 'Draw the top card of a pile into your hand.',
  'table/deal': 'Deal a number of cards from a pile to every hand.',
  'table/discard': 'Move a card from your hand (or an open pile) to an open pile.',
  'table/reveal': 'Show a card from your hand to everyone; it stays in your hand.',
  'table/count': 'Change a counter (coins, points) you own by an amount; it never goes below its minimum.',
};
