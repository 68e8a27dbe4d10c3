import { describe, expect, it } from 'vitest';
import { botRandom, playBotGame } from '../../machines/bots';
import { civBot, easyScore, likelyWinner } from '../../machines/bots/civ';
import { khronosBot } from '../../machines/bots/khronos';
import { sandboxBot } from '../../machines/bots/sandbox';
import { newHost, seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { CivAction } from '../../models/civ/actions';
import type { CivView } from '../../models/civ/view';
import type { KhronosAction } from '../../models/khronos/actions';
import type { KhronosView } from '../../models/khronos/view';

const legalOf = <A>(host: ReturnType<typeof newHost>, seat: number) => (host.answer(seat, { type: 'legal-actions' }) as { answer: A[] }).answer;

describe('the Civilization bot', () => {
  it('CIV-COMBAT-07 / CIV-COMBAT-08: it expects a lone army to lose against a capital and three armies to beat a lone army', () => {
    const host = newHost(modules.civ, ['A', 'B'], 'battle');
    const view = host.viewFor(0) as CivView;
    const capital = view.cities.find((c) => c.owner === 1)!;
    expect(likelyWinner(view, { attacker: 0, defender: 1, square: capital.centre, cityId: capital.id, defenderFigures: 0 }, 1)).toBe('defender');
    expect(likelyWinner(view, { attacker: 0, defender: 1, square: { x: 0, y: 0 }, defenderFigures: 1 }, 3)).toBe('attacker');
    expect(likelyWinner(view, { attacker: 0, defender: 1, square: { x: 0, y: 0 }, defenderFigures: 1 }, 1)).toBe('defender');
  });

  it('CIV-SCOUT-02: an army moving onto lone enemy scouts is a sure win it takes; onto an army as strong as its own it is not', () => {
    const host = newHost(modules.civ, ['A', 'B'], 'scouts');
    const view = host.viewFor(0) as CivView;
    const army = view.figures.find((f) => f.owner === 0 && f.kind === 'army')!;
    const next = { x: army.at.x + 1, y: army.at.y };
    const move: CivAction = { type: 'move', figures: [army.id], path: [next] };
    const withFoe = (kind: 'scout' | 'army') => ({ ...view, figures: [...view.figures, { id: 'foe', owner: 1, kind, at: next }] }) as unknown as CivView;
    expect(easyScore(withFoe('scout'), 0)(move)).toBeGreaterThan(0);
    expect(easyScore(withFoe('army'), 0)(move)).toBeLessThan(0);
  });

  it('CIV-BATTLE-21 / CIV-BATTLE-24: in a battle it plays the unit that kills the enemy unit alone on a front and lives, a trump first', () => {
    const host = newHost(modules.civ, ['A', 'B'], 'battle-play');
    const lone = { card: 'unit-mounted-2-1', type: 'mounted', strength: 2, wounds: 0, dead: false };
    const fight = { hands: { attacker: 3, defender: ['unit-infantry-1-1', 'unit-artillery-3-1'] }, fronts: [{ attacker: lone, defender: null }], next: 'defender', seats: { attacker: 0, defender: 1 }, bonus: { attacker: [], defender: [] }, cards: [] };
    const view = { ...(host.viewFor(1) as CivView), pending: [{ kind: 'battle', attacker: 0, defender: 1, square: { x: 0, y: 0 }, defenderFigures: 1, fight }] } as unknown as CivView;
    const legal: CivAction[] = [
      { type: 'play-unit', card: 'unit-infantry-1-1', front: 'new' }, { type: 'play-unit', card: 'unit-infantry-1-1', front: 0 },
      { type: 'play-unit', card: 'unit-artillery-3-1', front: 'new' }, { type: 'play-unit', card: 'unit-artillery-3-1', front: 0 },
    ];
    // Infantry 1 trumps mounted 2 but cannot kill it and dies; artillery 3 survives the mounted's first strike and kills it.
    expect(civBot().decide(view, legal, botRandom('p', 1), 1)).toEqual({ type: 'play-unit', card: 'unit-artillery-3-1', front: 0 });
    const weak = { ...fight, fronts: [{ attacker: { ...lone, strength: 1 }, defender: null }] };
    const view2 = { ...view, pending: [{ ...(view.pending[0] as object), fight: weak }] } as unknown as CivView;
    expect(civBot().decide(view2, legal, botRandom('p', 1), 1)).toEqual({ type: 'play-unit', card: 'unit-infantry-1-1', front: 0 });
  });

  it('CIV-TURN-02: outside its turn, with nothing asked of it, it plays no great person blind and waits', () => {
    const host = newHost(modules.civ, ['A', 'B'], 'wait');
    const legal: CivAction[] = [{ type: 'use-card', card: 'gp-x' }];
    expect(civBot().decide(host.viewFor(0) as CivView, legal, botRandom('w', 0), 0)).toBeNull();
  });
});

describe('the Khronos bot', () => {
  it('KH-XCH-1: it never pays Ecus to exchange cards; it starts its actions', () => {
    const host = newHost(modules.khronos, ['A', 'B'], 'exchange');
    const seat = host.activeSeats()[0];
    const legal = legalOf<KhronosAction>(host, seat);
    expect(legal.some((a) => a.type === 'exchange')).toBe(true);
    expect(khronosBot().decide(host.viewFor(seat) as KhronosView, legal, botRandom('x', seat), seat)).toEqual({ type: 'startActions' });
  });

  it('KH-CONS-1 / KH-EARN-3: with cards to spend it builds rather than ending its actions at once', () => {
    const host = newHost(modules.khronos, ['A', 'B'], 'build');
    const seat = host.activeSeats()[0];
    expect(host.submit(seat, { type: 'startActions' })).toBeNull();
    const legal = legalOf<KhronosAction>(host, seat);
    expect(legal.some((a) => a.type === 'construct')).toBe(true);
    const choice = khronosBot().decide(host.viewFor(seat) as KhronosView, legal, botRandom('b', seat), seat)!;
    expect(['construct', 'upgrade', 'populate']).toContain(choice.type);
    expect(host.submit(seat, choice)).toBeNull();
  });
});

describe('the sandbox bot', () => {
  it('moves things on the table now and then and never clears it (the sandbox has no winner)', () => {
    const game = playBotGame(modules.sandbox, seatPlayers(['A', 'B']), 'sandbox', [sandboxBot(), sandboxBot()], { maxActions: 40 });
    expect(game.refusals).toEqual([]);
    expect(game.actions).toBe(40);
    expect(game.outcome).toBeNull();
  });
});
