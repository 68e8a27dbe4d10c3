import type { PlayerSetup, Seat } from './contract';
import { PLAYER_COLORS } from './contract';
import { Random, seedRng } from '../core/rng';
import type { CivAction } from './actions';
import { GREAT_PEOPLE } from './data/great-people';
import { key } from './geometry';
import { figureLimit, stackLimit } from './player';
import { civOptions, type CivOptions } from './options';
import { civRules } from './rules';
import type { CivState } from './state';
import { whileReading } from './memo';
import { unitCardsBroken } from './rules/battle/conservation';
import { deckCards } from './cards/events';

const eventTotal = (state: CivState) => [1, 2, 3].reduce((n, k) => n + deckCards(k as 1 | 2 | 3, state.options.wawEvents === 'include').length, 0);

export interface RandomGameResult {
  readonly state: CivState;
  readonly steps: number;
  readonly actions: readonly { seat: Seat; action: CivAction }[];
}

/** Invariants any reachable state keeps; returns the first one broken, or null. */
export function invariantBroken(state: CivState): string | null {
  return whileReading(state, () => firstBroken(state));
}

function firstBroken(state: CivState): string | null {
  if (state.options.greatPersonDeck) {
    let choosing = 0;
    for (const p of state.pending) if (p.kind === 'greek-choice') choosing += p.cards.length;
    let held = 0;
    for (const p of state.players) held += p.gpCards.length;
    const n = state.gpDeck.length + held + choosing;
    if (n !== GREAT_PEOPLE.length) return `great person cards not conserved: ${n}`;
    const ids = new Set<string>();
    for (const c of state.gpDeck) ids.add(c.id);
    for (const p of state.players) for (const c of p.gpCards) ids.add(c.id);
    if (ids.size + choosing !== GREAT_PEOPLE.length) return 'a great person card is duplicated';
  }
  const armies = new Map<number, number>();
  const scouts = new Map<number, number>();
  for (const f of state.figures) {
    const count = f.kind === 'army' ? armies : f.kind === 'scout' ? scouts : null;
    count?.set(f.owner, (count.get(f.owner) ?? 0) + 1);
  }
  for (const p of state.players) {
    for (const kind of ['army', 'scout'] as const) {
      const n = (kind === 'army' ? armies : scouts).get(p.seat) ?? 0;
      if (n > figureLimit(p, kind)) return `${p.name} has ${n} ${kind} figures`;
    }
    if (p.trade < 0 || p.trade > 27) return `${p.name}'s trade dial is ${p.trade}`;
    if (p.coinTokens < 0 || p.culture < 0) return `${p.name} has a negative counter`;
  }
  const stacks = new Map<string, { owner: number; n: number }>();
  for (const f of state.figures) {
    const k = `${f.owner}@${key(f.at)}`;
    const stack = stacks.get(k);
    if (stack) stack.n++;
    else stacks.set(k, { owner: f.owner, n: 1 });
  }
  for (const [k, { owner, n }] of stacks) if (n > stackLimit(state, owner)) return `stacking broken at ${k}: ${n}`;
  const units = unitCardsBroken(state);
  if (units) return units;
  // CIV-CEV-01: every culture event is in one deck, one discard pile or one hand, once.
  const events = new Set<string>();
  let eventCount = 0;
  const choosing = state.pending.flatMap((x) => (x.kind === 'event-choice' ? [x.cards] : []));
  const piles = [...Object.values(state.cultureDecks), ...Object.values(state.cultureDiscards), ...state.players.map((p) => p.cultureHand), ...choosing];
  for (const pile of piles) for (const c of pile) {
    events.add(c);
    eventCount++;
  }
  if (events.size !== eventCount || eventCount !== eventTotal(state)) return `culture events not conserved: ${eventCount} (${events.size} distinct)`;
  const supply = Object.values(state.gpSupply);
  if (supply.some((v) => v < 0 || v > 3)) return 'great person marker supply out of range';
  return null;
}

/** A seeded game of legal random actions (legalActions never offers the declared manual steps), checking the invariants after each one. */
export function playRandomGame(seed: string, players: number, rounds = 4, options: Partial<CivOptions> = {}): RandomGameResult {
  const seats: PlayerSetup[] = Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  const chooser = new Random(seedRng(`${seed}/bot`));
  let state = civRules.setup(seats, civOptions(options), new Random(seedRng(seed)));
  const actions: { seat: Seat; action: CivAction }[] = [];
  let steps = 0;
  while (state.round <= rounds && state.phase !== 'ended' && steps < 20000) {
    const seat = civRules.activeSeats(state)[0];
    const legal = civRules.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`no legal action for seat ${seat} in ${state.phase}`);
    // Pick a kind of action first, then one of that kind, so rare kinds (battles, loot, culture) get played too.
    const types = [...new Set(legal.map((a) => a.type))];
    const type = chooser.pick(types);
    const action = chooser.pick(legal.filter((a) => a.type === type));
    const check = civRules.check(state, seat, action);
    if (!check.ok) throw new Error(`legalActions offered a refused action: ${JSON.stringify(action)} (${check.message})`);
    const before = JSON.stringify(state);
    const next = civRules.apply(state, seat, action, new Random(state.rng)).state;
    if (JSON.stringify(state) !== before) throw new Error('apply mutated its input');
    state = next;
    actions.push({ seat, action });
    steps++;
    const broken = invariantBroken(state);
    if (broken) throw new Error(`after ${JSON.stringify(action)}: ${broken}`);
  }
  return { state, steps, actions };
}
