import { sandboxTable } from '../models/sandbox/board';
import type { SandboxView } from '../models/sandbox/rules';
import type { TabletopView } from '../models/tabletop/view';
import { tabletopPrivate, type ModuleRenderer } from './module-renderer';
import { civRenderer } from './civ';
import { empiresRenderer } from './empires';
import { khronosRenderer } from './khronos';

export * from './module-renderer';

const sandbox: ModuleRenderer = {
  tableOf: (view) => sandboxTable(view as SandboxView),
  privatePanel: (view, seat) => tabletopPrivate((view as SandboxView).table, seat),
  phaseOf: (view) => ((view as SandboxView).ended ? null : 'Free table'),
  tabletopOf: (view) => (view as SandboxView).table,
  supplyKinds: ['pawn', 'cube'],
};

/** A module whose renderer has not arrived yet: an empty table, and the tabletop panels if its view has one. */
const fallback: ModuleRenderer = {
  tableOf: () => ({ boards: [], pieces: [] }),
  tabletopOf: (view) => {
    const t = (view as { table?: TabletopView } | null)?.table;
    return t && typeof t === 'object' && 'pieces' in t && 'piles' in t ? t : null;
  },
  privatePanel(view, seat) {
    const t = fallback.tabletopOf!(view);
    return t ? tabletopPrivate(t, seat) : null;
  },
};

const renderers: Readonly<Record<string, ModuleRenderer>> = { sandbox, empires: empiresRenderer, khronos: khronosRenderer, civ: civRenderer };

export function rendererFor(module: string): ModuleRenderer {
  return renderers[module] ?? fallback;
}
