import type { BoardSpec, CellSpec, PieceSpec, PreviewSpec, TableSpec } from '../core/board';
import type { Seat } from './seat';
import { astRow } from './data/ast';
import type { EmpiresMap } from './map';
import type { EmpiresView } from './view';

/** Table units per map unit: Tessera's East (1000 wide) becomes a 24-unit board, its smallest area about 1.5 across. */
export const MAP_SCALE = 0.024;

/** A colour per civilization's region (muted, told apart from each other and from the sea). */
export const REGION_COLOURS: Readonly<Record<string, string>> = {
  nubia: '#c9a25a',
  saba: '#d8c27a',
  babylon: '#b8744e',
  persia: '#9c7fb0',
  parthia: '#7f9a64',
  kushan: '#6f9fa0',
  indus: '#a9b45e',
  maurya: '#c77f7f',
  dravidia: '#5f9a7a',
};
const NEUTRAL_LAND = '#b9ae94';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Map coordinates (y down) to table coordinates (z towards the players), centred on the origin. */
export function toTable(map: EmpiresMap, [x, y]: readonly [number, number]): [number, number] {
  return [round((x - map.width / 2) * MAP_SCALE), round((y - map.height / 2) * MAP_SCALE)];
}

/** Counter-clockwise as seen from above the table (x right, z towards the viewer). */
function counterClockwise(points: [number, number][]): [number, number][] {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, z1] = points[i];
    const [x2, z2] = points[(i + 1) % points.length];
    twice += x1 * z2 - x2 * z1;
  }
  // With z pointing at the viewer a positive shoelace sum runs clockwise on screen.
  return twice > 0 ? [...points].reverse() : points;
}

/** The area map's cells: outline, region colour, name with population limit, city site and starting-area marks. */
export function areaCells(map: EmpiresMap): CellSpec[] {
  const regionOf = new Map<string, string>();
  const starts = new Set(map.regions.map((r) => r.start));
  for (const r of map.regions) for (const a of r.areas) regionOf.set(a, r.civ);
  return map.areas.map((a) => {
    const [x, z] = toTable(map, a.label);
    const civ = regionOf.get(a.id);
    const marks: ('city-site' | 'start')[] = [];
    if (a.citySite) marks.push('city-site');
    if (starts.has(a.id)) marks.push('start');
    return {
      id: a.id,
      x,
      z,
      outline: counterClockwise(a.polygon.map((p) => toTable(map, p as [number, number]))),
      terrain: a.kind === 'sea' ? ['sea'] : ['plain'],
      label: a.kind === 'sea' ? a.name : `${a.name} ${a.limit}`,
      ...(marks.length ? { marks } : {}),
      ...(a.kind === 'land' ? { region: civ ? REGION_COLOURS[civ] ?? NEUTRAL_LAND : NEUTRAL_LAND } : {}),
    };
  });
}

/** Cell ids of the boards beside the map. */
export const astCell = (space: number) => `ast-${space}`;
export const treasuryCell = (seat: Seat) => `treasury-${seat}`;

function sideBoards(map: EmpiresMap, view: EmpiresView): BoardSpec[] {
  // Each board's name is printed under it: the next board stands clear of it.
  const bottom = (map.height / 2) * MAP_SCALE;
  const last = Math.max(...view.players.map((p) => astRow(p.civ, 'expert').last));
  const ast: CellSpec[] = Array.from({ length: last + 1 }, (_, i) => ({
    id: astCell(i),
    x: round((i - last / 2) * 1.1),
    z: round(bottom + 2),
    size: 1,
    terrain: ['plain'],
    label: i === 0 ? 'A.S.T.' : String(i),
  }));
  const n = view.players.length;
  const treasury: CellSpec[] = view.players.map((p, i) => ({
    id: treasuryCell(p.seat),
    x: round((i - (n - 1) / 2) * 2.4),
    z: round(bottom + 5),
    size: 2,
    terrain: ['desert'],
    label: `${p.name}: treasury`,
  }));
  return [
    { id: 'ast', label: 'A.S.T.', hotkey: '2', cells: ast },
    { id: 'treasury', label: 'Treasuries', hotkey: '3', cells: treasury },
  ];
}

/**
 * Everything on the table for one seat's view: tokens, barbarians, cities, treasuries, A.S.T. markers. Special
 * buildings are left out: the module's own miniature layer draws them (see `standingBuildings`).
 */
export function empiresTable(view: EmpiresView): TableSpec {
  const map = view.map;
  const boards: BoardSpec[] = [{ id: 'map', label: map.name, hotkey: '1', cells: areaCells(map) }, ...sideBoards(map, view)];
  const pieces: PieceSpec[] = [];
  for (const [area, a] of Object.entries(view.areas)) {
    if (a.city) pieces.push({ id: `city-${area}`, kind: 'city', owner: a.city.owner === 'pirate' ? null : a.city.owner, at: area, ...(a.city.owner === 'pirate' ? { variant: 'pirate', label: 'Pirate city' } : {}) });
    for (const [seat, count] of Object.entries(a.tokens)) for (let i = 0; i < count; i++) pieces.push({ id: `token-${area}-${seat}-${i}`, kind: 'token', owner: Number(seat), at: area });
    for (let i = 0; i < a.barbarians; i++) pieces.push({ id: `barbarian-${area}-${i}`, kind: 'token', owner: null, at: area, variant: 'barbarian' });
  }
  // ME-SHIP: ships stand in their coastal areas (drawn as pawns until a ship miniature exists).
  for (const ship of view.ships ?? []) pieces.push({ id: ship.id, kind: 'pawn', owner: ship.owner, at: ship.at, variant: 'ship', label: 'Ship' });
  for (const p of view.players) {
    if (p.left) continue;
    pieces.push({ id: `ast-marker-${p.seat}`, kind: 'marker', owner: p.seat, at: astCell(p.ast), label: p.name });
    for (let i = 0; i < p.treasury; i++) pieces.push({ id: `treasury-${p.seat}-${i}`, kind: 'token', owner: p.seat, at: treasuryCell(p.seat) });
  }
  return { boards, pieces };
}

/** The `legal-areas` answer as a placement preview for a building (legal areas lit, the others with their reason). */
export function buildingPreview(view: EmpiresView, seat: Seat, building: string, answer: readonly { area: string; check: { ok: boolean; rule?: string; message?: string } }[]): PreviewSpec {
  const cost = view.players[seat]?.buildingCost;
  return {
    piece: { kind: 'special-building', owner: seat, variant: building },
    candidates: answer.map(({ area, check }) =>
      check.ok
        ? { cells: [area], ok: true, detail: cost === null || cost === undefined ? 'Build here' : `Build here for ${cost}` }
        : { cells: [area], ok: false, rule: check.rule, message: check.message },
    ),
  };
}

/** The buildings on the board, for the miniature layer: where each stands and whose region holds it. */
export function standingBuildings(view: EmpiresView): { id: string; label: string; area: string; owner: Seat | null }[] {
  return view.buildings.filter((b) => b.at !== null).map((b) => ({ id: b.id, label: b.label, area: b.at!, owner: b.owner }));
}
