import { describe, expect, it } from 'vitest';
import { botRandom, startBotGame } from '../../machines/bots';
import { isManualPhase } from '../../models/empires/phases';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import { empiresBot } from '../../machines/bots/empires';
import type { EmpiresAction } from '../../models/empires/actions';
import { empiresRules } from '../../models/empires/rules';
import { enterPhase } from '../../models/empires/sequence';
import type { EmpiresState } from '../../models/empires/state';
import { advances, city, game, inPhase, tokens, treasury } from '../../models/empires/test/fixtures';
import type { EmpiresView } from '../../models/empires/view';

/** Five players on the test map, each with a supported city in his starting area and `money` in treasury. */
function table(money = 60): EmpiresState {
  let s = game();
  for (const p of s.players) s = treasury(city(tokens(tokens(s, `${p.civ}-two`, p.seat, 2), `${p.civ}-shore`, p.seat, 2), `${p.civ}-start`, p.seat), p.seat, money);
  return s;
}

/** Asks a bot what it does, from the seat's view and legal actions only, like the host does. */
function ask(bot: ReturnType<typeof empiresBot>, s: EmpiresState, seat: number): EmpiresAction | null {
  return bot.decide(empiresRules.view(s, seat) as EmpiresView, empiresRules.legalActions(s, seat), botRandom('t', seat), seat);
}

function play(s: EmpiresState, seat: number, action: EmpiresAction): EmpiresState {
  expect(empiresRules.check(s, seat, action)).toEqual({ ok: true });
  return empiresRules.apply(s, seat, action, botRandom('apply', seat)).state;
}

describe('the Empires bot', () => {
  it('SB-PRIO-1: out of its turn it claims priority for its own civilization\'s building, and otherwise waits', () => {
    const s = inPhase(table(), 'advances-acquisition');
    const current = s.acquisition!.order[0];
    const other = s.acquisition!.order.find((seat) => seat !== current)!;
    const claim = ask(empiresBot(), s, other);
    expect(claim?.type).toBe('claim-priority');
    const plan = (claim as Extract<EmpiresAction, { type: 'claim-priority' }>).plan;
    expect(s.buildings[plan.build!.building].civ).toBe(s.players[other].civ);
    // Its own building already stands: nothing worth a claim, so it waits for its turn.
    const own = Object.values(s.buildings).find((b) => b.civ === s.players[other].civ)!;
    const taken = { ...s, buildings: { ...s.buildings, [own.id]: { ...own, at: `${s.players[other].civ}-start`, builtBy: other, builtTurn: 0 } } };
    expect(ask(empiresBot(), taken, other)).toBeNull();
  });

  it('SB-PRIO-3: with a dispute window open, a bot with no claim of its own closes it', () => {
    let s = inPhase(table(), 'advances-acquisition');
    const [current, claimer, bystander] = s.acquisition!.order;
    s = play(s, claimer, ask(empiresBot(), s, claimer)!);
    expect(s.acquisition!.window!.claims).toHaveLength(1);
    const bystanderChoice = ask(empiresBot(), s, bystander);
    // The bystander either claims its own building too (the race) or closes the window; never anything else.
    expect(['claim-priority', 'close-window']).toContain(bystanderChoice?.type);
    const taken = { ...s, buildings: Object.fromEntries(Object.entries(s.buildings).map(([id, b]) => [id, b.civ === s.players[current].civ ? { ...b, at: 'wild-four', builtBy: claimer, builtTurn: 0 } : b])) };
    expect(ask(empiresBot(), taken, current)?.type).toBe('close-window');
  });

  it('ME-ADV-1 / SB-VP-1: on its turn it transacts for its own building rather than passing', () => {
    const s = inPhase(table(), 'advances-acquisition');
    const current = s.acquisition!.order[0];
    const choice = ask(empiresBot(), s, current);
    expect(choice?.type).toBe('transact');
    const plan = (choice as Extract<EmpiresAction, { type: 'transact' }>).plan;
    expect(s.buildings[plan.build!.building].civ).toBe(s.players[current].civ);
  });

  it('ME-TURN-1: in tax collection it moves two tokens per city into treasury, then says the phase is done', () => {
    let s = inPhase(table(10), 'tax-collection');
    const bot = empiresBot();
    const before = s.players[0].treasury;
    const taken: string[] = [];
    for (let i = 0; i < 10; i++) {
      const action = ask(bot, s, 0)!;
      taken.push(action.type);
      s = play(s, 0, action);
      if (action.type === 'phase-done') break;
    }
    expect(taken).toEqual(['treasury', 'treasury', 'phase-done']);
    expect(s.players[0].treasury).toBe(before + 2);
    expect(s.done).toContain(0);
  });

  it('ME-TURN-1 (phase 2): in population expansion an area with two tokens gains two and one with one gains one, then done', () => {
    let s = inPhase(tokens(table(10), 'wild-two', 0, 1), 'population-expansion');
    const bot = empiresBot();
    const civ = s.players[0].civ;
    for (let i = 0; i < 12; i++) {
      const action = ask(bot, s, 0)!;
      s = play(s, 0, action);
      if (action.type === 'phase-done') break;
    }
    expect(s.done).toContain(0);
    expect(s.areas[`${civ}-two`].tokens[0]).toBe(4);
    expect(s.areas[`${civ}-shore`].tokens[0]).toBe(4);
    expect(s.areas['wild-two'].tokens[0]).toBe(2);
  });
});

describe('bot-only games with every phase by the rules', () => {
  it.each([5, 3])('ME-SEQ-1: a %i-player bot-only game runs from setup to the final scoring with no manual action in its log', (n) => {
    const names = Array.from({ length: n }, (_, i) => `Bot ${i + 1}`);
    const game = startBotGame(modules.empires, seatPlayers(names), `scripted-${n}`, names.map(() => empiresBot()), { maxActions: 40_000 });
    // Each accepted action with the phase it was made in: none may be a tabletop edit of a manual phase.
    const manual: string[] = [];
    for (;;) {
      const before = game.host.state as EmpiresState;
      const count = game.host.actionLog.length;
      if (!game.step()) break;
      if (game.host.actionLog.length > count && isManualPhase(before)) manual.push(`${before.phase}: ${game.host.actionLog[count].action.type}`);
    }
    expect(game.refusals).toEqual([]);
    expect(game.outcome).not.toBeNull();
    expect(manual).toEqual([]);
    const log = game.host.logFor(null);
    // No phase is announced as manual, and no board edit of the tabletop was needed.
    expect(log.filter((l) => /^Phase \d+: .*\(manual\)/.test(l.text))).toEqual([]);
    expect(log.filter((l) => /: (placed|removed|built a city|moved \d+ token|destroyed|reduced|annexed)/.test(l.text))).toEqual([]);
    expect(log.some((l) => l.rule === 'ME-CENSUS-1')).toBe(true);
    expect(log.some((l) => l.rule === 'ME-MOVE-3')).toBe(true);
    expect(log.some((l) => l.rule === 'ME-CITY-1')).toBe(true);
  }, 300_000);
});

describe('the Empires bot, stranded', () => {
  it('ME-MOVE-1: with no city, an empty stock and no six tokens next to a site, its tokens walk towards one', () => {
    let s = game({ n: 3, options: { boardPhases: 'scripted' } });
    const c = s.players[0].civ;
    // Nothing anywhere but seat 0's eight tokens, spread thin: no site has six within a step, saba's start has six within two.
    s = { ...s, areas: Object.fromEntries(Object.entries(s.areas).map(([id, a]) => [id, { ...a, tokens: {}, city: null }])) };
    s = tokens(tokens(tokens(tokens(tokens(s, 'wild-two', 0, 2), `${c}-two`, 0, 2), `${c}-one`, 0, 1), `${c}-start`, 0, 1), `${c}-shore`, 0, 2);
    s = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, stock: 0 } : p)) };
    s = enterPhase({ ...s, done: [] }, 'movement', botRandom('m', 0)).state;
    const mover = empiresRules.activeSeats(s);
    expect(mover).toContain(0);
    const action = ask(empiresBot(), s, 0);
    expect(action).toMatchObject({ type: 'move-tokens', to: `${c}-start`, count: 1 });
    // With stock left the bot is not stranded: it grows in place and ends its movement as before.
    const stocked = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, stock: 10 } : p)) };
    expect(ask(empiresBot(), stocked, 0)).toMatchObject({ type: 'end-movement' });
  });

  it('ME-SHIP-1: with its cities on every site of its land, it builds a ship and sails its tokens to a free city site', () => {
    let s = game({ n: 3, options: { boardPhases: 'scripted' } });
    const c = s.players[0].civ;
    s = { ...s, areas: Object.fromEntries(Object.entries(s.areas).map(([id, a]) => [id, { ...a, tokens: {}, city: null }])) };
    // Its cities on its start and its "two" site; twelve tokens (enough for a third city and the support of all
    // three), none within a step of a free site with six: its shore holds five, its "one" area seven.
    s = tokens(tokens(city(city(s, `${c}-start`, 0), `${c}-two`, 0), `${c}-shore`, 0, 5), `${c}-one`, 0, 7);
    // The test map's shores meet only across open sea: Astronavigation lets its ships cross (ME-ADVX-C12).
    s = advances(treasury(s, 0, 10), 0, ['astronavigation']);
    s = enterPhase({ ...s, done: [] }, 'movement', botRandom('m', 0)).state;
    while (!empiresRules.activeSeats(s).includes(0)) s = play(s, empiresRules.activeSeats(s)[0], { type: 'end-movement' });
    const build = ask(empiresBot(), s, 0);
    expect(build).toMatchObject({ type: 'build-ship', area: `${c}-shore`, pay: 'treasury' });
    s = play(s, 0, build!);
    const sail = ask(empiresBot(), s, 0) as Extract<EmpiresAction, { type: 'sail' }>;
    expect(sail).toMatchObject({ type: 'sail', carry: 5 });
    const to = sail.path[sail.path.length - 1];
    expect(s.map.areas.find((a) => a.id === to)?.citySite).toBe(true);
    expect(to).not.toBe(`${c}-shore`);
    s = play(s, 0, sail);
    // The ship has sailed and nothing is left to carry: it ends its movement, building no second ship.
    expect(ask(empiresBot(), s, 0)).toMatchObject({ type: 'end-movement' });
  });
});
