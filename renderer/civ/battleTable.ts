import { cellOf } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import type { TableLayout } from '../table/layout';
import { strings } from '../ui/strings';
import type { BattlePending } from './BattleView';

const t = strings.civBattle;

type Side = 'attacker' | 'defender';
export const SIDES: readonly Side[] = ['attacker', 'defender'];

/** A card lying on the battle mat: face up (a played unit, CIV-BATTLE-22) or face down (a hand the rules hide). */
export interface MatCard {
  readonly id: string;
  readonly side: Side;
  readonly x: number;
  readonly z: number;
  readonly faceUp: boolean;
  /** The unit's type and strength words (face-up cards only). */
  readonly type?: string;
  readonly strength?: number;
  readonly wounds: number;
  readonly dead: boolean;
}

/** An empty or filled slot of a front, in its side's colour; its id is what the table's test hook finds. */
export interface MatSlot {
  readonly id: string;
  readonly side: Side;
  readonly x: number;
  readonly z: number;
}

export interface MatLabel {
  readonly text: string;
  readonly x: number;
  readonly z: number;
  readonly height: number;
  readonly maxWidth: number;
  readonly side?: Side;
  /** The played card it names: it goes with the card when the card is killed. */
  readonly card?: string;
}

/** The battle as the table draws it for one seat's view; slots, cards and labels in the mat's own frame (see worldOf). */
export interface BattleMat {
  /** Where the mat's centre floats over the battle square (world). */
  readonly anchor: { readonly x: number; readonly y: number; readonly z: number };
  readonly size: { readonly w: number; readonly d: number };
  readonly seats: Record<Side, number | undefined>;
  readonly slots: readonly MatSlot[];
  readonly cards: readonly MatCard[];
  readonly labels: readonly MatLabel[];
}

export const CARD_W = 0.62;
export const CARD_D = 0.86;
const PITCH = 0.76;
const ROW = 0.56;
/** The mat floats this far over the battle square, above the figures standing there. */
const LIFT = 1.5;
/** It leans towards the players (radians about x) and is drawn larger than a square's card, to be read at the table's view. */
export const TILT = 0.6;
export const SCALE = 1.35;
/** Face-down cards of one hand overlap this far apart. */
const FAN = 0.07;

export const slotId = (side: Side, front: number) => `civ-battle-${side}-front-${front}`;
export const handId = (side: Side) => `civ-battle-${side}-hand`;

/** The pending battle with its fight, as the seat's view holds it. */
/** A point of the mat's frame (x, height above the mat, z) on the table: scaled, leaned, then moved to the anchor. */
export function worldOf(mat: BattleMat, x: number, y: number, z: number): { x: number; y: number; z: number } {
  const [sx, sy, sz] = [x * SCALE, y * SCALE, z * SCALE];
  return { x: mat.anchor.x + sx, y: mat.anchor.y + sy * Math.cos(TILT) - sz * Math.sin(TILT), z: mat.anchor.z + sy * Math.sin(TILT) + sz * Math.cos(TILT) };
}

export function battleOf(view: CivView): BattlePending | null {
  const b = (view.pending as readonly { kind: string }[]).find((p) => p.kind === 'battle' && (p as BattlePending).fight);
  return (b as BattlePending | undefined) ?? null;
}

/**
 * The fronts as card slots over the battle square: the attacker's row behind, the defender's in front, one column
 * per front plus an empty one for the next new front; each side's battle force as face-down cards at the row's
 * start (only their number: the view never holds the other side's cards, and the table is seen by everyone at a
 * hotseat). Played units lie face up with their wounds; killed ones stay in the plan, marked, for the layer to take
 * away.
 */
export function planBattleMat(view: CivView, layout: TableLayout, names: Record<Side, string>): BattleMat | null {
  const battle = battleOf(view);
  const fight = battle?.fight;
  const cell = battle && layout.cells.get(cellOf(battle.square));
  if (!battle || !fight || !cell) return null;
  const columns = fight.fronts.length + 1;
  const width = (columns + 1) * PITCH;
  const left = -width / 2 + PITCH / 2;
  const rowZ: Record<Side, number> = { attacker: -ROW, defender: ROW };
  const slots: MatSlot[] = [];
  const cards: MatCard[] = [];
  const labels: MatLabel[] = [];
  for (const side of SIDES) {
    const z = rowZ[side];
    const hand = fight.hands[side];
    const count = typeof hand === 'number' ? hand : hand.length;
    for (let i = 0; i < count; i++) cards.push({ id: `${handId(side)}-${i}`, side, x: left - ((count - 1) / 2) * FAN + i * FAN, z, faceUp: false, wounds: 0, dead: false });
    slots.push({ id: handId(side), side, x: left, z });
    if (count > 0) labels.push({ text: String(count), x: left, z, height: 0.32, maxWidth: CARD_W, side });
    fight.fronts.forEach((front, i) => {
      const x = left + (i + 1) * PITCH;
      slots.push({ id: slotId(side, i), side, x, z });
      const unit = front[side];
      if (!unit) return;
      cards.push({ id: unit.card, side, x, z, faceUp: true, type: t.unitType[unit.type] ?? unit.type, strength: unit.strength, wounds: unit.wounds, dead: unit.dead });
      labels.push({ text: t.unitType[unit.type] ?? unit.type, x, z: z - CARD_D * 0.3, height: 0.13, maxWidth: CARD_W * 0.9, card: unit.card });
      labels.push({ text: String(unit.strength), x, z: z + CARD_D * 0.06, height: 0.36, maxWidth: CARD_W * 0.6, card: unit.card });
    });
    // The next new front's empty slot.
    slots.push({ id: slotId(side, fight.fronts.length), side, x: left + columns * PITCH, z });
    const title = `${side === 'attacker' ? t.attackerSide : t.defenderSide}: ${names[side]}`;
    labels.push({ text: title, x: 0, z: side === 'attacker' ? z - CARD_D / 2 - 0.22 : z + CARD_D / 2 + 0.22, height: 0.24, maxWidth: width - 0.2, side });
  }
  return {
    anchor: { x: cell.x, y: cell.top + LIFT, z: cell.z },
    size: { w: width + 0.1, d: 2 * ROW + CARD_D + 0.9 },
    seats: fight.seats,
    slots,
    cards,
    labels,
  };
}
