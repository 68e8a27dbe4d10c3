import { describe, expect, it } from 'vitest';
import { botFor, playBotGame, startBotGame, type Bot } from '../../machines/bots';
import { civHardBot } from '../../machines/bots/civ-levels/levels';
import { sampleable, sampleState } from '../../machines/bots/civ-levels/sample';
import { evaluate, roundsToWin } from '../../machines/bots/civ-levels/evaluate';
import { civHardMove, civHardSearch } from '../../machines/bots/civ-levels/search';
import type { GameHost } from '../../machines/engine/host';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { CivAction } from '../../models/civ/actions';
import { invariantBroken } from '../../models/civ/random-game';
import { civRules } from '../../models/civ/rules';
import type { CivState } from '../../models/civ/state';
import { viewCiv } from '../../models/civ/view';
import { Random, seedRng } from '../../models/core/rng';
import { viewOnly } from './harness';
import { siteMoves, sitePromise } from '../../machines/bots/civ-levels/sites';
import { checkCitySite } from '../../models/civ/rules/city';

const names = seatPlayers(['Ada', 'Bo']);
const smallHard = () => civHardBot({ samples: 1, candidates: 3, width: 3, steps: 4, sites: true });

/** Positions of a seeded easy-bot game where the acting seat's view can be sampled: every fifth one. */
function positions(seed: string, actions: number): { state: CivState; seat: number }[] {
  const game = startBotGame(modules.civ, names, seed, [botFor('civ')!(), botFor('civ')!()], { maxActions: actions });
  const out: { state: CivState; seat: number }[] = [];
  for (let n = 0; game.step(); n++) {
    const state = game.host.state as CivState;
    const seat = civRules.activeSeats(state)[0];
    if (n % 5 === 0 && seat !== undefined && sampleable(viewCiv(state, seat), seat)) out.push({ state, seat });
  }
  return out;
}

describe('the Civilization levels sample what a seat cannot see', () => {
  const states = positions('civ-levels-sample', 240);

  it('CIV-CEV-01: a sample keeps everything the seat sees, conserves every card and marker, and offers the seat the same legal actions', () => {
    expect(states.length).toBeGreaterThan(20);
    for (const { state: real, seat } of states) {
      const sample = sampleState(viewCiv(real, seat), seat, new Random(seedRng('s')));
      expect(invariantBroken(sample)).toBeNull();
      expect(civRules.legalActions(sample, seat)).toEqual(civRules.legalActions(real, seat));
      expect(viewCiv(sample, seat)).toEqual(viewCiv(real, seat));
    }
  });

  it('CIV-CEV-01: a sample does not depend on the other seat\'s hand and forces or the decks\' order', () => {
    const { state: real, seat } = states[states.length - 1];
    const rival = 1 - seat;
    const decks = real.cultureDecks;
    const moved: CivState = {
      ...real,
      // Swap the rival's hand with the top of the first deck and reverse the decks: the seat sees none of it.
      players: real.players.map((p) => (p.seat === rival ? { ...p, cultureHand: decks[1].slice(0, p.cultureHand.length) } : p)),
      cultureDecks: { 1: [...real.players[rival].cultureHand, ...decks[1].slice(real.players[rival].cultureHand.length)].reverse(), 2: [...decks[2]].reverse(), 3: [...decks[3]].reverse() },
      wonderDeck: [...real.wonderDeck].reverse(),
      hutBag: [...real.hutBag].reverse(),
    };
    expect(moved.cultureDecks).not.toEqual(real.cultureDecks);
    expect(viewCiv(moved, seat)).toEqual(viewCiv(real, seat));
    const a = sampleState(viewCiv(real, seat), seat, new Random(seedRng('same')));
    const b = sampleState(viewCiv(moved, seat), seat, new Random(seedRng('same')));
    expect(b).toEqual(a);
  });

  it('CIV-VICTORY: the evaluation favours a seat nearer the end of the culture track, all else equal', () => {
    const { state: real, seat } = states[4];
    const ahead: CivState = { ...real, players: real.players.map((p) => (p.seat === seat ? { ...p, cultureTrack: p.cultureTrack + 3 } : p)) };
    expect(roundsToWin(ahead, seat).culture).toBeLessThan(roundsToWin(real, seat).culture);
    expect(evaluate(ahead, seat)).toBeGreaterThan(evaluate(real, seat));
    expect(evaluate({ ...real, winner: { seat, how: 'tech' } }, seat)).toBe(1000);
  });
});

describe('the Civilization levels play by the rules and see only their seat', () => {
  it.each([
    ['normal', () => botFor('civ', 'normal')!()],
    ['hard (a small budget)', smallHard],
  ])('ENGINE-SEAT-1: %s plays from a view-only copy of its view, with no refused move', (_level, make) => {
    let host: GameHost | null = null;
    const guarded = [0, 1].map((): Bot => {
      const inner = make();
      return { name: inner.name, decide: (view, legal, random, seat) => inner.decide(viewOnly(view, host!.state), legal, random, seat) };
    });
    const game = playBotGame(modules.civ, names, 'civ-levels-view', guarded, { maxActions: 60, onStart: (h) => (host = h) });
    expect(game.refusals).toEqual([]);
    expect(game.actions).toBe(60);
  });

  it('CIV-TURN-01: a game between the hard and normal levels replays move for move from its seed', () => {
    const play = () => playBotGame(modules.civ, names, 'civ-levels-replay', [smallHard(), botFor('civ', 'normal')!()], { maxActions: 60 });
    const first = play();
    expect(first.refusals).toEqual([]);
    expect(play().host.actionLog).toEqual(first.host.actionLog);
  });

  it('CIV-TURN-01: the hard search yields between playouts and, run through, picks the same legal move as at once', () => {
    const budget = { samples: 2, candidates: 3, width: 3, steps: 3, sites: true };
    // The first position with a real choice: a clear best move needs no search.
    for (const { state, seat } of positions('civ-levels-search', 120)) {
      const legal = civRules.legalActions(state, seat) as CivAction[];
      const search = civHardSearch(viewCiv(state, seat), legal, new Random(seedRng('h')), seat, budget);
      let slices = 0;
      let step = search.next();
      for (; !step.done; step = search.next()) slices++;
      if (slices === 0) continue;
      expect(legal).toContainEqual(step.value);
      expect(civHardMove(viewCiv(state, seat), legal, new Random(seedRng('h')), seat, budget)).toEqual(step.value);
      // One slice to pick the candidates, then one per playout.
      expect(slices).toBe(1 + budget.samples * budget.candidates);
      return;
    }
    expect.unreachable('no position asked for a search');
  });
});

describe('the hard level looks for city sites (sites.ts)', () => {
  /** The first position of a seeded easy game where a seat's scout is one step from a legal site it could found. */
  function nearSite(): { state: CivState; seat: number; scout: string; site: { x: number; y: number } } {
    for (const { state, seat } of positions('civ-levels-sites', 400)) {
      if (state.cities.filter((c) => c.owner === seat).length >= 2) continue;
      for (const f of state.figures) {
        if (f.owner !== seat || f.kind !== 'scout') continue;
        for (const site of [{ x: f.at.x + 1, y: f.at.y }, { x: f.at.x - 1, y: f.at.y }, { x: f.at.x, y: f.at.y + 1 }, { x: f.at.x, y: f.at.y - 1 }]) {
          if (checkCitySite(state, seat, site).ok && !checkCitySite(state, seat, f.at).ok) return { state, seat, scout: f.id, site };
        }
      }
    }
    throw new Error('no scout next to a site in the seeded game');
  }
  const { state, seat, scout, site } = nearSite();
  const moveTo = (at: { x: number; y: number }): CivState => ({ ...state, figures: state.figures.map((f) => (f.id === scout ? { ...f, at } : f)) });

  it('CIV-CITY-03: a scout standing on a legal site promises more than one a step away, and nothing once the seat has no room for a city', () => {
    const on = sitePromise(moveTo(site), seat);
    expect(on).toBeGreaterThan(sitePromise(state, seat));
    const full: CivState = { ...state, players: state.players.map((p) => (p.seat === seat ? { ...p, techs: p.techs.filter((t) => t.name !== 'Irrigation') } : p)), cities: [...state.cities, { ...state.cities.find((c) => c.owner === seat)!, id: 'extra', centre: { x: -10, y: -10 } }] };
    expect(sitePromise(full, seat)).toBe(0);
  });

  it('CIV-CITY-03: the extra candidates are legal scout moves that bring a scout nearer a site or a facedown tile', () => {
    const s: CivState = { ...state, phase: 'movement', moved: {}, pending: [], turn: state.order.indexOf(seat) };
    const legal = civRules.legalActions(s, seat);
    const moves = siteMoves(s, seat, legal);
    expect(moves).toContainEqual({ type: 'move', figures: [scout], path: [site] });
    for (const c of moves) {
      expect(legal).toContain(c);
      expect(c.type).toBe('move');
    }
  });

  it('CIV-CITY-03: the hard level founds a city whenever the rules let it', () => {
    const scoutAt = state.figures.find((f) => f.id === scout)!;
    const s: CivState = { ...moveTo(site), phase: 'start', moved: {}, pending: [], turn: state.order.indexOf(seat) };
    const legal = civRules.legalActions(s, seat) as CivAction[];
    expect(scoutAt.kind).toBe('scout');
    expect(legal).toContainEqual({ type: 'found-city', scout });
    const move = civHardMove(viewCiv(s, seat), legal, new Random(seedRng('found')), seat, { samples: 1, candidates: 3, width: 3, steps: 3, sites: true });
    expect(move).toEqual({ type: 'found-city', scout });
  });
});
