import { useMemo, type ReactNode } from 'react';
import type { TableSpec } from '../../models/core/board';
import type { ModuleRenderer } from '../modules';
import { layoutTable, type TableLayout } from '../table/layout';

const EMPTY: TableSpec = { boards: [], pieces: [] };

/**
 * What a module's view puts on the table: the shared scene's boards and pieces (`tableOf`) and the module's own 3D
 * layer (Khronos tiles, Mega Empires miniatures...). Every screen that draws a view (the game, the replay) takes
 * both from here, so none can draw the one without the other.
 */
export function useModuleTable(renderer: ModuleRenderer, view: unknown, seatColours: readonly string[]): { table: TableSpec; layout: TableLayout; layers: ReactNode } {
  const table = useMemo(() => (view !== undefined ? renderer.tableOf(view) : EMPTY), [view, renderer]);
  const layout = useMemo(() => layoutTable(table.boards), [table.boards]);
  const Layer = renderer.Layer;
  const layers = Layer && view !== undefined ? <Layer view={view} layout={layout} seatColours={seatColours} /> : undefined;
  return { table, layout, layers };
}
