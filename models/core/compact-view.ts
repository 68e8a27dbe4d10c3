/**
 * A view without its static map data, for reading a scenario's result: the map a game is played on (terrain,
 * area polygons, label positions) never changes in play and is most of a view's size. `--full` keeps it.
 */
export const STATIC_KEYS: ReadonlySet<string> = new Set(['map', 'terrain', 'polygon', 'polygons', 'geometry']);

export const LEFT_OUT = '(static map data: --full shows it)';

export function compactView(view: unknown): unknown {
  if (Array.isArray(view)) return view.map(compactView);
  if (view === null || typeof view !== 'object') return view;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(view)) out[k] = STATIC_KEYS.has(k) && v !== null && typeof v === 'object' ? LEFT_OUT : compactView(v);
  return out;
}
