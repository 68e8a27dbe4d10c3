import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import type { Bot } from './bot';
import { acquisitionMove } from './empires-acquire';
import { scriptedBoard, special } from './empires-board';
import { calamityDecision } from './empires-calamity';
import { manualPhases } from './empires-manual';
import { find } from './empires-reads';
import { tradeDecision } from './empires-trade';

/**
 * Mega Empires with Special Buildings: it plays the manual phases as the rulebook asks (tax 2 per city, growth of
 * one or two tokens per area, gathering six tokens on a city site, building cities, one card per city from the
 * stacks) and says it is done; in the acquisition phase it buys the advance or building worth most to it, claims
 * priority for its own civilization's building, closes a dispute window it is not part of, and discards the
 * cheapest card over the hand limit.
 */
export function empiresBot(): Bot<EmpiresView, EmpiresAction> {
  const manual = manualPhases();
  const trade = { key: '', bought: 0 };

  return {
    name: 'empires',
    decide(view, legal, random, seat) {
      if (legal.length === 0) return null;
      // ME-CONF2-2/10, ME-CITY-5: a city attack's or support check's question; the first option is the rules' default.
      const choice = legal.find((a) => a.type === 'conflict-choose' || a.type === 'reduce-for-support');
      if (choice) return choice;
      if (view.phase === 'advances-acquisition') return acquisitionMove(view, legal, seat, random);
      if (view.calamity) return calamityDecision(view, legal, seat, random);
      if (legal.some((a) => a.type === 'pass-special')) return special(view, legal, seat);
      if (view.cardPhases === 'scripted' && (view.phase === 'trade-card-acquisition' || view.phase === 'trade')) return tradeDecision(view, legal, seat, trade);
      const board = scriptedBoard(view, legal, seat, random);
      if (board) return board;
      return manual(view, legal, seat, random) ?? find(legal, 'phase-done');
    },
  };
}
