import type { PlayerColor, Seat } from './contract';
import type { RngState } from '../core/rng';
import type { CivId, GovernmentId } from './data/civs';
import type { GreatPersonType } from './data/great-people';
import type { InvestmentCardId } from './data/investments';
import type { MarketResource } from './data/markers';
import type { RankedUnit } from './data/units';
import type { Square } from './geometry';
import type { CivOptions } from './options';
import type { CardTarget } from './cards/effects';
import type { RelicId, Terrain } from './tiles';
import type { Fight } from './rules/battle/types';

/** CIV-TURN-01: the five phases of a round. */
export type Phase = 'start' | 'trade' | 'city' | 'movement' | 'research' | 'ended';
export const PHASES: readonly Exclude<Phase, 'ended'>[] = ['start', 'trade', 'city', 'movement', 'research'];

export interface SlotState {
  readonly col: number;
  readonly row: number;
  readonly kind: 'home' | 'neutral' | 'hole';
  readonly rotation: number;
  /** Secret while face down (no one may know which tile lies there). */
  readonly tileId: string | null;
  readonly revealed: boolean;
}

export interface Figure {
  readonly id: string;
  readonly owner: Seat;
  readonly kind: 'army' | 'scout';
  readonly at: Square;
}

export interface City {
  readonly id: string;
  readonly owner: Seat;
  readonly kind: 'capital' | 'city' | 'metropolis';
  readonly centre: Square;
  /** The metropolis's second centre square (FF-METRO-02). */
  readonly expansion?: Square;
  readonly walls: boolean;
  readonly marker?: 'fortification' | 'caravan';
}

/** A building, wonder or great person marker standing on an outskirts square (CIV-TERRAIN-03 replaces its icons). */
export interface Placed {
  readonly id: string;
  readonly kind: 'building' | 'wonder' | 'great-person';
  readonly owner: Seat;
  readonly at: Square;
  /** Building id, wonder id or great person type. */
  readonly what: string;
}

/** A hut, village or relic marker on the map; hut and village ids are secret until taken. */
export interface MapMarker {
  readonly id: string;
  readonly kind: 'hut' | 'village' | 'relic';
  readonly at: Square;
  readonly relic?: RelicId;
}

export interface GpDeckCard {
  readonly id: string;
  readonly faceUp: boolean;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly civ: CivId;
  readonly government: GovernmentId;
  /** A pending switch after a turn of Anarchy (CIV-GOV-02). */
  readonly anarchyTarget?: GovernmentId;
  /** Round in which each government was unlocked. */
  readonly governmentsUnlocked: Readonly<Partial<Record<GovernmentId, number>>>;
  readonly techs: readonly { readonly name: string; readonly level: number; readonly blank?: boolean }[];
  readonly trade: number;
  readonly culture: number;
  readonly cultureTrack: number;
  /** Culture events in hand (CIV-CEV-01): secret to everyone else. */
  readonly cultureHand: readonly string[];
  /** Coin tokens lying on cards with a coin box (CIV-TECHAB-00), by card id. */
  readonly cardCoins: Readonly<Record<string, number>>;
  readonly coinTokens: number;
  readonly resources: Readonly<Record<MarketResource, number>>;
  /** Facedown hut/village markers kept (resources, Teacher, Friendly Workers). */
  readonly held: readonly string[];
  readonly gpCards: readonly GpDeckCard[];
  readonly gpReserve: readonly GreatPersonType[];
  readonly investments: Readonly<Record<InvestmentCardId, number>>;
  readonly investedThisTurn: boolean;
  readonly freeInvestments: number;
  readonly ranks: Readonly<Record<RankedUnit, number>>;
  readonly forces: readonly string[];
  readonly researchedThisTurn: boolean;
  readonly cityActed: readonly string[];
  readonly productionBonus: Readonly<Record<string, number>>;
  readonly resourceAbilitiesUsed: readonly string[];
  readonly metroPending: boolean;
  readonly atlantisRound?: number;
  readonly sevenCitiesRound?: number;
  readonly freeBasicBuildings: number;
  readonly startOfTurnBegun: boolean;
}

export type Pending =
  | { readonly kind: 'growth'; readonly seat: Seat; readonly forced: boolean }
  | { readonly kind: 'greek-choice'; readonly seat: Seat; readonly cards: readonly string[] }
  | { readonly kind: 'battle'; readonly attacker: Seat; readonly defender: Seat | 'barbarians'; readonly square: Square; readonly cityId?: string; readonly village?: string; readonly defenderFigures: number; readonly fight?: Fight }
  | { readonly kind: 'loot'; readonly seat: Seat; readonly loser: Seat; readonly loot: number }
  | { readonly kind: 'friendly-barbarian'; readonly seat: Seat; readonly square: Square }
  | { readonly kind: 'atlantis'; readonly seat: Seat }
  /** CIV-CARD-06: a played culture event waits while each other player in turn may cancel it (`seat` answers now). */
  | { readonly kind: 'card-response'; readonly seat: Seat; readonly by: Seat; readonly card: string; readonly ability: number; readonly target: CardTarget; readonly waiting: readonly Seat[]; readonly cancels: readonly string[] }
  /** CIV-CEV-03 / CIV-CLAR-03: the owner discards down to the hand limit, choosing which. */
  | { readonly kind: 'culture-discard'; readonly seat: Seat }
  /** CIV-TECHAB-2.09: with Mysticism two events are drawn; the player discards one and keeps the other. */
  | { readonly kind: 'event-choice'; readonly seat: Seat; readonly cards: readonly string[] }
  /** CIV-CEV-I09 / CIV-CLAR-08: the rival of an Exchange of Ideas picks the tech it learns from the player. */
  | { readonly kind: 'gift-tech'; readonly seat: Seat; readonly from: Seat; readonly maxLevel: number };

export interface CivState {
  readonly options: CivOptions;
  readonly layoutId: string;
  readonly cols: number;
  readonly rows: number;
  readonly slots: readonly SlotState[];
  readonly players: readonly PlayerState[];
  readonly figures: readonly Figure[];
  /** Movement points used this phase, by figure id. */
  readonly moved: Readonly<Record<string, number>>;
  readonly cities: readonly City[];
  readonly placed: readonly Placed[];
  readonly markers: readonly MapMarker[];
  readonly terrainOverrides: Readonly<Record<string, Terrain>>;
  readonly hutBag: readonly string[];
  readonly villageBag: readonly string[];
  readonly market: Readonly<Record<MarketResource, number>>;
  readonly buildingStock: Readonly<Record<string, number>>;
  readonly wonderDeck: readonly string[];
  readonly wonderMarket: readonly (string | null)[];
  readonly wonderDiscard: readonly string[];
  readonly wondersOwned: Readonly<Record<string, Seat>>;
  readonly obsoleteWonders: readonly string[];
  readonly gpDeck: readonly GpDeckCard[];
  readonly gpSupply: Readonly<Record<GreatPersonType, number>>;
  readonly unitDecks: Readonly<Record<string, readonly string[]>>;
  /** CIV-CEV-01: the three culture-event decks and their faceup discard piles, by deck number. */
  readonly cultureDecks: Readonly<Record<'1' | '2' | '3', readonly string[]>>;
  readonly cultureDiscards: Readonly<Record<'1' | '2' | '3', readonly string[]>>;
  readonly investmentPool: number;
  readonly fortPool: number;
  readonly round: number;
  readonly order: readonly Seat[];
  readonly phase: Phase;
  /** Index in `order` of the player acting in this phase. */
  readonly turn: number;
  readonly pending: readonly Pending[];
  readonly relicsClaimed: readonly RelicId[];
  readonly winner: { readonly seat: Seat; readonly how: 'culture' | 'tech' | 'economic' | 'military' } | null;
  readonly rng: RngState;
}
