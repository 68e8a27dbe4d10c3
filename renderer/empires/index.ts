import type { ModuleRenderer } from '../module-renderer';
import { empiresTable } from '../../models/empires/table';
import type { EmpiresView } from '../../models/empires/view';
import { EmpiresPanel } from './EmpiresPanel';
import { MiniatureLayer } from './MiniatureLayer';
import { strings } from '../ui/strings';

/**
 * Mega Empires on the table: the area map, tokens, cities, A.S.T. and treasuries from `tableOf`; the special
 * buildings as miniatures (`Layer`); the phase's actions, the acquisition and the market in `Panel`. The private
 * panel lists the seat's trade cards, so the hotseat hand-over screen knows there is something to hide.
 */
export const empiresRenderer: ModuleRenderer = {
  tableOf: (view) => empiresTable(view as EmpiresView),
  // The map is read, not walked: a view from higher up (about 30 degrees from straight down against 50) shows its
  // area names a third taller at the same framing.
  homeTilt: 0.5,
  mapNameOf: (view) => (view as EmpiresView).map.name,
  phaseOf: (view) => {
    const v = view as EmpiresView;
    return v.phase === 'game-over' ? null : `Turn ${v.turn}, ${v.phaseName}`;
  },
  privatePanel: (view, seat) => {
    const v = view as EmpiresView;
    const me = v.players[seat];
    if (!me?.hand) return null;
    const cards = me.hand.map((c) => ({ id: c.id, name: c.label }));
    // In phases 6-7 by the rules the panel's hand (sets and their values) replaces the plain list.
    const inModulePanel = v.cardPhases === 'scripted' && (v.phase === 'trade-card-acquisition' || v.phase === 'trade');
    return { hands: [{ id: `hand-${seat}`, label: strings.empires.tradeCards, visibility: 'hand', owner: seat, count: cards.length, cards }], faceDown: [], inModulePanel };
  },
  Panel: EmpiresPanel,
  Layer: MiniatureLayer,
};
