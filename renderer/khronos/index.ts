import type { TableSpec } from '../../models/core/board';
import { cardColour } from '../../models/khronos/data';
import { khronosTable } from '../../models/khronos/table';
import type { KhronosView } from '../../models/khronos/view';
import type { ModuleRenderer } from '../module-renderer';
import { KhronosLayer } from './KhronosLayer';
import { KhronosPanel, otherLabel } from './KhronosPanel';
import type { KhronosAction } from '../../models/khronos/actions';
import { actionsFor } from '../game/PieceMenu';
import { FAMILY_HEX } from './silhouettes';
import { strings } from '../ui/strings';

const t = strings.khronos;

/**
 * The table keeps the boards and the pawns; the tiles, their cubes and the domain outlines are drawn by the
 * Khronos layer (family silhouettes, ripple and erasure animations), so the shared piece layer leaves them out.
 */
export function khronosTableForScene(view: KhronosView): TableSpec {
  const table = khronosTable(view);
  return { boards: table.boards, pieces: table.pieces.filter((p) => p.kind === 'pawn') };
}

/**
 * Khronos on the table: the three ages side by side (keys 1, 2, 3), tiles and cubes in `Layer`, the seat's cards
 * and Ecus, the builder with footprint previews and the earnings in `Panel`. The private panel lists the hand so
 * the hotseat hand-over screen knows there is something to hide.
 */
export const khronosRenderer: ModuleRenderer = {
  // The building families' (and their cards') colours: a seat's cube on a tower of its own colour would vanish.
  reservedColours: Object.values(FAMILY_HEX),
  // A pawn ("pawn-<seat>-<index>") travels by its index; buildings and their cubes go by the building's id.
  pieceActions: (_view, piece, actions) => {
    const pawn = /^pawn-\d+-(\d+)$/.exec(piece);
    return pawn ? actions.filter((a) => a.type === 'travel' && a.pawn === Number(pawn[1])) : actionsFor(piece, actions);
  },
  actionLabel: (view, action) => otherLabel(view as KhronosView, action as KhronosAction),
  tableOf: (view) => khronosTableForScene(view as KhronosView),
  mapNameOf: (view) => (view as KhronosView).map.name,
  phaseOf: (view) => {
    const v = view as KhronosView;
    return v.outcome ? null : t.turnPhase(v.turn, t.phase[v.phase] ?? v.phase);
  },
  privatePanel: (view, seat) => {
    const me = (view as KhronosView).players[seat];
    if (!me?.hand) return null;
    // A card is named by its colour, as players call it (its id is not for people).
    const cards = me.hand.map((c) => ({ id: c, name: t.colour[cardColour(c)] }));
    return { hands: [{ id: `hand-${seat}`, label: t.handLabel, visibility: 'hand', owner: seat, count: cards.length, cards }], faceDown: [] };
  },
  Panel: KhronosPanel,
  Layer: KhronosLayer,
};
