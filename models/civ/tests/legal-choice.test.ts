import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { PLAYER_COLORS } from '../contract';
import { legalActions, legalChoice } from '../legal';
import { civOptions } from '../options';
import { civRules } from '../rules';
import { applyAction } from '../apply';
import { draftOf, finish } from '../draft';
import type { CivState } from '../state';
import type { CivAction } from '../actions';
import { checkAction } from '../check';
import { GAME_TECHS } from '../data/techs';
import { COMPONENTS } from '../data/components';
import { investmentTitles } from '../data/investments';
import { cityLimit, isCityCentreOf } from '../player';

function start(seed: string, players: number): CivState {
  const seats = Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  return civRules.setup(seats, civOptions({}), new Random(seedRng(seed)));
}

describe('legal actions by kind (the random players of the drills)', () => {
  it('CIV-TURN-01: legalChoice lists the kinds in legalActions order and, per kind, exactly its legal actions, for every seat', () => {
    for (const [seed, players] of [['choice-a', 3], ['choice-b', 5]] as const) {
      let state = start(seed, players);
      const chooser = new Random(seedRng(`${seed}/bot`));
      const kinds = new Set<string>();
      for (let step = 0; step < 250 && state.phase !== 'ended'; step++) {
        for (let seat = 0; seat < players; seat++) {
          const legal = legalActions(state, seat);
          const choice = legalChoice(state, seat);
          expect(choice.types).toEqual([...new Set(legal.map((a) => a.type))]);
          for (const type of choice.types) expect(choice.ofType(type)).toEqual(legal.filter((a) => a.type === type));
          for (const type of choice.types) kinds.add(type);
        }
        const seat = civRules.activeSeats(state)[0];
        const choice = legalChoice(state, seat);
        state = civRules.apply(state, seat, chooser.pick(choice.ofType(chooser.pick(choice.types))), new Random(state.rng)).state;
      }
      // The comparison covered the busy phases, not only `done`.
      expect([...kinds]).toEqual(expect.arrayContaining(['done', 'city-action', 'move', 'research', 'give']));
    }
  });

  it('CIV-TURN-01: legalActions lists each legal move and city action once (they are listed without a key to drop repeats)', () => {
    let state = start('once', 4);
    const chooser = new Random(seedRng('once/bot'));
    let listed = 0;
    for (let step = 0; step < 600 && state.phase !== 'ended'; step++) {
      const seat = civRules.activeSeats(state)[0];
      const legal = legalActions(state, seat);
      const keyed = legal.filter((a) => a.type === 'move' || a.type === 'city-action').map((a) => JSON.stringify(a));
      expect(new Set(keyed).size).toBe(keyed.length);
      listed += keyed.length;
      const choice = legalChoice(state, seat);
      state = civRules.apply(state, seat, chooser.pick(choice.ofType(chooser.pick(choice.types))), new Random(state.rng)).state;
    }
    expect(listed).toBeGreaterThan(1000);
  });
});

describe('shortcuts of the candidate list (kinds the check refuses wholesale are never listed)', () => {
  it('CIV-TECH-03, CIV-CITY-02, CIV-GOV-02, FF-INV-03, FF-INV-04, FF-RELIC-08, FF-DISBAND-01: every candidate a shortcut leaves out is one checkAction refuses', () => {
    const seen = new Set<string>();
    const refused = (state: CivState, seat: number, a: CivAction, why: string) => {
      seen.add(why);
      expect(checkAction(state, seat, a).ok, `${why}: ${JSON.stringify(a)}`).toBe(false);
    };
    for (const [seed, players] of [['shortcut-a', 3], ['shortcut-b', 4]] as const) {
      let state = start(seed, players);
      const chooser = new Random(seedRng(`${seed}/bot`));
      for (let step = 0; step < 500 && state.phase !== 'ended'; step++) {
        const seat = civRules.activeSeats(state)[0];
        const p = state.players[seat];
        if (state.pending.length === 0 && state.order[state.turn] === seat) {
          const mine = state.cities.filter((c) => c.owner === seat).length;
          if (state.phase === 'research' && p.researchedThisTurn) for (const t of GAME_TECHS) refused(state, seat, { type: 'research', tech: t.name }, 'researched');
          if (state.phase === 'start') {
            if (mine >= Math.min(cityLimit(p), COMPONENTS.cityMarkersPerPlayer)) for (const f of state.figures) if (f.owner === seat && f.kind === 'scout') refused(state, seat, { type: 'found-city', scout: f.id }, 'city-limit');
            refused(state, seat, { type: 'change-government', government: p.government as 'despotism' }, 'same-government');
            if (p.anarchyTarget) refused(state, seat, { type: 'change-government', government: 'monarchy' }, 'anarchy');
            for (const card of investmentTitles(state.options)) {
              if (!state.options.investmentDeck || p.investedThisTurn || p.coinTokens < 1) refused(state, seat, { type: 'invest', card }, 'invest');
              if (p.freeInvestments < 1) refused(state, seat, { type: 'place-free-investment', card }, 'free-investment');
            }
          }
          if (state.phase === 'movement') for (const f of state.figures) if (f.owner === seat && !isCityCentreOf(state, seat, f.at)) refused(state, seat, { type: 'disband', figure: f.id, marker: 'none' }, 'disband');
        }
        const choice = legalChoice(state, seat);
        state = civRules.apply(state, seat, chooser.pick(choice.ofType(chooser.pick(choice.types))), new Random(state.rng)).state;
      }
    }
    // The games met the shortcuts (all but the city limit, which these games never reach), so the test can fail for each.
    expect([...seen]).toEqual(expect.arrayContaining(['anarchy', 'disband', 'free-investment', 'invest', 'researched', 'same-government']));
  });
});

describe('drafts', () => {
  it('apply leaves its input alone and hands back unchanged parts as they were (the drills freeze states and diff views by identity)', () => {
    let state = start('drafts', 3);
    const chooser = new Random(seedRng('drafts/bot'));
    for (let step = 0; step < 200 && state.phase !== 'ended'; step++) {
      const before = JSON.stringify(state);
      const seat = civRules.activeSeats(state)[0];
      const legal = legalActions(state, seat);
      const next = applyAction(state, seat, chooser.pick(legal), new Random(state.rng)).state;
      expect(JSON.stringify(state)).toBe(before);
      for (const k of Object.keys(next) as (keyof CivState)[]) {
        if (JSON.stringify(next[k]) === JSON.stringify(state[k])) expect(next[k]).toBe(state[k]);
      }
      state = next;
    }
  });

  it('a draft copies a part when first touched, and finish keeps what did not change', () => {
    const state = start('touch', 2);
    const d = draftOf(state);
    expect(d.players).not.toBe(state.players);
    d.players[1].trade += 2;
    const next = finish(d, state);
    expect(next.players[1].trade).toBe(state.players[1].trade + 2);
    expect(next.players[0]).toBe(state.players[0]);
    expect(next.players[1]).not.toBe(state.players[1]);
    expect(next.figures).toBe(state.figures);
    expect(state.players[1].trade).toBe(start('touch', 2).players[1].trade);
  });
});
