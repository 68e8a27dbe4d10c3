import type { BoardSpec, CellSpec, PieceSpec, PreviewSpec, TableSpec, Terrain as TableTerrain } from '../core/board';
import { gridEdgeLabels, squareName } from '../core/squares';
import { boardSquares, TILE_SIZE } from './board';
import { BUILDING_BY_ID } from './data/buildings';
import { GREAT_PERSON_BY_ID } from './data/great-people';
import { RELIC_DATA } from './data/markers';
import { WONDER_BY_ID } from './data/wonders';
import { ringAround, type Square } from './geometry';
import type { MetropolisCandidate } from './rules/metropolis';
import type { CivView } from './view';

/**
 * The Civilization map as plain data (models/core/board.ts): one board of 4 x 4 tiles, one cell per square named
 * `map:x,y` (the ids tutorials highlight), face-down tiles as hidden ground; figures, cities, markers and what stands
 * on outskirts squares as pieces.
 */

export const MAP_BOARD = 'map';
export const cellOf = (s: Square): string => `map:${s.x},${s.y}`;

export function parseCell(id: string): Square | null {
  const m = /^map:(-?\d+),(-?\d+)$/.exec(id);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

type MapView = Pick<CivView, 'cols' | 'rows' | 'slots' | 'terrainOverrides'>;

/** Square centres: the whole map centred on the origin, x to the east, z to the south. */
export const squareX = (v: Pick<CivView, 'cols'>, x: number) => x - (v.cols * TILE_SIZE - 1) / 2;
export const squareZ = (v: Pick<CivView, 'rows'>, y: number) => y - (v.rows * TILE_SIZE - 1) / 2;

export function civBoard(v: MapView): BoardSpec {
  const squares = boardSquares(v.slots, v.terrainOverrides);
  const cells: CellSpec[] = squares.map((s) => ({
    id: cellOf(s),
    x: squareX(v, s.x),
    z: squareZ(v, s.y),
    size: 1,
    terrain: [s.square ? (s.square.terrain as TableTerrain) : 'hidden'],
    ...(s.square?.spot === 'relic' ? { marks: ['relic' as const] } : {}),
  }));
  const cols = [...new Set(squares.map((s) => s.x))].sort((a, b) => a - b);
  const rows = [...new Set(squares.map((s) => s.y))].sort((a, b) => a - b);
  const edgeLabels = gridEdgeLabels(cols, rows, (x) => squareX(v, x), (y) => squareZ(v, y));
  return { id: MAP_BOARD, label: 'Map', hotkey: '1', cells, edgeLabels };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function cityPieces(v: CivView): PieceSpec[] {
  const out: PieceSpec[] = [];
  for (const c of v.cities) {
    const name = v.players[c.owner]?.name ?? '';
    const what = c.kind === 'metropolis' ? 'Metropolis' : c.kind === 'capital' ? 'Capital' : 'City';
    const label = `${name}'s ${what}${c.walls ? ' (walls)' : ''}`;
    if (c.kind === 'metropolis' && c.expansion) {
      out.push({ id: c.id, kind: 'metropolis', owner: c.owner, at: cellOf(c.centre), footprint: [cellOf(c.centre), cellOf(c.expansion)], variant: 'metropolis', label });
    } else {
      out.push({ id: c.id, kind: 'city', owner: c.owner, at: cellOf(c.centre), variant: c.kind, label });
    }
    // FF-DISBAND: a fortification or caravan marker lies on the city until used.
    if (c.marker) out.push({ id: `${c.id}/${c.marker}`, kind: 'marker', owner: c.owner, at: cellOf(c.centre), variant: c.marker, label: cap(c.marker) });
  }
  return out;
}

function placedPiece(p: CivView['placed'][number]): PieceSpec {
  const at = cellOf(p.at);
  if (p.kind === 'building') return { id: p.id, kind: 'building-1', owner: p.owner, at, variant: p.what, label: BUILDING_BY_ID[p.what]?.name ?? p.what };
  if (p.kind === 'wonder') return { id: p.id, kind: 'special-building', owner: p.owner, at, variant: p.what, label: WONDER_BY_ID[p.what]?.name ?? p.what };
  return { id: p.id, kind: 'marker', owner: p.owner, at, variant: `great-person-${p.what}`, label: `Great person (${p.what})` };
}

function mapMarkerPieces(v: CivView): PieceSpec[] {
  // Huts and villages show no id in a view: their place names them.
  return v.markers.map((m) => {
    const at = cellOf(m.at);
    if (m.kind === 'relic') {
      const relic = 'relic' in m && m.relic ? m.relic : undefined;
      return { id: `relic@${m.at.x},${m.at.y}`, kind: 'marker', owner: null, at, variant: 'relic', label: relic ? RELIC_DATA[relic].name : 'Relic' };
    }
    return { id: `${m.kind}@${m.at.x},${m.at.y}`, kind: 'face-down', owner: null, at, variant: m.kind, label: cap(m.kind) };
  });
}

export function civTable(v: CivView): TableSpec {
  const pieces: PieceSpec[] = [
    ...cityPieces(v),
    ...v.placed.map(placedPiece),
    ...mapMarkerPieces(v),
    ...v.figures.map((f) => ({ id: f.id, kind: f.kind, owner: f.owner, at: cellOf(f.at), label: `${v.players[f.owner]?.name ?? ''}'s ${f.kind}` }) satisfies PieceSpec),
  ];
  return { boards: [civBoard(v)], pieces };
}

/** The ten squares around a capital and one expansion square (FF-METRO-07), as cells. */
export function metropolisOutskirts(capital: Square, expansion: Square): string[] {
  return ringAround([capital, expansion]).map(cellOf);
}

/** A figure's kind from its id (`army-0-1` is seat 0's first army): what a person calls it. */
export const figureKind = (id: string): string => id.slice(0, Math.max(0, id.indexOf('-'))) || 'figure';

/** What a legal growth does, in words: what it overbuilds and where the player's figures step aside to. */
export function growthDetail(c: Extract<MetropolisCandidate, { ok: true }>): string {
  const parts = [`Grow toward ${squareName(c.square.x, c.square.y)}`];
  if (c.overbuilds.length > 0) parts.push(`overbuilds ${c.overbuilds.map(placedName).join(', ')}`);
  else parts.push('overbuilds nothing');
  for (const r of c.relocations) parts.push(`your ${figureKind(r.figure)} steps to ${squareName(r.to.x, r.to.y)}`);
  return parts.join('; ');
}

export function placedName(p: { kind: string; what: string }): string {
  if (p.kind === 'building') return BUILDING_BY_ID[p.what]?.name ?? p.what;
  if (p.kind === 'wonder') return WONDER_BY_ID[p.what]?.name ?? p.what;
  return `a great person (${p.what})`;
}

/** The growth preview: each candidate spans the expansion square and the capital, legal or with its refusal. */
export function metropolisPreview(seat: number, capital: Square, candidates: readonly MetropolisCandidate[]): PreviewSpec {
  return {
    piece: { kind: 'metropolis', owner: seat, variant: 'metropolis' },
    candidates: candidates.map((c) =>
      c.ok
        ? { cells: [cellOf(c.square), cellOf(capital)], ok: true, detail: growthDetail(c) }
        : { cells: [cellOf(c.square)], ok: false, rule: c.rule, message: c.message },
    ),
  };
}

/** A great person card's name and type for the panels (undefined ids come from a newer deck). */
export function greatPersonName(id: string): string {
  return GREAT_PERSON_BY_ID[id]?.name ?? id;
}
