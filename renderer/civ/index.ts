import { civTable, greatPersonName } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import type { ModuleRenderer } from '../module-renderer';
import { cardName } from '../../models/civ/cards/abilities';
import { CivLayer } from './CivLayer';
import { civHome } from './home';
import { actingSeat, CivPanel } from './CivPanel';
import { strings } from '../ui/strings';

const t = strings.civ;
const b = strings.civBattle;

/**
 * Civilization on the table: the map of tiles with its figures, cities and markers from `tableOf`; the growth
 * preview's outskirts in `Layer`; the phase's actions, great people, investments, loot and wonders in `Panel`.
 * The private panel lists the seat's great person cards still hidden, so the hand-over screen knows to hide them.
 */
export const civRenderer: ModuleRenderer = {
  tableOf: (view) => civTable(view as CivView),
  // The first view, and each after a hand-over, frames the shown seat's capital and the land round it.
  homeOf: (view, seat) => civHome(view as CivView, seat),
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
    const unit = (id: string) => ({ id, name: b.unit(b.unitType[id.split('-')[1]] ?? id, Number(id.split('-')[2])) });
    // Standing forces and a battle force are secret too: the hand-over screen hides them (CIV-BATTLE-11).
    const head = (view as CivView).pending[0] as { fight?: { hands: Record<string, readonly string[] | number> } } | undefined;
    const battle = Object.values(head?.fight?.hands ?? {}).flatMap((h) => (Array.isArray(h) ? h : []));
    const events = me.cultureHand.map((id) => ({ id, name: cardName(id) }));
    return {
      hands: [
        { id: `great-people-${seat}`, label: b.greatPeopleLabel, visibility: 'hand', owner: seat, count: cards.length, cards },
        { id: `forces-${seat}`, label: b.forcesLabel, visibility: 'hand', owner: seat, count: me.forces.length, cards: me.forces.map(unit) },
        { id: `battle-${seat}`, label: b.handLabel, visibility: 'hand', owner: seat, count: battle.length, cards: battle.map(unit) },
        // CIV-CEV-01: culture events are secret too; they are played from the panel's culture hand.
        { id: `culture-events-${seat}`, label: t.cultureHand, visibility: 'hand', owner: seat, count: events.length, cards: events },
      ],
      faceDown: [],
    };
  },
  Panel: CivPanel,
  Layer: CivLayer,
};
