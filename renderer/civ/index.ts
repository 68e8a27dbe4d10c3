import { civTable, greatPersonName } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import type { ModuleRenderer } from '../modules';
import { cardName } from '../../models/civ/cards/abilities';
import { CivLayer } from './CivLayer';
import { actingSeat, CivPanel } from './CivPanel';
import { strings } from '../ui/strings';

const t = strings.civ;

/**
 * Civilization on the table: the map of tiles with its figures, cities and markers from `tableOf`; the growth
 * preview's outskirts in `Layer`; the phase's actions, great people, investments, loot and wonders in `Panel`.
 * The private panel lists the seat's great person cards still hidden, so the hand-over screen knows to hide them.
 */
export const civRenderer: ModuleRenderer = {
  tableOf: (view) => civTable(view as CivView),
  phaseOf: (view) => {
    const v = view as CivView;
    if (v.phase === 'ended') return null;
    const acting = actingSeat(v);
    return t.roundPhase(v.round, t.phase[v.phase] ?? v.phase, acting === null ? '' : (v.players[acting]?.name ?? ''));
  },
  privatePanel: (view, seat) => {
    const me = (view as CivView).players[seat];
    if (!me) return null;
    const cards = me.gpCards.filter((c) => !c.faceUp).map((c) => ({ id: c.id, name: greatPersonName(c.id) }));
    const events = me.cultureHand.map((id) => ({ id, name: cardName(id) }));
    return {
      hands: [
        { id: `great-people-${seat}`, label: t.greatPersonCards, visibility: 'hand', owner: seat, count: cards.length, cards },
        // CIV-CEV-01: culture events are secret too; they are played from the panel's culture hand.
        { id: `culture-events-${seat}`, label: t.cultureHand, visibility: 'hand', owner: seat, count: events.length, cards: events },
      ],
      faceDown: [],
    };
  },
  Panel: CivPanel,
  Layer: CivLayer,
};
