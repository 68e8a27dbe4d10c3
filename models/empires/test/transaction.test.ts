import { describe, expect, it } from 'vitest';
import { checkTransaction, executeTransaction, legalAreasInTransaction } from '../transaction';
import { activeSeatsOf, applyAction, checkAction } from '../rules';
import { currentSeat } from '../acquisition';
import type { EmpiresState, TransactionPlan } from '../state';
import { ast, boardTokens, built, city, game, inPhase, rnd, tokens, treasury } from './fixtures';

const plan = (p: Partial<TransactionPlan>): TransactionPlan => ({ advances: [], payment: { cards: [], treasury: 0 }, ...p });
const sacrifice = (building: string, extra: Partial<TransactionPlan> = {}) => plan({ sacrifice: { building }, ...extra });

/** Babylon (seat 2) in the Early Bronze Age with a city in Saba's starting area, where Saba's building stands. */
function scene(): EmpiresState {
  let s = inPhase(ast(game(), 2, 6), 'advances-acquisition');
  s = built(s, 'mahram-bilqis', 'saba-start', 0, 0);
  s = city(s, 'saba-start', 2);
  s = city(s, 'babylon-start', 2);
  s = tokens(s, 'wild-four', 2, 4);
  return treasury(s, 2, 40);
}

describe('sacrificing a building (phase 12)', () => {
  it('SB-SAC-1: the sacrificer needs a city or the token majority in its area, not ownership', () => {
    const s = scene();
    expect(checkTransaction(s, 2, sacrifice('mahram-bilqis')).ok).toBe(true);
    expect(checkTransaction(s, 1, sacrifice('mahram-bilqis'))).toMatchObject({ ok: false, rule: 'SB-SAC-1' });
    let t = built(scene(), 'shore-temple', 'dravidia-one', 3, 0);
    t = tokens(t, 'dravidia-one', 1, 1);
    expect(checkTransaction(t, 1, sacrifice('shore-temple')).ok).toBe(true);
  });

  it('SB-SAC-5: no more than one trade-bonus sacrifice per turn', () => {
    const s = { ...scene(), sacrificed: { 2: [{ building: 'ashokan-pillar', reason: 'trade' as const }] } };
    expect(checkTransaction(s, 2, sacrifice('mahram-bilqis'))).toMatchObject({ ok: false, rule: 'SB-SAC-5' });
    const afterRegression = { ...scene(), sacrificed: { 2: [{ building: 'ashokan-pillar', reason: 'regression' as const }] } };
    expect(checkTransaction(afterRegression, 2, sacrifice('mahram-bilqis')).ok).toBe(true);
  });

  it('SB-SAC-6: not in the turn the building was built', () => {
    const s = built(scene(), 'mahram-bilqis', 'saba-start', 0, scene().turn);
    expect(checkTransaction(s, 2, sacrifice('mahram-bilqis'))).toMatchObject({ ok: false, rule: 'SB-SAC-6' });
  });

  it('SB-SAC-7: the sacrificed building is back in the supply at once for everyone else', () => {
    const d = executeTransaction(scene(), 2, sacrifice('mahram-bilqis'));
    expect(d.state.buildings['mahram-bilqis'].at).toBeNull();
    let s = city(treasury(d.state, 3, 30), 'dravidia-start', 3);
    expect(checkTransaction(s, 3, plan({ build: { building: 'mahram-bilqis', area: 'dravidia-start' }, payment: { cards: [], treasury: 30 } })).ok).toBe(true);
    s = ast(s, 3, 6);
    expect(s.buildings['mahram-bilqis'].builtBy).toBeNull();
  });

  it("SB-SAC-8: sacrificing another player's building ends his ownership and frees his region", () => {
    let s = city(treasury(scene(), 0, 30), 'saba-two', 0);
    s = tokens(ast(s, 0, 6), 'saba-shore', 0, 2);
    const buildOwn = plan({ build: { building: 'shore-temple', area: 'saba-two' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 0, buildOwn)).toMatchObject({ ok: false, rule: 'SB-BUILD-4' });
    s = executeTransaction(s, 2, sacrifice('mahram-bilqis')).state;
    expect(checkTransaction(s, 0, buildOwn).ok).toBe(true);
  });

  it('SB-SAC-9 / SB-DEF-TRANSACTION: a sacrifice alone uses the transaction; the option can forbid it; an empty one is refused', () => {
    let s = scene();
    expect(checkTransaction(s, 2, plan({}))).toMatchObject({ ok: false, rule: 'SB-DEF-TRANSACTION' });
    const strict = { ...s, options: { ...s.options, sacrificeAlone: false } };
    expect(checkTransaction(strict, 2, sacrifice('mahram-bilqis'))).toMatchObject({ ok: false, rule: 'SB-SAC-9' });
    s = applyAction(s, 2, { type: 'claim-priority', plan: sacrifice('mahram-bilqis') }, rnd()).state;
    s = applyAction(s, 2, { type: 'close-window' }, rnd()).state;
    expect(s.acquisition!.finished).toContain(2);
  });

  it('SB-PRIO-2: sacrifice, advances and building are one transaction, one per player per turn', () => {
    let s = treasury(scene(), 2, 100);
    const all = sacrifice('mahram-bilqis', { advances: ['pottery'], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 90 } });
    expect(checkTransaction(s, 2, all).ok).toBe(true);
    s = executeTransaction(s, 2, all).state;
    expect(s.players[2].advances).toEqual(['pottery']);
    expect(s.buildings['giant-ziggurat'].at).toBe('babylon-start');
    expect(s.buildings['mahram-bilqis'].at).toBeNull();
    expect(checkTransaction(s, 2, plan({ advances: ['urbanism'], payment: { cards: [], treasury: 10 } }))).toMatchObject({ ok: false, rule: 'SB-PRIO-2' });
  });
});

describe('rebuilding after a sacrifice', () => {
  const own = () => built(scene(), 'giant-ziggurat', 'babylon-start', 2, 0);

  it('SB-REBUILD-1: sacrifice one\'s own building and build another in the same transaction, never the same one', () => {
    const s = own();
    const other = sacrifice('giant-ziggurat', { build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 2, other).ok).toBe(true);
    const same = sacrifice('giant-ziggurat', { build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 2, same)).toMatchObject({ ok: false, rule: 'SB-REBUILD-1' });
    const d = executeTransaction(s, 2, other);
    expect(d.state.buildings['shore-temple'].at).toBe('babylon-start');
    expect(d.state.buildings['giant-ziggurat'].at).toBeNull();
  });

  it('SB-REBUILD-1: the areas offered for the rebuild are judged after the sacrifice, the freed area among them', () => {
    const s = own();
    const area = s.buildings['giant-ziggurat'].at!;
    const before = legalAreasInTransaction(s, 2, 'shore-temple').find((a) => a.area === area)!;
    expect(before.check.ok).toBe(false);
    const after = legalAreasInTransaction(s, 2, 'shore-temple', 'giant-ziggurat').find((a) => a.area === area)!;
    expect(after.check.ok).toBe(true);
    // Each area offered with the sacrifice is one the whole transaction accepts there.
    for (const a of legalAreasInTransaction(s, 2, 'shore-temple', 'giant-ziggurat').filter((x) => x.check.ok)) {
      expect(checkTransaction(s, 2, sacrifice('giant-ziggurat', { build: { building: 'shore-temple', area: a.area }, payment: { cards: [], treasury: 30 } })).ok).toBe(true);
    }
    // Never the building just sacrificed, wherever it would go.
    expect(legalAreasInTransaction(s, 2, 'giant-ziggurat', 'giant-ziggurat').every((a) => !a.check.ok)).toBe(true);
    // A sacrifice the rules refuse (seat 1 does not control it) frees nothing.
    expect(legalAreasInTransaction(s, 1, 'shore-temple', 'giant-ziggurat')).toEqual(legalAreasInTransaction(s, 1, 'shore-temple'));
  });

  it("SB-REBUILD-2: sacrificing someone else's building does not free one's own region", () => {
    const s = own();
    const p = sacrifice('mahram-bilqis', { build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 2, p)).toMatchObject({ ok: false, rule: 'SB-BUILD-4' });
  });

  it('SB-REBUILD-4: in a later turn the sacrificed building may be chosen again', () => {
    const s = executeTransaction(own(), 2, sacrifice('giant-ziggurat')).state;
    const again = plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    const sameTurn = { ...s, acquisition: { ...s.acquisition!, finished: [] } };
    expect(checkTransaction(sameTurn, 2, again)).toMatchObject({ ok: false, rule: 'SB-REBUILD-1' });
  });

  it('SB-REBUILD-4: the later turn reached by playing on: the sacrificed building may be built again', () => {
    const act = (st: EmpiresState, seat: number, a: Parameters<typeof checkAction>[2]) => {
      const check = checkAction(st, seat, a);
      if (!check.ok) throw new Error(`${a.type} by ${seat}: ${check.message}`);
      return applyAction(st, seat, a, rnd(`${st.turn}-${st.phase}-${seat}`)).state;
    };
    // Babylon's city is well supported, so the turn's population checks leave it standing.
    let s = tokens(tokens(own(), 'babylon-two', 2, 2), 'babylon-shore', 2, 2);
    const again = plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    const turn = s.turn;
    let sacrificed = false;
    for (let i = 0; i < 200 && !(s.turn > turn && s.phase === 'advances-acquisition'); i++) {
      if (s.phase === 'advances-acquisition' && s.acquisition?.stage === 'transactions') {
        const seat = activeSeatsOf(s)[0];
        if (seat === 2 && !sacrificed) {
          s = act(s, 2, { type: 'transact', plan: sacrifice('giant-ziggurat') });
          sacrificed = true;
          expect(s.buildings['giant-ziggurat'].at).toBeNull();
        } else s = act(s, seat, { type: 'pass' });
      } else {
        const seat = activeSeatsOf(s)[0];
        s = act(s, seat, { type: 'phase-done' });
      }
    }
    expect(sacrificed).toBe(true);
    expect(s.turn).toBe(turn + 1);
    expect(s.phase).toBe('advances-acquisition');
    expect(s.buildings['giant-ziggurat'].at).toBeNull();
    while (currentSeat(s) !== 2) s = act(s, currentSeat(s)!, { type: 'pass' });
    s = act(s, 2, { type: 'transact', plan: again });
    expect(s.buildings['giant-ziggurat']).toMatchObject({ at: 'babylon-start', builtBy: 2, builtTurn: turn + 1 });
  });

  it('SB-REBUILD-5: a building sacrificed against Regression is banned for the rest of the turn (option lifts it)', () => {
    const s = { ...scene(), sacrificed: { 2: [{ building: 'giant-ziggurat', reason: 'regression' as const }] } };
    const p = plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 2, p)).toMatchObject({ ok: false, rule: 'SB-REBUILD-5' });
    const lifted = { ...s, options: { ...s.options, rebuildBanAfterRegression: false } };
    expect(checkTransaction(lifted, 2, p).ok).toBe(true);
  });
});

describe('the extra check after a sacrifice', () => {
  /** Maurya's building in Dravidia's city-less "two" area (limit 2+1), with three tokens of Dravidia and one city. */
  function shared(): EmpiresState {
    let s = inPhase(game(), 'advances-acquisition');
    s = built(s, 'shore-temple', 'dravidia-two', 3, 0);
    s = tokens(s, 'dravidia-two', 3, 3);
    s = tokens(s, 'dravidia-start', 3, 0);
    s = city(s, 'dravidia-one', 3);
    return s;
  }

  it('SB-POP-6: the bonus ends at once and the area is checked: surplus goes to stock, then city support', () => {
    const s = shared();
    expect(boardTokens(s, 3)).toBe(3);
    const d = executeTransaction(s, 3, sacrifice('shore-temple'));
    expect(d.state.areas['dravidia-two'].tokens[3]).toBe(2);
    expect(d.state.players[3].stock).toBe(s.players[3].stock + 1);
    // Two tokens still support the one city.
    expect(d.state.areas['dravidia-one'].city).not.toBeNull();
    expect(d.log.some((l) => l.rule === 'SB-POP-6')).toBe(true);
    const city2 = city(s, 'dravidia-shore', 3);
    const e = executeTransaction(city2, 3, sacrifice('shore-temple'));
    expect(Object.values(e.state.areas).filter((a) => a.city?.owner === 3)).toHaveLength(1);
  });

  it("SB-POP-6 (scope option): by default everyone in the area is checked; 'sacrificer' checks only him", () => {
    let s = tokens(shared(), 'dravidia-two', 3, 2);
    s = tokens(s, 'dravidia-two', 1, 1);
    s = city(s, 'maurya-start', 1);
    s = tokens(s, 'dravidia-two', 1, 2);
    // Seat 1 (2 tokens) sacrifices by majority; the area then holds 4 tokens against a limit of 2.
    const d = executeTransaction(s, 1, sacrifice('shore-temple'));
    const after = d.state.areas['dravidia-two'].tokens;
    expect((after[1] ?? 0) + (after[3] ?? 0)).toBe(2);
    const narrow = { ...s, options: { ...s.options, sacrificeCheckScope: 'sacrificer' as const } };
    const e = executeTransaction(narrow, 1, sacrifice('shore-temple')).state.areas['dravidia-two'].tokens;
    expect(e[3]).toBe(2);
    expect(e[1]).toBe(2);
  });

  it('SB-POP-6 (timing option): right after the sacrifice by default, or after the new building is placed', () => {
    let s = inPhase(ast(game(), 2, 6), 'advances-acquisition');
    s = built(s, 'giant-ziggurat', 'babylon-start', 2, 0);
    s = city(s, 'babylon-start', 2);
    s = tokens(treasury(s, 2, 30), 'babylon-start', 2, 3);
    s = tokens(s, 'babylon-two', 2, 2);
    const rebuild = sacrifice('giant-ziggurat', { build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(executeTransaction(s, 2, rebuild).state.areas['babylon-start'].tokens[2]).toBeUndefined();
    const late = { ...s, options: { ...s.options, sacrificeCheckAt: 'endOfTransaction' as const } };
    expect(executeTransaction(late, 2, rebuild).state.areas['babylon-start'].tokens[2]).toBe(1);
  });

  it('SB-POP-6 / SB-REBUILD-2: a rebuild the immediate check would make impossible is refused up front', () => {
    // Babylon's only city stands in its start area and is supported only by the extra token the ziggurat allows.
    let s = inPhase(ast(game(), 2, 6), 'advances-acquisition');
    s = city(built(s, 'giant-ziggurat', 'babylon-start', 2, 0), 'babylon-start', 2);
    s = tokens(tokens(treasury(s, 2, 30), 'babylon-start', 2, 1), 'babylon-one', 2, 1);
    const rebuild = sacrifice('giant-ziggurat', { build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(checkTransaction(s, 2, rebuild)).toMatchObject({ ok: false, rule: 'SB-PLACE-3' });
    const late = { ...s, options: { ...s.options, sacrificeCheckAt: 'endOfTransaction' as const } };
    expect(checkTransaction(late, 2, rebuild).ok).toBe(true);
  });

  it('rules check refuses a transaction out of turn and the board stays the same', () => {
    const s = scene();
    expect(checkAction(s, 4, { type: 'transact', plan: sacrifice('mahram-bilqis') })).toMatchObject({ ok: false, rule: 'SB-PRIO-6' });
  });
});
