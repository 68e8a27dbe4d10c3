import { citiesOf } from '../population';
import type { EmpiresState } from '../state';
import { expandCyclone } from './cyclone';
import type { EffectStep } from './data';
import type { Expand, Expansion } from './expand-types';
import { expandFlood } from './flood';
import { amountFor, smallGame } from './modifiers';
import type { CalamityTask } from './types';
import { unitPoints } from './units';
import { expandVolcano } from './volcano';

const totalUnits = (state: EmpiresState, seat: number) => Object.keys(state.areas).reduce((t, a) => t + unitPoints(state, a, seat), 0);

/** One effect step of the active calamity turned into tasks, each with its numbers after the advance modifiers. */
export function expandStep(step: EffectStep, ...[state, active, rule]: Parameters<Expand>): Expansion {
  const v = active.victim;
  const b = active.beneficiary;
  const plain = (tasks: CalamityTask[]): Expansion => ({ state, log: [], tasks: tasks.filter((t) => t.left > 0) });
  const sufferers = (who: 'primary' | 'secondary') => (who === 'primary' ? [v] : active.secondaries);
  switch (step.kind) {
    case 'secondaryVictims':
      return plain([{ kind: step.kind, seat: v, chooser: v, left: smallGame(state) ? step.small : step.count }]);
    case 'damage':
    case 'reduceCities':
    case 'destroyCities':
      return plain(sufferers(step.who).map((seat) => {
        const n = amountFor(state, rule, seat, step.who);
        const left = step.kind === 'reduceCities' && step.allBut ? Math.max(0, citiesOf(state, seat).length - n) : n;
        const buyOff = 'buyOff' in step && step.buyOff && state.players[seat].advances.includes(step.buyOff.advance) ? step.buyOff.cards : undefined;
        return { kind: step.kind, seat, chooser: seat, left, where: 'where' in step ? step.where : undefined, saveCost: 'saveCost' in step ? step.saveCost : undefined, saveCards: buyOff };
      }));
    case 'annexCities':
    case 'barbarianAttack':
      return plain(b === null ? [] : [{ kind: step.kind, seat: v, chooser: b, left: amountFor(state, rule, v, 'primary') }]);
    case 'annexUnits': {
      const n = amountFor(state, rule, v, 'primary');
      return plain(b === null ? [] : [{ kind: step.kind, seat: v, chooser: b, left: step.allBut ? totalUnits(state, v) - n : n }]);
    }
    case 'pirateCities':
      if (step.who === 'primary') return plain(b === null ? [] : [{ kind: step.kind, seat: v, chooser: b, left: amountFor(state, rule, v, 'primary') }]);
      return plain(active.secondaries.map((seat) => ({ kind: step.kind, seat, chooser: v, left: amountFor(state, rule, seat, 'secondary') })));
    case 'treasuryLoss':
      return plain([{ kind: step.kind, seat: v, chooser: v, left: step.amount }]);
    case 'discardFaceValue':
    case 'supportRate':
    case 'regression':
      return plain([{ kind: step.kind, seat: v, chooser: v, left: step.kind === 'regression' ? 1 : amountFor(state, rule, v, 'primary') }]);
    case 'discardCards':
      return plain([{ kind: step.kind, seat: v, chooser: v, left: amountFor(state, rule, v, 'primary'), saveCost: step.saveCost }]);
    case 'volcanoOrEarthquake':
      return expandVolcano(state, active, rule);
    case 'flood':
      return expandFlood(state, active, rule);
    case 'cyclone':
      return expandCyclone(state, active, rule);
  }
}
