import { describe, expect, it } from 'vitest';
import { currentSeat } from '../acquisition';
import { checkTransaction } from '../transaction';
import { applyAction, checkAction } from '../rules';
import type { EmpiresAction } from '../actions';
import type { EmpiresState, TransactionPlan } from '../state';
import { ast, built, city, game, inPhase, rnd, tokens, treasury } from './fixtures';

const build = (building: string, area: string, t = 30): TransactionPlan => ({ advances: [], build: { building, area }, payment: { cards: [], treasury: t } });
const buy = (advance: string, t: number): TransactionPlan => ({ advances: [advance], payment: { cards: [], treasury: t } });

function act(s: EmpiresState, seat: number, action: EmpiresAction): EmpiresState {
  const check = checkAction(s, seat, action);
  if (!check.ok) throw new Error(`${action.type} by ${seat}: ${check.message}`);
  return applyAction(s, seat, action, rnd()).state;
}

/** Five players; every one has a supported city in his starting area and 60 treasury; Babylon is furthest on the A.S.T. */
function table(): EmpiresState {
  let s = game();
  for (const p of s.players) {
    s = treasury(city(tokens(tokens(s, `${p.civ}-two`, p.seat, 2), `${p.civ}-shore`, p.seat, 2), `${p.civ}-start`, p.seat), p.seat, 60);
  }
  s = ast(ast(s, 2, 7), 4, 6);
  for (const seat of [0, 1, 3]) s = ast(s, seat, 6);
  return inPhase(s, 'advances-acquisition');
}

describe('order of choosing and the priority race', () => {
  it('ME-ADV-1 / ME-AST-2: the normal order is A.S.T.-position, ties by ranking', () => {
    const s = table();
    expect(s.acquisition!.order).toEqual([2, 0, 1, 3, 4]);
    expect(currentSeat(s)).toBe(2);
    expect(checkAction(s, 0, { type: 'transact', plan: buy('pottery', 60) })).toMatchObject({ ok: false, rule: 'SB-PRIO-6' });
  });

  it('SB-PRIO-1: any player may claim priority and transact before his normal turn', () => {
    let s = table();
    s = act(s, 4, { type: 'claim-priority', plan: build('bhamala-stupa', 'kushan-start') });
    expect(s.acquisition!.window!.claims.map((c) => c.seat)).toEqual([4]);
    s = act(s, 0, { type: 'close-window' });
    expect(s.buildings['bhamala-stupa'].at).toBe('kushan-start');
    expect(s.acquisition!.finished).toEqual([4]);
    expect(currentSeat(s)).toBe(2);
  });

  it('SB-PRIO-3: claims in one window are decided by A.S.T.-position', () => {
    let s = table();
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'maurya-start') });
    s = act(s, 2, { type: 'close-window' });
    // Maurya (space 6, rank 4) outranks Kushan (space 6, rank 10): Maurya gets the ziggurat, Kushan's claim fails.
    expect(s.buildings['giant-ziggurat'].at).toBe('maurya-start');
    expect(s.acquisition!.failedClaims).toEqual([4]);
    expect(s.players[4].treasury).toBe(60);
  });

  it('SB-PRIO-3: claims in different windows go first come, first served', () => {
    let s = table();
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 2, { type: 'close-window' });
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'maurya-start') });
    s = act(s, 2, { type: 'close-window' });
    expect(s.buildings['giant-ziggurat'].at).toBe('kushan-start');
    expect(s.acquisition!.failedClaims).toEqual([1]);
  });

  it('SB-PRIO-3: a numeric window closes by itself after that many further claims', () => {
    let s = table();
    s = { ...s, options: { ...s.options, disputeWindow: 1 } };
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    expect(s.acquisition!.window).not.toBeNull();
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'maurya-start') });
    expect(s.acquisition!.window).toBeNull();
    expect(s.buildings['giant-ziggurat'].at).toBe('maurya-start');
  });

  it('SB-PRIO-4 / SB-PRIO-5: a claim that cannot be paid fails; the player keeps his normal turn but cannot claim again', () => {
    let s = table();
    s = act(s, 3, { type: 'claim-priority', plan: buy('library', 60) });
    s = act(s, 3, { type: 'close-window' });
    expect(s.acquisition!.failedClaims).toEqual([3]);
    expect(s.players[3].advances).toEqual([]);
    expect(checkAction(s, 3, { type: 'claim-priority', plan: buy('pottery', 60) })).toMatchObject({ ok: false, rule: 'SB-PRIO-5' });
    s = act(s, 2, { type: 'pass' });
    s = act(s, 0, { type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    expect(currentSeat(s)).toBe(3);
    s = act(s, 3, { type: 'transact', plan: buy('pottery', 60) });
    expect(s.players[3].advances).toEqual(['pottery']);
    const relaxed = { ...table(), options: { ...table().options, reclaimAfterFailure: true } };
    const r = act(act(relaxed, 3, { type: 'claim-priority', plan: buy('library', 60) }), 3, { type: 'close-window' });
    expect(checkAction(r, 3, { type: 'claim-priority', plan: buy('pottery', 60) }).ok).toBe(true);
  });

  it('SB-PRIO-4: a claim that cannot be paid at the close is reported to the claimant and to everyone, with the reason', () => {
    let s = table();
    s = act(s, 3, { type: 'claim-priority', plan: buy('library', 60) });
    const { log } = applyAction(s, 3, { type: 'close-window' }, rnd());
    const reason = checkTransaction(s, 3, buy('library', 60));
    expect(reason).toMatchObject({ ok: false, code: 'cannot-afford' });
    const message = reason.ok ? '' : reason.message;
    const told = log.find((l) => l.to?.length === 1 && l.to[0] === 3);
    expect(told).toMatchObject({ rule: 'SB-PRIO-4' });
    expect(told!.text).toContain(message);
    const everyone = log.find((l) => !l.to && l.rule === 'SB-PRIO-4');
    expect(everyone?.text).toContain(s.players[3].name);
    expect(everyone?.text).toContain(message);
  });

  it('SB-PRIO-5: an invalid claim is dropped before the dispute, so a weaker valid claim wins', () => {
    let s = table();
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 0, { type: 'close-window' });
    expect(s.acquisition!.failedClaims).toEqual([1]);
    expect(s.buildings['giant-ziggurat'].at).toBe('kushan-start');
  });

  it('SB-PRIO-6: a dispute blocks normal turns until it closes; nobody reserves a building outside a transaction', () => {
    let s = table();
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    expect(checkAction(s, 2, { type: 'pass' })).toMatchObject({ ok: false, rule: 'SB-PRIO-3' });
    expect(checkAction(s, 4, { type: 'claim-priority', plan: build('shore-temple', 'kushan-start') })).toMatchObject({ ok: false, code: 'already-claimed' });
    expect(checkAction(table(), 2, { type: 'claim-priority', plan: build('giant-ziggurat', 'babylon-start') })).toMatchObject({ ok: false, code: 'your-turn' });
  });

  it('SB-PRIO-3: with swap intervention off, a dispute that is not a swap still goes by A.S.T.-position', () => {
    let s = table();
    s = { ...s, options: { ...s.options, swapIntervention: false } };
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'maurya-start') });
    s = act(s, 2, { type: 'close-window' });
    // Kushan claimed first, but Maurya holds the higher position: the option does not turn this into arrival order.
    expect(s.buildings['giant-ziggurat'].at).toBe('maurya-start');
    expect(s.acquisition!.failedClaims).toEqual([4]);
  });

  it('SB-PRIO-8: in one window a later claim may take the building an earlier claim sacrifices (option: judged on the opening board)', () => {
    let s = built(table(), 'giant-ziggurat', 'saba-start', 0, 0);
    s = act(s, 4, { type: 'claim-priority', plan: build('giant-ziggurat', 'kushan-start') });
    s = act(s, 0, { type: 'claim-priority', plan: { sacrifice: { building: 'giant-ziggurat' }, advances: [], payment: { cards: [], treasury: 0 } } });
    // Saba outranks Kushan, so Saba's sacrifice is made first and Kushan's claim meets the ziggurat in the supply.
    const asLeft = act(s, 2, { type: 'close-window' });
    expect(asLeft.buildings['giant-ziggurat'].at).toBe('kushan-start');
    expect(asLeft.acquisition!.finished).toEqual([0, 4]);
    expect(asLeft.acquisition!.failedClaims).toEqual([]);
    const atOpening = act({ ...s, options: { ...s.options, disputeBoard: 'window-open' } }, 2, { type: 'close-window' });
    expect(atOpening.buildings['giant-ziggurat'].at).toBeNull();
    expect(atOpening.acquisition!.failedClaims).toEqual([4]);
  });

  it('SB-PRIO-8: two claims that swap buildings in one window: the higher position steps in and takes the other\'s (option: by arrival)', () => {
    let s = table();
    s = built(s, 'giant-ziggurat', 'saba-start', 0, 0);
    s = built(s, 'ashokan-pillar', 'maurya-start', 1, 0);
    const swap = (mine: string, theirs: string, area: string): TransactionPlan => ({ sacrifice: { building: mine }, advances: [], build: { building: theirs, area }, payment: { cards: [], treasury: 30 } });
    // Saba (higher, rank 2) claims first to swap her ziggurat for Maurya's pillar; Maurya claims the opposite swap.
    s = act(s, 0, { type: 'claim-priority', plan: swap('giant-ziggurat', 'ashokan-pillar', 'saba-start') });
    s = act(s, 1, { type: 'claim-priority', plan: swap('ashokan-pillar', 'giant-ziggurat', 'maurya-start') });
    // Stepping in, Saba goes second: Maurya's pillar is already in the supply when her transaction is made.
    const stepIn = act(s, 2, { type: 'close-window' });
    expect(stepIn.buildings['ashokan-pillar'].at).toBe('saba-start');
    expect(stepIn.buildings['giant-ziggurat'].at).toBeNull();
    expect(stepIn.players[0].treasury).toBe(30);
    // Maurya's rebuild found the ziggurat still standing: nothing placed, his treasury back (SB-REBUILD-3).
    expect(stepIn.players[1].treasury).toBe(60);
    expect(stepIn.acquisition!.finished).toEqual(expect.arrayContaining([0, 1]));
    expect(stepIn.acquisition!.failedClaims).toEqual([]);
    // Off: the two go in arrival order, so Saba goes first and Maurya takes her ziggurat.
    const byArrival = act({ ...s, options: { ...s.options, swapIntervention: false } }, 2, { type: 'close-window' });
    expect(byArrival.buildings['giant-ziggurat'].at).toBe('maurya-start');
    expect(byArrival.buildings['ashokan-pillar'].at).toBeNull();
    expect(byArrival.players[0].treasury).toBe(60);
    expect(byArrival.players[1].treasury).toBe(30);
  });

  it('SB-PRIO-8: a claim for a building nobody in the window sacrifices fails and keeps the normal turn', () => {
    let s = table();
    s = built(s, 'giant-ziggurat', 'babylon-start', 2, 0);
    s = built(s, 'ashokan-pillar', 'maurya-start', 1, 0);
    s = act(s, 1, { type: 'claim-priority', plan: { sacrifice: { building: 'ashokan-pillar' }, advances: [], build: { building: 'giant-ziggurat', area: 'maurya-start' }, payment: { cards: [], treasury: 30 } } });
    s = act(s, 2, { type: 'close-window' });
    expect(s.acquisition!.failedClaims).toEqual([1]);
    expect(s.buildings['ashokan-pillar'].at).toBe('maurya-start');
    expect(s.players[1].treasury).toBe(60);
  });

  it('SB-REBUILD-3: a queued rebuild whose building was taken places nothing; cards are lost, treasury returns', () => {
    let s = table();
    s = built(s, 'bhamala-stupa', 'kushan-start', 4, 0);
    s = act(s, 1, { type: 'claim-priority', plan: build('giant-ziggurat', 'maurya-start') });
    const rebuild: TransactionPlan = { sacrifice: { building: 'bhamala-stupa' }, advances: [], build: { building: 'giant-ziggurat', area: 'kushan-start' }, payment: { cards: [], treasury: 30 } };
    s = act(s, 4, { type: 'claim-priority', plan: rebuild });
    // Maurya's higher position resolves first and takes the ziggurat that was in the supply when Kushan claimed it.
    s = act(s, 0, { type: 'close-window' });
    expect(s.buildings['giant-ziggurat'].at).toBe('maurya-start');
    expect(s.buildings['bhamala-stupa'].at).toBeNull();
    expect(s.players[4].treasury).toBe(60);
    expect(s.acquisition!.finished).toContain(4);
  });
});
