import type { BoardSpec, CellSpec, PieceSpec, PreviewSpec, TableSpec, Terrain as TableTerrain } from '../core/board';
import { gridEdgeLabels } from '../core/squares';
import { BOARD_IDS, BOARD_NAMES, KIND_INFO, type BoardId, type Kind } from './data';
import type { FootprintOption } from './footprints';
import type { BuildCost } from './rules/construct';
import type { BuildingView, KhronosView } from './view';

/**
 * The Khronos table as plain data (models/core/board.ts): the three ages side by side, each the same 16 x 20 squares
 * (KH-MAP-1), every tile as a building piece spanning its footprint, cubes, renovation markers and pawns.
 */

/** A square's cell id on a board: `might-3-7` is column 3, row 7 of the Might board. */
export const cellId = (board: BoardId, col: number, row: number): string => `${board}-${col}-${row}`;
/** The off-grid spot where a board's pawns stand (KH-MAP-4 puts the start spot beside the Might board). */
export const pawnSpot = (board: BoardId): string => `${board}-pawns`;

export function parseCellId(id: string): { board: BoardId; col: number; row: number } | null {
  const m = /^(might|faith|reason)-(\d+)-(\d+)$/.exec(id);
  return m ? { board: m[1] as BoardId, col: Number(m[2]), row: Number(m[3]) } : null;
}

/** A mixed square shows the terrain it counts as first, then the other one in its art (KH-MAP-3). */
function terrainOf(terrain: string, mixed: boolean): TableTerrain[] {
  const t = terrain as TableTerrain;
  if (!mixed) return [t];
  return t === 'mountain' ? ['mountain', 'forest'] : ['forest', 'plain'];
}

type MapView = KhronosView['map'];

/** Square centres: the board centred on the origin; the table lays overlapping boards out side by side. */
export const squareX = (map: Pick<MapView, 'cols'>, col: number) => col - (map.cols - 1) / 2;
export const squareZ = (map: Pick<MapView, 'rows'>, row: number) => row - (map.rows - 1) / 2;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function khronosBoards(map: MapView): BoardSpec[] {
  const mixed = new Set(map.mixed);
  const hamlets = new Set(map.printedHamlets);
  return BOARD_IDS.map((board, i) => {
    const cells: CellSpec[] = map.terrain.map((terrain, index) => {
      const col = index % map.cols;
      const row = Math.floor(index / map.cols);
      return {
        id: cellId(board, col, row),
        x: squareX(map, col),
        z: squareZ(map, row),
        size: 1,
        terrain: terrainOf(terrain, mixed.has(index)),
        ...(hamlets.has(index) ? { marks: ['hamlet' as const] } : {}),
      };
    });
    cells.push({ id: pawnSpot(board), x: 0, z: squareZ(map, -1.4), size: 1.6, terrain: ['plain'], label: 'Pawns', marks: ['start'] });
    const edgeLabels = gridEdgeLabels(range(map.cols), range(map.rows), (c) => squareX(map, c), (r) => squareZ(map, r));
    return { id: board, label: BOARD_NAMES[board], hotkey: String(i + 1), cells, edgeLabels };
  });
}

export function footprintCells(board: BoardId, kind: Kind, col: number, row: number): string[] {
  const size = KIND_INFO[kind].size;
  const out: string[] = [];
  for (let r = row; r < row + size; r++) for (let c = col; c < col + size; c++) out.push(cellId(board, c, r));
  return out;
}

/** The variant carries the kind (the family and silhouette follow from it) and the ruin face. */
export const buildingVariant = (b: Pick<BuildingView, 'kind' | 'ruin'>) => (b.ruin ? `${b.kind}-ruin` : b.kind);

function buildingPieces(board: BoardId, b: BuildingView): PieceSpec[] {
  const info = KIND_INFO[b.kind];
  const at = cellId(board, b.col, b.row);
  const out: PieceSpec[] = [
    {
      id: b.id,
      kind: `building-${info.size}` as PieceSpec['kind'],
      owner: b.owner,
      at,
      footprint: footprintCells(board, b.kind, b.col, b.row),
      variant: buildingVariant(b),
      label: b.ruin ? `${info.name} (ruin)` : info.name,
    },
  ];
  if (b.owner !== null && b.ownerCube) out.push({ id: `${b.id}/control`, kind: 'cube', owner: b.owner, at, label: 'Control' });
  b.population.forEach((n, seat) => {
    for (let i = 0; i < n; i++) out.push({ id: `${b.id}/population-${seat}-${i}`, kind: 'cube', owner: seat, at, label: 'Population' });
  });
  b.markers.forEach((seat, i) => out.push({ id: `${b.id}/marker-${i}`, kind: 'marker', owner: seat, at, label: 'Renovation' }));
  return out;
}

export function khronosTable(view: KhronosView): TableSpec {
  const pieces: PieceSpec[] = [];
  for (const board of BOARD_IDS) for (const b of view.boards[board].buildings) pieces.push(...buildingPieces(board, b));
  for (const p of view.players) p.pawns.forEach((board, i) => pieces.push({ id: `pawn-${p.seat}-${i}`, kind: 'pawn', owner: p.seat, at: pawnSpot(board), label: `${p.name}'s pawn ${i + 1}` }));
  return { boards: khronosBoards(view.map), pieces };
}

/** A cost in words, item by item: "2 orange cards + 1 card of any colour (forest); you receive 1 Ecu". */
export function costText(cost: BuildCost): string {
  const parts = [`${cost.colourCards} ${cost.colour} card${cost.colourCards === 1 ? '' : 's'}`];
  if (cost.forest > 0) parts.push(`${cost.forest} card${cost.forest === 1 ? '' : 's'} of any colour (forest)`);
  if (cost.mountain > 0) parts.push(`${cost.mountain} card${cost.mountain === 1 ? '' : 's'} of any colour (mountain)`);
  let text = parts.join(' + ');
  if (cost.ecus > 0) text += `, ${cost.ecus} Ecu${cost.ecus === 1 ? '' : 's'}`;
  if (cost.bonus > 0) text += `; you receive ${cost.bonus} Ecu${cost.bonus === 1 ? '' : 's'}`;
  return text;
}

/** The placement preview of one kind on one board from the host's footprint answer (KH-DIG-2 reasons on refusals). */
export function footprintPreview(board: BoardId, kind: Kind, seat: number, options: readonly FootprintOption[]): PreviewSpec {
  return {
    piece: { kind: `building-${KIND_INFO[kind].size}` as PreviewSpec['piece']['kind'], owner: KIND_INFO[kind].family === 'civil' ? null : seat, variant: kind },
    candidates: options.map((f) =>
      f.ok
        ? { cells: footprintCells(board, kind, f.col, f.row), ok: true, detail: `${f.mode === 'upgrade' ? 'Upgrade' : 'Build'}: ${costText(f.cost)}` }
        : { cells: footprintCells(board, kind, f.col, f.row), ok: false, rule: f.rule, message: f.message, ...(f.cost ? { detail: costText(f.cost) } : {}) },
    ),
  };
}
