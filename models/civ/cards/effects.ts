import type { MarketResource } from '../data/markers';
import type { UnitType } from '../data/units';
import type { Square } from '../geometry';
import type { Terrain } from '../tiles';

/** CIV-CARD-01: the one window each ability may be used in. */
export const TIMINGS = ['START_OF_TURN', 'TRADE', 'CITY_MANAGEMENT', 'MOVEMENT', 'RESEARCH', 'BATTLE', 'ANY_TIME', 'PASSIVE'] as const;
export type Timing = (typeof TIMINGS)[number];

/** A number printed on a card, or one counted from the table ("per 3 coins", CIV-CLAR-06 rounds down). */
export type Amount = number | { readonly per: 'coins' | 'buildings' | 'armies-in-supply'; readonly every: number; readonly times?: number };

/**
 * The effect vocabulary every card shares (techs, wonders, great people, civilizations, culture events, card files).
 * The fields of `CardTarget` an effect reads are named in its comment.
 */
export type Effect =
  /** Gain trade (dial cap 27), culture or coin tokens. */
  | { readonly kind: 'gain'; readonly what: 'trade' | 'culture' | 'coin'; readonly amount: Amount }
  /** One of the player's cities makes more production this turn (target.city). */
  | { readonly kind: 'production'; readonly amount: number }
  /** Free steps on the culture track, each space resolved. */
  | { readonly kind: 'culture-steps'; readonly amount: Amount }
  /** CIV-CARD-04/05: learn a tech a rival knows (target.tech), up to a level, with a legal pyramid space. */
  | { readonly kind: 'learn-tech'; readonly maxLevel?: number }
  /** Exchange of Ideas: learn a tech of the rival (target.seat, target.tech); the rival then learns one of yours. */
  | { readonly kind: 'exchange-techs'; readonly maxLevel: number }
  /** CIV-CARD-03: build for free, obeying placement (target.city, target.building, target.square). */
  | { readonly kind: 'build-free'; readonly item: 'building' | 'walls' | 'unit'; readonly unit?: 'artillery' | 'infantry' | 'mounted' | 'aircraft'; readonly evenIfLocked?: boolean; readonly useCityAction?: boolean }
  /** Draw culture events from the deck of the player's track section (CIV-CEV-01). */
  | { readonly kind: 'draw-events'; readonly count: number }
  /** CIV-CARD-06: cancel the culture event waiting in the response window; `targetingMe`: only one aimed at the player. */
  | { readonly kind: 'cancel'; readonly targetingMe?: boolean }
  /** Rivals (target.seats, or every rival) discard one coin token each; investments are immune. */
  | { readonly kind: 'rival-loses-coin'; readonly rivals: number | 'all' }
  /** A rival (target.seat) gains one coin token (from the bank, or from the player with `fromOwn`). */
  | { readonly kind: 'give-coin'; readonly fromOwn?: boolean }
  /** A rival (target.seat) falls into Anarchy (CIV-GOV-03), unless immune. */
  | { readonly kind: 'anarchy' }
  /** A disaster turns a square (target.square) into `to` for good. */
  | { readonly kind: 'terrain'; readonly to: Terrain; readonly from?: Terrain; readonly notMountain?: boolean; readonly empty?: boolean }
  /** A building within range of one's figures or cities (target.square) returns to the market. */
  | { readonly kind: 'destroy-building'; readonly range?: number; readonly rivalsOnly?: boolean }
  /** Up to `count` figures on a square within range (target.square) are killed. */
  | { readonly kind: 'kill-figures'; readonly count: number; readonly range?: number }
  /** A village marker from the bag on an empty square outside every outskirts (target.square). */
  | { readonly kind: 'village' }
  /** Take one of each resource left in the market. */
  | { readonly kind: 'take-resources' }
  /** Take one market resource of the player's choice (target.resources[0]). */
  | { readonly kind: 'take-resource' }
  /** CIV-CIVAB-RUS-2: an army or scout (target.figure) moves along target.path into a rival's city and leaves the board; the player learns a tech (target.tech) that rival knows. */
  | { readonly kind: 'sacrifice-for-tech' }
  /** One of the player's cities (target.city) may act again this turn. */
  | { readonly kind: 'extra-city-action' }
  /** Culture-event hand limit (CIV-CEV-03); always on while the card works. */
  | { readonly kind: 'hand-size'; readonly amount: Amount }
  /** Every city of the owner makes more production while the card works. */
  | { readonly kind: 'city-production'; readonly amount: Amount }
  /** Rules the engine applies elsewhere while the card works (travel speed, stacking, production...). */
  | { readonly kind: 'passive'; readonly text: string }
  /** Galileo (FF-5P-04): the player's figures on one outer-edge square (target.from) jump to an empty one (target.to). */
  | { readonly kind: 'edge-move' }
  /** CIV-BATTLE-12: before the draw, build up to `count` unlocked units free into standing forces (target.units). */
  | { readonly kind: 'build-units'; readonly count: number }
  /** CIV-GPAB-16 Gustavus Adolphus: the whole battle force dies, unsavable; as many unlocked units (target.units) are built into it. */
  | { readonly kind: 'rebuild-force' }
  /** CIV-CEV-II12 Roaming Horde: barbarians at `rank` attack a rival's army stack or city (target.square) within `range` of a village. */
  | { readonly kind: 'barbarian-attack'; readonly range: number; readonly rank: number }
  /** Applied inside a battle by the battle rules (CIV-BATTLE). */
  | { readonly kind: 'battle'; readonly text: string }
  /** Resolved by the players at the table and logged like a manual step. */
  | { readonly kind: 'manual'; readonly text: string }
  /** NOT FOUND in the catalogue: resolved at the table until a card file supplies the text. */
  | { readonly kind: 'unknown' };

export type EffectKind = Effect['kind'];

/** What the player pays to use an ability (CIV-RES-02 resource abilities, trade, culture, a coin token). */
export interface Cost {
  readonly resource?: MarketResource | 'any';
  readonly count?: number;
  readonly trade?: number;
  readonly culture?: number;
  readonly coin?: number;
}

/** The choices a player names when using an ability. */
export interface CardTarget {
  readonly seat?: number;
  readonly seats?: number[];
  readonly city?: string;
  readonly square?: Square;
  readonly tech?: string;
  readonly building?: string;
  readonly resources?: MarketResource[];
  /** Unit types to build, one entry per unit (CIV-BATTLE-12, CIV-GPAB-16). */
  readonly units?: UnitType[];
  /** The squares a move names: where the figures leave and where they go (Galileo). */
  readonly from?: Square;
  readonly to?: Square;
  /** One of the player's figures and the squares it moves through (Russians, CIV-CIVAB-RUS-2). */
  readonly figure?: string;
  readonly path?: Square[];
}

export interface Ability {
  readonly timing: Timing;
  readonly effects: readonly Effect[];
  readonly oncePerTurn?: boolean;
  readonly cost?: Cost;
  /** The catalogue rule the ability comes from. */
  readonly rule: string;
  /** A battle ability that belongs to a window before the battle turns (CIV-BATTLE-12/13); without it, the owner's battle turns. */
  readonly window?: 'pre-draw' | 'start';
  /** Start of Turn income the engine applies by itself as the owner's step begins. */
  readonly auto?: boolean;
  /** An event that fires the ability by itself while the card works (CIV-GPAB-01: a rival devotes a city to the arts). */
  readonly trigger?: 'rival-arts';
  /** Usable once for each investment that fired "when you invest" triggers this turn, or once a turn (CIV-CLAR-04). */
  readonly afterInvest?: boolean;
  /** The ability works only while this game option has this value (an AMBIGUOUS reading, CIV-TECHAB-3.07). */
  readonly when?: { readonly option: 'militaryScience'; readonly is: string };
  /** Our own words for the ability (players read it). */
  readonly text: string;
}

/** Effects that ask for no choice, so a scripted ability whose effects are all such needs no target. */
export const NO_TARGET: ReadonlySet<EffectKind> = new Set(['gain', 'culture-steps', 'draw-events', 'take-resources', 'hand-size', 'city-production', 'passive', 'battle', 'manual', 'unknown', 'cancel']);

/** Effects that need the players' hands at the table. */
export function isManual(a: Ability): boolean {
  return a.effects.some((e) => e.kind === 'manual' || e.kind === 'unknown');
}
