/** Khronos components as plain data (KH-COMP, KH-BLD). Names follow the game's own words. */

export const BOARD_IDS = ['might', 'faith', 'reason'] as const;
/** The three ages in time order (KH-MAP-1): an index into BOARD_IDS is the age's place in time. */
export type BoardId = (typeof BOARD_IDS)[number];
export const BOARD_NAMES: Readonly<Record<BoardId, string>> = { might: 'Age of Might', faith: 'Age of Faith', reason: 'Age of Reason' };

export type Family = 'military' | 'religious' | 'civil';
export type CardColour = 'orange' | 'fuchsia' | 'blue';
export type Kind = 'watchtower' | 'keep' | 'castle' | 'chapel' | 'monastery' | 'abbey' | 'hamlet' | 'town' | 'city';
export type Size = 1 | 2 | 3;

export const FAMILIES: readonly Family[] = ['military', 'religious', 'civil'];
export const KINDS: readonly Kind[] = ['watchtower', 'keep', 'castle', 'chapel', 'monastery', 'abbey', 'hamlet', 'town', 'city'];

export interface KindInfo {
  readonly kind: Kind;
  readonly name: string;
  readonly family: Family;
  readonly size: Size;
  /** KH-BLD-3 (default reading): value = card cost = size. */
  readonly value: number;
  readonly cost: number;
  /** KH-COMP-2: tiles in the box. */
  readonly tiles: number;
  /** KH-COMP-3: only Keep, Castle, Monastery and Abbey tiles have a ruin face; it shows the renovation cost (KH-RENO-2/3). */
  readonly ruinCost: number | null;
}

const info = (kind: Kind, name: string, family: Family, size: Size, tiles: number, ruinCost: number | null): KindInfo => ({
  kind, name, family, size, value: size, cost: size, tiles, ruinCost,
});

export const KIND_INFO: Readonly<Record<Kind, KindInfo>> = {
  watchtower: info('watchtower', 'Watch Tower', 'military', 1, 20, null),
  keep: info('keep', 'Keep', 'military', 2, 24, 1),
  castle: info('castle', 'Castle', 'military', 3, 9, 2),
  chapel: info('chapel', 'Chapel', 'religious', 1, 20, null),
  monastery: info('monastery', 'Monastery', 'religious', 2, 20, 1),
  abbey: info('abbey', 'Abbey', 'religious', 3, 9, 2),
  hamlet: info('hamlet', 'Hamlet', 'civil', 1, 20, null),
  town: info('town', 'Town', 'civil', 2, 24, null),
  city: info('city', 'City', 'civil', 3, 9, null),
};

/** KH-BLD-1: the building of each family and size. */
export const KIND_OF: Readonly<Record<Family, readonly [Kind, Kind, Kind]>> = {
  military: ['watchtower', 'keep', 'castle'],
  religious: ['chapel', 'monastery', 'abbey'],
  civil: ['hamlet', 'town', 'city'],
};

export function kindOf(family: Family, size: number): Kind | null {
  return size >= 1 && size <= 3 ? KIND_OF[family][size - 1] : null;
}

/** KH-CARD-6: the card colour of each family. */
export const FAMILY_COLOUR: Readonly<Record<Family, CardColour>> = { military: 'orange', religious: 'fuchsia', civil: 'blue' };
export const COLOURS: readonly CardColour[] = ['orange', 'fuchsia', 'blue'];

/** KH-COMP-4: the RGG deck (55) and the first Matagot printing (33). */
export const DECKS: Readonly<Record<'55' | '33', Readonly<Record<CardColour, number>>>> = {
  '55': { orange: 18, fuchsia: 18, blue: 19 },
  '33': { orange: 11, fuchsia: 11, blue: 11 },
};

/** KH-COMP-5: coins in the box (a display matter; the bank is unlimited by default). */
export const COINS: readonly { readonly value: number; readonly count: number }[] = [
  { value: 1, count: 30 },
  { value: 5, count: 15 },
  { value: 10, count: 15 },
];
export const BANK_TOTAL = COINS.reduce((sum, c) => sum + c.value * c.count, 0);

/** KH-COMP-6 / KH-SETUP-3 / KH-SETUP-8: each player's material. */
export const PAWNS_PER_PLAYER = 2;
export const CUBES_PER_PLAYER = 25;
export const PLAYER_COLOURS_IN_BOX = 5;
export const STARTING_ECUS = 4;
export const HAND_SIZE = 4;
/** KH-COMP-8 (uncertain): default colour names; Tessera's seat colours are assigned by the host. */
export const DEFAULT_PLAYER_COLOUR_NAMES = ['Red', 'Green', 'Blue', 'White', 'Yellow'] as const;
/** KH-COMP-7 / KH-TURN-1: one turn indicator on a 7-step track. */
export const GAME_TURNS = 7;
export const EARNING_TURNS: readonly number[] = [4, 7];
/** KH-CARD-1: cards a pawn may be charged per turn. */
export const CARDS_PER_PAWN = 2;
/** KH-XCH-1 / KH-TRAV-1 / KH-DEMO-2 prices in Ecus. */
export const EXCHANGE_PRICE = 2;
export const TRAVEL_PRICE = 1;
export const DEMOLISH_PRICE = 1;
/** KH-BLD-5: printed Hamlets per board. */
export const PRINTED_HAMLETS = 10;

/** Card ids carry their colour so a played card is self-describing; the order in the deck is the secret. */
export function cardColour(card: string): CardColour {
  const colour = card.slice(0, card.indexOf('-'));
  if (colour !== 'orange' && colour !== 'fuchsia' && colour !== 'blue') throw new Error(`Not a construction card: ${card}`);
  return colour;
}

/** Cards as a player names them, by colour: "2 orange cards and 1 blue card" (a card's id is not for people). */
export function cardsInWords(cards: readonly string[]): string {
  const parts = COLOURS.map((colour) => ({ colour, n: cards.filter((c) => cardColour(c) === colour).length }))
    .filter((x) => x.n > 0)
    .map((x) => counted(x.n, `${x.colour} card`));
  if (parts.length === 0) return 'no cards';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function makeDeck(edition: '55' | '33'): string[] {
  const cards: string[] = [];
  for (const colour of COLOURS) {
    for (let i = 1; i <= DECKS[edition][colour]; i++) cards.push(`${colour}-${String(i).padStart(2, '0')}`);
  }
  return cards;
}

export function totalTiles(): number {
  return KINDS.reduce((sum, k) => sum + KIND_INFO[k].tiles, 0);
}

/** KH-GEO-2 / KH-GEO-3: extra cards of any colour, by player count. */
export const SURCHARGE: Readonly<Record<number, { readonly forest: number; readonly mountain: number }>> = {
  2: { forest: 1, mountain: 2 },
  3: { forest: 1, mountain: 2 },
  4: { forest: 0, mountain: 1 },
  5: { forest: 0, mountain: 0 },
};

/** KH-UPG-8: upgrade bonus per board. KH-BONUS-2 (uncertain default) mirrors it for size 2-3 constructions. */
export const UPGRADE_BONUS: Readonly<Record<BoardId, number>> = { might: 1, faith: 2, reason: 0 };import { counted } from '../core/words';

