import type { Seat } from '../../../models/core/module';
import { seedRng, type Random } from '../../../models/core/rng';
import { eastDeck } from '../../../models/empires/cards';
import { epochAt, EPOCH_NAMES } from '../../../models/empires/data/ast';
import { resolveOptions, type EmpiresOptions } from '../../../models/empires/options';
import { NO_INPUT, type AreaState, type BuildingState, type EmpiresState, type PlayerState } from '../../../models/empires/state';
import type { EmpiresView } from '../../../models/empires/view';

/**
 * Whether the hard level can play the rules on from this view: the acquisition phase, at a seat's own transaction
 * with no priority window open. Elsewhere the view leaves out records the rules need (a movement's moved tokens,
 * a calamity's or trade session's secrets), so the levels decide those by their heuristics.
 */
export function sampleable(view: EmpiresView): boolean {
  return view.phase === 'advances-acquisition' && view.acquisition?.stage === 'transactions' && !view.acquisition.window && view.boardPhases === 'scripted' && view.cardPhases === 'scripted';
}

/**
 * The table's options as far as a seat can tell them: the two phase switches the view shows, the A.S.T. side read
 * from the epochs shown against the markers, the recommended reading of the rest.
 */
export function optionsSeen(view: EmpiresView): EmpiresOptions {
  const expert = view.players.some((p) => EPOCH_NAMES[epochAt(p.civ, 'basic', p.ast)] !== p.epoch);
  return resolveOptions({ boardPhases: view.boardPhases, cardPhases: view.cardPhases, astSide: expert ? 'expert' : 'basic' });
}

/**
 * One full state consistent with what the seat sees (determinization), for the acquisition phase: the board, the
 * A.S.T., the advances, treasuries and the seat's own hand as in its view; the cards it cannot see (other hands, the
 * stacks, the discards, known only by count) dealt at random from the cards not in its hand, each stack's cards
 * from that stack. The search plays the pure rules on such samples and never reads the real state.
 */
export function sampleState(view: EmpiresView, seat: Seat, random: Random): EmpiresState {
  const mine = (view.players[seat].hand ?? []).map((c) => c.id);
  const held = new Set(mine);
  const deck = eastDeck(view.players.length >= 9);
  const pools: Record<number, string[]> = {};
  for (const [k, cards] of Object.entries(deck)) pools[Number(k)] = random.shuffle(cards.filter((c) => !held.has(c)));
  let water = 0;
  const take = (stack: number, n: number): string[] => {
    const pool = pools[stack] ?? [];
    const out = pool.splice(0, n);
    // A stack that ran short in the sample (cards spent out of sight) is filled with water, worth nothing.
    while (out.length < n) out.push(`card-water-${stack}-${900 + water++}`);
    return out;
  };
  const stacks: Record<number, string[]> = {};
  const discards: Record<number, string[]> = {};
  for (const k of Object.keys(deck).map(Number)) {
    stacks[k] = take(k, view.stacks[k] ?? 0);
    discards[k] = take(k, view.discards[k] ?? 0);
  }
  // Other hands come from what is left of every stack, dearest stacks last (hands hold mostly low cards).
  const rest = random.shuffle(Object.values(pools).flat());
  const players: PlayerState[] = view.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    color: p.color,
    civ: p.civ,
    stock: p.stock,
    treasury: p.treasury,
    citiesInStock: p.citiesInStock,
    hand: p.seat === seat ? mine : rest.splice(0, p.handCount),
    advances: p.advances.map((a) => a.id),
    ast: p.ast,
    ...(Object.keys(p.bonusCredits).length ? { bonusCredits: p.bonusCredits } : {}),
    left: p.left,
  }));
  const areas: Record<string, AreaState> = {};
  for (const [id, a] of Object.entries(view.areas)) areas[id] = { tokens: a.tokens, barbarians: a.barbarians, city: a.city, outOfPlay: a.outOfPlay };
  const buildings: Record<string, BuildingState> = {};
  for (const b of view.buildings) buildings[b.id] = { id: b.id, label: b.label, civ: b.civ, block: b.block, at: b.at, builtBy: b.builtBy, builtTurn: b.builtTurn, paid: b.paid };
  const acq = view.acquisition;
  return {
    module: 'empires',
    options: optionsSeen(view),
    map: view.map,
    players,
    areas,
    buildings,
    stacks,
    discards,
    turn: view.turn,
    phase: view.phase,
    done: view.done,
    acquisition: acq && { stage: acq.stage, order: acq.order, finished: acq.finished, failedClaims: acq.failedClaims, window: null, arrivals: 0 },
    sacrificed: view.sacrificed,
    // Who regressed this turn and which areas wait for phase 11 are not shown; the sample assumes none.
    regressed: [],
    pendingChecks: [],
    lateIronFirst: view.lateIronFirst,
    endTriggeredTurn: null,
    rng: seedRng(`sample/${random.uint32()}`),
    ships: view.ships,
    movement: null,
    input: NO_INPUT,
    census: view.census,
    waterIssued: 1000,
  };
}
