import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { BUILDING_BY_ID, BUILDINGS, stockKey } from '../data/buildings';
import { MARKET_RESOURCES } from '../data/markers';
import { TECH_BY_NAME } from '../data/techs';
import { key, same, type Square } from '../geometry';
import { cityCentres, figuresAt, isRevealed, markerAt, onMap, outskirtsOf, placedAt, terrainAt } from '../map';
import { knows } from '../player';
import type { CivState } from '../state';
import { buildingUnlocked, checkBuildingSquare } from '../rules/city';
import { checkGalileo, galileoMoves } from '../rules/galileo';
import { checkForceAnarchy } from '../rules/government';
import { checkLearnable } from '../rules/tech';
import { checkSacrifice, sacrificeCandidates } from '../rules/russians';
import { battleBuildCandidates, checkBattleBuild } from './battle-effects';
import { NO_TARGET, type Ability, type CardTarget, type Effect } from './effects';

const manhattan = (a: Square, b: Square) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/** CIV-CEV-05: orthogonal distance (terrain and occupants ignored) from one of the player's figures or city centres. */
export function withinRange(state: CivState, seat: Seat, at: Square, range: number | undefined): boolean {
  if (range === undefined) return true;
  if (state.figures.some((f) => f.owner === seat && manhattan(f.at, at) <= range)) return true;
  return state.cities.some((c) => c.owner === seat && cityCentres(c).some((s) => manhattan(s, at) <= range));
}

function rival(state: CivState, seat: Seat, other: number | undefined, rule: string): Check {
  if (other === undefined || other === seat || !state.players[other]) return refuse('bad-target', rule, 'Pick a rival.');
  return OK;
}

function ownCity(state: CivState, seat: Seat, id: string | undefined, rule: string) {
  return state.cities.find((c) => c.id === id && c.owner === seat) ?? refuse('no-city', rule, 'Pick one of your cities.');
}

/** CIV-CARD-03..05 and CIV-CEV-05: whether the named targets fit one effect. */
export function checkEffectTarget(state: CivState, seat: Seat, e: Effect, t: CardTarget, rule: string): Check {
  const p = state.players[seat];
  switch (e.kind) {
    case 'production':
    case 'extra-city-action': {
      const city = ownCity(state, seat, t.city, rule);
      if ('ok' in city) return city;
      if (e.kind === 'extra-city-action' && !p.cityActed.includes(city.id)) return refuse('not-acted', rule, 'That city has not acted yet this turn.');
      return OK;
    }
    case 'learn-tech': {
      if (!t.tech || !state.players.some((o) => o.seat !== seat && knows(o, t.tech as string))) return refuse('bad-target', 'CIV-CARD-04', 'Pick a tech a rival knows.');
      const ok = checkLearnable(state, seat, t.tech, e.maxLevel);
      return ok.ok ? OK : refuse(ok.code, 'CIV-CARD-05', ok.message);
    }
    case 'exchange-techs': {
      const r = rival(state, seat, t.seat, rule);
      if (!r.ok) return r;
      if (!t.tech || !knows(state.players[t.seat as number], t.tech) || (TECH_BY_NAME[t.tech]?.level ?? 9) > e.maxLevel) return refuse('bad-target', rule, `Pick a tech of level ${e.maxLevel} or lower that rival knows.`);
      const ok = checkLearnable(state, seat, t.tech, e.maxLevel);
      return ok.ok ? OK : refuse(ok.code, 'CIV-CARD-05', ok.message);
    }
    case 'build-free': return checkFreeBuild(state, seat, e, t, rule);
    case 'edge-move': return checkGalileo(state, seat, t.from, t.to);
    case 'barbarian-attack': {
      const at = t.square;
      const city = at && state.cities.find((c) => c.owner !== seat && cityCentres(c).some((s) => same(s, at)));
      if (!at || (!city && !figuresAt(state, at).some((f) => f.owner !== seat && f.kind === 'army'))) return refuse('bad-target', rule, "Pick a rival's army stack or city.");
      if (!state.markers.some((m) => m.kind === 'village' && manhattan(m.at, at) <= e.range)) return refuse('out-of-range', rule, `The target must be within ${e.range} squares of a village.`);
      return OK;
    }
    case 'take-resource': {
      const r = t.resources?.length === 1 ? t.resources[0] : undefined;
      if (!r) return refuse('bad-target', rule, 'Pick one market resource.');
      return state.market[r] > 0 ? OK : refuse('market-empty', 'CIV-CARD-09', `The market has no ${r} left.`);
    }
    case 'sacrifice-for-tech': return checkSacrifice(state, seat, t, rule);
    case 'build-units': return checkBattleBuild(state, seat, e.kind, e.count, t, rule);
    case 'rebuild-force': return checkBattleBuild(state, seat, e.kind, 0, t, rule);
    case 'rival-loses-coin': {
      if (e.rivals === 'all') return OK;
      const seats = t.seats ?? (t.seat !== undefined ? [t.seat] : []);
      if (seats.length < 1 || seats.length > e.rivals || new Set(seats).size !== seats.length) return refuse('bad-target', rule, `Pick up to ${e.rivals} rival${e.rivals > 1 ? 's' : ''}.`);
      for (const s of seats) if (!rival(state, seat, s, rule).ok) return refuse('bad-target', rule, 'Pick rivals only.');
      return OK;
    }
    case 'give-coin': return rival(state, seat, t.seat, rule);
    case 'anarchy': {
      const r = rival(state, seat, t.seat, rule);
      return r.ok ? checkForceAnarchy(state, t.seat as number) : r;
    }
    case 'terrain': return checkTerrainTarget(state, e, t.square, rule);
    case 'destroy-building': {
      const at = t.square;
      const b = at ? placedAt(state, at) : undefined;
      if (!at || !b || b.kind !== 'building' || b.owner === seat) return refuse('bad-target', rule, "Pick a rival's building.");
      if (!withinRange(state, seat, at, e.range)) return refuse('out-of-range', 'CIV-CEV-05', `That building is more than ${e.range} squares from your figures and cities.`);
      return OK;
    }
    case 'kill-figures': {
      const at = t.square;
      if (!at || !figuresAt(state, at).some((f) => f.owner !== seat)) return refuse('bad-target', rule, "Pick a square with a rival's figures.");
      if (!withinRange(state, seat, at, e.range)) return refuse('out-of-range', 'CIV-CEV-05', `That square is more than ${e.range} squares from your figures and cities.`);
      return OK;
    }
    case 'village': {
      const at = t.square;
      if (state.villageBag.length === 0) return refuse('no-village', rule, 'No village marker is left.');
      if (!at || !onMap(state, at) || !isRevealed(state, at) || terrainAt(state, at) === 'water') return refuse('bad-target', rule, 'Pick an explored land square.');
      if (figuresAt(state, at).length || markerAt(state, at) || placedAt(state, at)) return refuse('not-empty', rule, 'The square must be empty.');
      if (state.cities.some((c) => [...cityCentres(c), ...outskirtsOf(c)].some((s) => same(s, at)))) return refuse('outskirts', rule, 'A village goes outside every city and its outskirts.');
      return OK;
    }
    default: return OK;
  }
}

function checkFreeBuild(state: CivState, seat: Seat, e: Extract<Effect, { kind: 'build-free' }>, t: CardTarget, rule: string): Check {
  const p = state.players[seat];
  if (e.item === 'unit') {
    const unit = e.unit ?? 'infantry';
    if ((state.unitDecks[unit] ?? []).length === 0) return refuse('stock', 'CIV-CARD-03', `No ${unit} card is left.`);
    return OK;
  }
  const city = ownCity(state, seat, t.city, rule);
  if ('ok' in city) return city;
  if (e.useCityAction) {
    if (p.cityActed.includes(city.id)) return refuse('acted', 'CIV-TURN-06', 'That city has already acted this turn.');
    if (p.government === 'anarchy' && city.kind !== 'city') return refuse('anarchy', 'CIV-GOV-03', 'Under Anarchy the capital takes no action.');
  }
  if (e.item === 'walls') return city.walls ? refuse('has-walls', 'CIV-CARD-03', 'That city already has walls.') : OK;
  const b = t.building ? BUILDING_BY_ID[t.building] : undefined;
  if (!b || !t.square) return refuse('bad-target', rule, 'Pick a building and a square.');
  if (!e.evenIfLocked && !buildingUnlocked(state, seat, b.id)) return refuse('locked', 'CIV-CARD-03', `${b.name} is not unlocked.`);
  if (state.buildingStock[stockKey(b.id)] < 1) return refuse('stock', 'CIV-BLDGAB-04', `No ${b.name} marker is left.`);
  return checkBuildingSquare(state, seat, city, t.square, b.water, b.limited ? b.id : undefined);
}

function checkTerrainTarget(state: CivState, e: Extract<Effect, { kind: 'terrain' }>, at: Square | undefined, rule: string): Check {
  if (!at || !onMap(state, at) || !isRevealed(state, at)) return refuse('bad-target', rule, 'Pick an explored square.');
  if (state.markers.some((m) => m.kind === 'relic' && same(m.at, at))) return refuse('relic', 'FF-RELIC-02', 'Nothing may alter a relic square.');
  const terrain = terrainAt(state, at);
  if (terrain === e.to) return refuse('same', rule, `That square is already ${e.to}.`);
  if (e.notMountain && terrain === 'mountain') return refuse('mountain', rule, 'Not on a mountain.');
  if (e.from && terrain !== e.from) return refuse('terrain', rule, `Pick a ${e.from} square.`);
  const placed = placedAt(state, at);
  if (placed && placed.kind !== 'great-person') return refuse('built', rule, 'Not on a building or wonder.');
  if (state.cities.some((c) => cityCentres(c).some((s) => same(s, at)))) return refuse('city', rule, 'Never on a city centre.');
  if (e.empty && (figuresAt(state, at).length || markerAt(state, at) || placed)) return refuse('not-empty', rule, 'The square must hold no figure, token or marker.');
  return OK;
}

/** Targets worth trying for an ability (legalActions checks each): one list for the first effect that needs a choice. */
export function targetCandidates(state: CivState, seat: Seat, a: Ability): CardTarget[] {
  const e = a.effects.find((x) => !NO_TARGET.has(x.kind));
  if (!e) return [{}];
  const rivals = state.players.filter((o) => o.seat !== seat).map((o) => o.seat);
  const mine = state.cities.filter((c) => c.owner === seat);
  switch (e.kind) {
    case 'production':
    case 'extra-city-action': return mine.map((c) => ({ city: c.id }));
    case 'learn-tech': return [...new Set(state.players.filter((o) => o.seat !== seat).flatMap((o) => o.techs.map((x) => x.name)))].map((tech) => ({ tech }));
    case 'exchange-techs': return rivals.flatMap((s) => state.players[s].techs.filter((x) => x.level <= e.maxLevel).map((x) => ({ seat: s, tech: x.name })));
    case 'rival-loses-coin':
    case 'give-coin':
    case 'anarchy': return rivals.map((s) => (e.kind === 'rival-loses-coin' ? { seats: [s] } : { seat: s }));
    case 'build-free': {
      if (e.item !== 'building') return mine.map((c) => ({ city: c.id }));
      const out: CardTarget[] = [];
      const usable = BUILDINGS.filter((b) => (e.evenIfLocked || buildingUnlocked(state, seat, b.id)) && state.buildingStock[stockKey(b.id)] > 0);
      for (const c of mine) for (const b of usable) for (const s of outskirtsOf(c)) out.push({ city: c.id, building: b.id, square: s });
      return out;
    }
    case 'terrain': return state.cities.filter((c) => c.owner !== seat).flatMap((c) => outskirtsOf(c)).map((square) => ({ square }));
    case 'destroy-building': return state.placed.filter((x) => x.kind === 'building' && x.owner !== seat).map((x) => ({ square: x.at }));
    case 'kill-figures': return [...new Map(state.figures.filter((f) => f.owner !== seat).map((f) => [key(f.at), f.at])).values()].map((square) => ({ square }));
    case 'edge-move': return galileoMoves(state, seat);
    case 'barbarian-attack': return [...state.cities.filter((c) => c.owner !== seat).map((c) => c.centre), ...state.figures.filter((f) => f.owner !== seat && f.kind === 'army').map((f) => f.at)].map((square) => ({ square }));
    case 'take-resource': return MARKET_RESOURCES.filter((r) => state.market[r] > 0).map((r) => ({ resources: [r] }));
    case 'sacrifice-for-tech': return sacrificeCandidates(state, seat);
    case 'build-units': return battleBuildCandidates(state, seat, e.kind, e.count);
    case 'rebuild-force': return battleBuildCandidates(state, seat, e.kind, 0);
    case 'village': return state.figures.filter((f) => f.owner === seat).flatMap((f) => [{ x: f.at.x + 2, y: f.at.y }, { x: f.at.x, y: f.at.y + 2 }, { x: f.at.x - 2, y: f.at.y }, { x: f.at.x, y: f.at.y - 2 }]).map((square) => ({ square }));
    default: return [{}];
  }
}
