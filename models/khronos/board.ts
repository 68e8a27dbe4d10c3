import { BOARD_IDS, BOARD_NAMES } from './data';
import { TESSERA_MAP, type KhronosMap, type Terrain } from './map';

/** Plain board data for the renderer: three boards showing the same squares (KH-MAP-1), (0,0) top-left (KH-MAP-2). */
export interface BoardSquare {
  readonly index: number;
  readonly col: number;
  readonly row: number;
  readonly terrain: Terrain;
  readonly mixed: boolean;
  readonly printedHamlet: boolean;
}

export interface KhronosBoardData {
  readonly mapId: string;
  readonly mapName: string;
  readonly cols: number;
  readonly rows: number;
  readonly boards: readonly { readonly id: (typeof BOARD_IDS)[number]; readonly name: string; readonly order: number }[];
  readonly squares: readonly BoardSquare[];
  /** KH-MAP-4: the pawns' start spot is off the grid on the Might board. */
  readonly pawnStart: { readonly board: 'might'; readonly offGrid: true };
  /** KH-COMP-1: the 7-step turn track along the Might board. */
  readonly turnTrack: readonly number[];
}

export function boardData(map: KhronosMap = TESSERA_MAP): KhronosBoardData {
  const mixed = new Set(map.mixed);
  const hamlets = new Set(map.printedHamlets);
  return {
    mapId: map.id,
    mapName: map.name,
    cols: map.cols,
    rows: map.rows,
    boards: BOARD_IDS.map((id, order) => ({ id, name: BOARD_NAMES[id], order })),
    squares: map.terrain.map((terrain, index) => ({
      index,
      col: index % map.cols,
      row: Math.floor(index / map.cols),
      terrain,
      mixed: mixed.has(index),
      printedHamlet: hamlets.has(index),
    })),
    pawnStart: { board: 'might', offGrid: true },
    turnTrack: [1, 2, 3, 4, 5, 6, 7],
  };
}

export const KHRONOS_BOARD: KhronosBoardData = boardData();
