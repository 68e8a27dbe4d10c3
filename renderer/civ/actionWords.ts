import { squareName } from '../../models/core/squares';
import { BUILDING_BY_ID } from '../../models/civ/data/buildings';
import { GOVERNMENTS } from '../../models/civ/data/governments';
import { INVESTMENT_CARDS } from '../../models/civ/data/investments';
import { markerKind } from '../../models/civ/data/markers';
import { WONDER_BY_ID } from '../../models/civ/data/wonders';
import { TILE_SIZE } from '../../models/civ/geometry';
import { figureKind, greatPersonName } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import { civStrings } from '../ui/catalogue/civ';

const w = civStrings.action;
type Action = { type: string } & Record<string, unknown>;
type Sq = { x: number; y: number };

const isSquare = (v: unknown): v is Sq => typeof v === 'object' && v !== null && 'x' in v && 'y' in v;
const at = (s: Sq) => squareName(s.x, s.y);
const tokenWords = (token: string) => {
  try {
    return markerKind(token).kind;
  } catch {
    return token;
  }
};

/**
 * A legal Civilization action in a player's words, for the panel's buttons and its list of other actions: the names
 * of figures, cities, cards and squares as the game prints them, never the action's fields or ids.
 */
export function civActionWords(a: Action, view: CivView): string {
  const name = (seat: unknown) => view.players[Number(seat)]?.name ?? '';
  const figure = (id: unknown) => view.figures.find((f) => f.id === id);
  const city = (id: unknown) => view.cities.find((c) => c.id === id);
  const cityAt = (id: unknown) => {
    const c = city(id);
    return c ? w.city(name(c.owner), at(c.centre)) : w.aCity;
  };
  const figureAt = (id: unknown) => {
    const f = figure(id);
    return f ? w.figure(f.kind, at(f.at)) : w.figure(figureKind(String(id)), '');
  };
  switch (a.type) {
    case 'done':
      return w.done;
    case 'found-city':
      return w.foundCity(figureAt(a.scout));
    case 'change-government':
      return w.government(GOVERNMENTS[a.government as keyof typeof GOVERNMENTS]?.name ?? String(a.government));
    case 'invest':
    case 'place-free-investment':
      return w.invest(INVESTMENT_CARDS.find((c) => c.id === a.card)?.title ?? '', a.type === 'place-free-investment');
    case 'grow-metropolis':
      return isSquare(a.square) ? civStrings.growToward(a.square.x, a.square.y) : w.fallback(a.type);
    case 'place-great-person': {
      const from = isSquare(a.from) ? at(a.from) : null;
      const type = isSquare(a.from) ? '' : String((a.from as { reserve?: string }).reserve ?? '');
      return w.placeGreatPerson(type, from, isSquare(a.to) ? at(a.to) : null);
    }
    case 'use-teacher':
      return w.teacher(String(a.tech));
    case 'choose-free-tech':
      return w.freeTech(String(a.tech));
    case 'give':
      return w.give(name(a.to), typeof a.trade === 'number' ? a.trade : 0, typeof a.resource === 'string' ? a.resource : '');
    case 'city-action': {
      const act = a.action as { kind: string; resource?: string; build?: Record<string, unknown> };
      if (act.kind === 'arts') return w.arts(cityAt(a.city));
      if (act.kind === 'harvest') return w.harvest(cityAt(a.city), String(act.resource));
      const b = act.build ?? {};
      const what =
        b.item === 'figure' ? String(b.figure) : b.item === 'building' ? (BUILDING_BY_ID[String(b.building)]?.name ?? '') : b.item === 'wonder' ? (WONDER_BY_ID[String(b.wonder)]?.name ?? '') : w.unit(String(b.unit));
      return w.build(cityAt(a.city), what, isSquare(b.square) ? at(b.square) : null);
    }
    case 'use-friendly-workers':
      return w.friendlyWorkers(cityAt(a.city));
    case 'advance-culture':
      return w.culture;
    case 'move': {
      const ids = (a.figures as unknown[]) ?? [];
      const path = (a.path as Sq[]) ?? [];
      const end = path[path.length - 1];
      const f = figure(ids[0]);
      return w.move(ids.length === 1 && f ? w.figure(f.kind, at(f.at)) : w.figures(ids.length), end ? at(end) : '');
    }
    case 'explore':
      return w.explore(figureAt(a.figure), squareName(Number(a.col) * TILE_SIZE, Number(a.row) * TILE_SIZE));
    case 'disband': {
      const f = figure(a.figure);
      return a.marker === 'none' ? w.disbandOnly(figureAt(a.figure)) : civStrings.disband(f ? w.figure(f.kind, at(f.at)) : figureAt(a.figure), String(a.marker));
    }
    case 'declare-battle-result':
      return a.winner === 'attacker' ? w.attackerWon : w.defenderWon;
    case 'spend-loot':
      return civStrings.lootSpend;
    case 'friendly-barbarian':
      return w.friendlyBarbarian(a.choice === 'unit' ? w.unit(String(a.unit)) : String(a.choice));
    case 'research':
      return civStrings.researchTech(String(a.tech));
    case 'keep-great-person':
      return civStrings.keep(greatPersonName(String(a.card)));
    case 'use-great-person':
      return civStrings.use(greatPersonName(String(a.card)));
    case 'spanish-free-building':
      return w.freeBuilding(BUILDING_BY_ID[String(a.building)]?.name ?? '', isSquare(a.square) ? at(a.square) : '');
    case 'spend-resource':
      return w.spendResource(tokenWords(String(a.token)), String(a.ability));
    case 'adjust-counter':
      return w.adjust(name(a.target), w.counter[String(a.counter)] ?? String(a.counter), Number(a.delta));
    case 'kill-great-person':
      return w.killGreatPerson(name(a.owner), isSquare(a.at) ? at(a.at) : null);
    case 'gain-great-person':
      return w.gainGreatPerson(name(a.target));
    case 'place-disaster':
      return isSquare(a.square) ? w.disaster(at(a.square), String(a.terrain)) : w.fallback(a.type);
    case 'force-anarchy':
      return w.anarchy(name(a.target));
    case 'declare-barbarian-attack':
      return w.barbarians(cityAt(a.city), a.held === true);
    default:
      return w.fallback(a.type);
  }
}
