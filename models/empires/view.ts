import type { Seat } from './seat';
import { ADVANCE_BY_ID } from './data/advances';
import { EPOCH_NAMES } from './data/ast';
import { CIVS_BY_ID } from './data/civilizations';
import { cardLabel } from './cards';
import { currentSeat } from './acquisition';
import { epochOf } from './ast';
import { buildingCost } from './construct';
import { controllerOfArea, ownerOf, sameSeats } from './ownership';
import { score, standings } from './scoring';
import { phaseInfo } from './phases';
import { calamityView } from './calamities/view';
import type { EmpiresState, PlayerState } from './state';
import { specialsSeat } from './advances/specials';
import { tradeViewFor } from './trade/view';
import { choiceView } from './board-choices';

export { cardLabel };

function buildPlayerView(state: EmpiresState, p: PlayerState, seat: Seat | null, points: number) {
  return {
    seat: p.seat,
    name: p.name,
    color: p.color,
    civ: p.civ,
    civName: CIVS_BY_ID[p.civ].name,
    rank: CIVS_BY_ID[p.civ].rank,
    stock: p.stock,
    treasury: p.treasury,
    citiesInStock: p.citiesInStock,
    handCount: p.hand.length,
    hand: p.seat === seat ? p.hand.map((id) => ({ id, label: cardLabel(id) })) : null,
    advances: advancesView(p.advances),
    /** ME-ADVX-5: credit points placed at purchase (Written Record, Monument). */
    bonusCredits: p.bonusCredits ?? {},
    ast: p.ast,
    epoch: EPOCH_NAMES[epochOf(state, p.seat)],
    buildingCost: buildingCost(state, p.seat),
    score: points,
    left: p.left,
  };
}

const advancesViews = new WeakMap<PlayerState['advances'], { id: string; name: string }[]>();

/** A seat's advances named, kept per advances list (replaced only when he buys): a player entry is rebuilt often. */
function advancesView(advances: PlayerState['advances']): { id: string; name: string }[] {
  let hit = advancesViews.get(advances);
  if (!hit) advancesViews.set(advances, (hit = advances.map((a) => ({ id: a, name: ADVANCE_BY_ID[a].name }))));
  return hit;
}

type PlayerView = ReturnType<typeof buildPlayerView>;
// A player's entry reads his record, the options (epoch, building cost), whether the viewer holds the seat (the
// hand) and his score: kept per record, so an action that changes one player rebuilds one entry.
const playerViews = new WeakMap<PlayerState, { options: EmpiresState['options']; views: Map<string, PlayerView> }>();

function playerView(state: EmpiresState, p: PlayerState, seat: Seat | null, points: number): PlayerView {
  let hit = playerViews.get(p);
  if (!hit || hit.options !== state.options) playerViews.set(p, (hit = { options: state.options, views: new Map() }));
  const key = `${p.seat === seat}/${points}`;
  let view = hit.views.get(key);
  if (!view) hit.views.set(key, (view = buildPlayerView(state, p, seat, points)));
  return view;
}

type BuildingView = ReturnType<typeof buildingView>;
type BuildingsSeen = { players: EmpiresState['players']; map: EmpiresState['map']; options: EmpiresState['options']; at: readonly (EmpiresState['areas'][string] | null)[]; view: BuildingView[] };
const buildingViews = new WeakMap<EmpiresState['buildings'], BuildingsSeen>();

function buildingView(state: EmpiresState, b: EmpiresState['buildings'][string]) {
  return { ...b, owner: ownerOf(state, b), controller: b.at ? controllerOfArea(state, b.at) : null };
}

/**
 * The buildings with owner and controller, kept per buildings record while what those read stays: the seats'
 * civilizations and leaving (the owner), the map and the options; an entry is made again only when the record of
 * the area its building stands in changed (the controller), so a move elsewhere on the board rebuilds nothing.
 */
function buildingsView(state: EmpiresState): BuildingView[] {
  const list = Object.values(state.buildings);
  const hit = buildingViews.get(state.buildings);
  if (!hit || hit.map !== state.map || hit.options !== state.options || !sameSeats(hit.players, state.players)) {
    const view = list.map((b) => buildingView(state, b));
    buildingViews.set(state.buildings, { players: state.players, map: state.map, options: state.options, at: list.map((b) => (b.at ? state.areas[b.at] : null)), view });
    return view;
  }
  let view: BuildingView[] | null = null;
  let at: (EmpiresState['areas'][string] | null)[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const b = list[i];
    const area = b.at ? state.areas[b.at] : null;
    if (area === hit.at[i]) continue;
    view ??= [...hit.view];
    at ??= [...hit.at];
    view[i] = buildingView(state, b);
    at[i] = area;
  }
  if (!view || !at) return hit.view;
  buildingViews.set(state.buildings, { players: state.players, map: state.map, options: state.options, at, view });
  return view;
}

const countViews = new WeakMap<Readonly<Record<string, readonly string[]>>, Record<string, number>>();

/** How many cards each pile holds (never which), per piles record. */
function countsView(piles: Readonly<Record<string, readonly string[]>>): Record<string, number> {
  let hit = countViews.get(piles);
  if (!hit) countViews.set(piles, (hit = Object.fromEntries(Object.entries(piles).map(([k, v]) => [k, v.length]))));
  return hit;
}

/** What one seat may see: everything on the board and the A.S.T., its own hand only, no deck order, no rng. */
export function viewFor(state: EmpiresState, seat: Seat | null) {
  const acq = state.acquisition;
  const table = standings(state);
  return {
    module: state.module,
    seat,
    turn: state.turn,
    phase: state.phase,
    phaseName: phaseInfo(state.phase)?.name ?? 'Game over',
    map: state.map,
    done: state.done,
    players: state.players.map((p) => playerView(state, p, seat, table.find((t) => t.seat === p.seat)?.score ?? score(state, p.seat))),
    // The board as the rules keep it: public, and never changed in place, so every view shares the record.
    areas: state.areas,
    buildings: buildingsView(state),
    stacks: countsView(state.stacks),
    discards: countsView(state.discards),
    acquisition: acq && {
      stage: acq.stage,
      order: acq.order,
      finished: acq.finished,
      failedClaims: acq.failedClaims,
      current: currentSeat(state),
      window: acq.window && {
        claims: acq.window.claims.map((c) => ({
          seat: c.seat,
          arrival: c.arrival,
          advances: c.plan.advances,
          build: c.plan.build ?? null,
          sacrifice: c.plan.sacrifice?.building ?? null,
          payment: c.seat === seat ? c.plan.payment : { cards: c.plan.payment.cards.length, treasury: c.plan.payment.treasury },
        })),
      },
    },
    sacrificed: state.sacrificed,
    /** Phases 1-5 by the rules or by hand (ME-SEQ-1). */
    boardPhases: state.options.boardPhases,
    ships: state.ships,
    /** ME-MOVE-1: the order of movement and who moves now. */
    movement: state.movement && { order: state.movement.order, mover: state.movement.order[state.movement.current] ?? null },
    /** ME-CENSUS-1: the last census. */
    census: state.census,
    lateIronFirst: state.lateIronFirst,
    /** The ranking if the game ended now (the final one once it is over), with the tiebreak that placed each seat. */
    standings: table,
    /** Phase 9 by the rules (ME-CALX-2): the calamity striking now and the choice it waits for. */
    calamity: calamityView(state),
    /** ME-ADVX-4, phase 10: the holders' order and who acts now. */
    specials: state.specials ? { order: state.specials.order, current: specialsSeat(state) } : null,
    /** ME-CONF2-2/10, ME-CITY-5: a city attack's or a support check's question and whom it waits for. */
    choice: choiceView(state),
    /** Phases 6b and 7 (ME-TCARD-7, ME-TRADEX): purchases and the trade session as this seat may see them. */
    ...tradeViewFor(state, seat),
  };
}

export type EmpiresView = ReturnType<typeof viewFor>;
