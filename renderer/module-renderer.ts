import type { ComponentType } from 'react';
import type { PreviewSpec, TableSpec } from '../models/core/board';
import type { ActResult } from '../machines/engine/client';
import type { Seat } from '../models/core/module';
import type { PieceView, PileView, TabletopView } from '../models/tabletop/view';
import type { TableLayout } from './table/layout';

// The contract between the game screen and a module's renderer. It lives apart from the registry (modules.ts) so
// that a module folder can implement it without importing the registry that imports the module.

/** What one seat holds in secret: its hands (with the cards it may see) and its face-down pieces. */
export interface PrivateInfo {
  readonly hands: readonly PileView[];
  readonly faceDown: readonly PieceView[];
  /** The module's own panel shows these cards in this phase (e.g. grouped into sets): the screen does not list them twice. */
  readonly inModulePanel?: boolean;
}

/**
 * How the renderer shows one game module: its table (boards and pieces) from a seat's view, the seat's private
 * panel, the phase for the banner, and, for modules with manual play, the shared tabletop the panels drive.
 */
export interface ModuleRenderer {
  tableOf(view: unknown): TableSpec;
  privatePanel?(view: unknown, seat: Seat): PrivateInfo | null;
  phaseOf?(view: unknown): string | null;
  /** The name of the map the game is played on, for a module that takes map files (the players see whose map it is). */
  mapNameOf?(view: unknown): string | null;
  tabletopOf?(view: unknown): TabletopView | null;
  /** The legal actions that concern a right-clicked piece, where the module names pieces its own way (a pawn's index). */
  pieceActions?(view: unknown, piece: string, actions: readonly ({ type: string } & Record<string, unknown>)[]): ({ type: string } & Record<string, unknown>)[];
  /** A legal action in the module's words, for the piece menu (null: the menu's own words). */
  actionLabel?(view: unknown, action: { type: string } & Record<string, unknown>): string | null;
  /** The cells a seat's first view frames (its home: a Civilization capital and the land around it); null: every board. */
  homeOf?(view: unknown, seat: Seat): readonly string[] | null;
  /** The home view's angle from straight down (radians), for a table that reads better from higher up (an area map). */
  readonly homeTilt?: number;
  /** Colours the module's own pieces and cards wear (hex): no seat is shown in a colour close to one of them. */
  readonly reservedColours?: readonly string[];
  /** Piece kinds a player may take from the supply (the tabletop's box). */
  readonly supplyKinds?: readonly string[];
  /** The module's own panel for the shown seat (its phase actions, markets, builders). */
  readonly Panel?: ComponentType<ModulePanelProps>;
  /** Extra 3D content drawn inside the table's canvas, in the table's world coordinates (e.g. miniatures). */
  readonly Layer?: ComponentType<ModuleLayerProps>;
}

export type AskResult = { ok: true; answer: unknown; version: number } | Extract<ActResult, { ok: false }>;

export interface ModulePanelProps {
  readonly view: unknown;
  readonly seat: Seat;
  act(action: { type: string } & Record<string, unknown>): Promise<ActResult>;
  ask(question: { type: string } & Record<string, unknown>): Promise<AskResult>;
  /** Shows a placement preview on the table; null clears it. */
  preview(spec: PreviewSpec | null): void;
  /** The table cell the player clicked last (null: none yet), so a panel can take an area from the map. */
  readonly picked: string | null;
  /** The piece the player is dragging on the table now (null: none), so a panel can light where it may go. */
  readonly dragged?: string | null;
  /** The last drop of a piece on a cell, for modules without the free tabletop (`n` counts drops, so a repeat is new). */
  readonly dropped?: PieceDrop | null;
  /** A LAN guest's window: the host's own duties (its clocks) are not this window's to perform. */
  readonly remote?: boolean;
}

/** A piece dropped on a table cell. */
export interface PieceDrop {
  readonly piece: string;
  readonly to: string;
  readonly n: number;
}

export interface ModuleLayerProps {
  readonly view: unknown;
  /** Where the boards and cells of `tableOf(view)` stand in the world. */
  readonly layout: TableLayout;
  /** Each seat's colour (hex). */
  readonly seatColours: readonly string[];
}

/** The tabletop's hands and face-down pieces that belong to `seat`. */
export function tabletopPrivate(table: TabletopView, seat: Seat): PrivateInfo {
  return {
    hands: Object.values(table.piles).filter((p) => p.visibility === 'hand' && p.owner === seat),
    faceDown: Object.values(table.pieces).filter((p) => !p.faceUp && p.owner === seat),
  };
}

/** A seat has something to hide from the others at the table: a card in hand, or a face-down piece of its own. */
export function hasSecrets(info: PrivateInfo | null): boolean {
  if (!info) return false;
  return info.hands.some((h) => (h.cards?.length ?? h.count) > 0) || info.faceDown.length > 0;
}
