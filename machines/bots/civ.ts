import type { Seat } from '../../models/core/module';
import type { CivAction, LootPurchase } from '../../models/civ/actions';
import { GAME_TECHS } from '../../models/civ/data/techs';
import { TILE_SIZE, type Square } from '../../models/civ/geometry';
import type { CivView } from '../../models/civ/view';
import { abilitiesOf } from '../../models/civ/cards/abilities';
import { isManual } from '../../models/civ/cards/effects';
import { bestOf, type Bot } from './bot';


const TECH_LEVEL = new Map(GAME_TECHS.map((t) => [t.name, t.level]));
const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;
const chebyshev = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const manhattan = (a: Square, b: Square) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * A battle's likely result from what everyone sees: the hand each side draws (3, +2 per extra army, +3 defending a
 * city, CIV-COMBAT-04) at about two points a card, and the city's own bonus (CIV-COMBAT-08: +12 capital, +6 city,
 * walls, fortification). Both sides read it the same way, so bots declare consistent results (CIV-COMBAT-07).
 */
export function likelyWinner(view: CivView, battle: { attacker: Seat; defender: Seat | 'barbarians'; square: Square; cityId?: string; defenderFigures: number }, attackers?: number): 'attacker' | 'defender' {
  const armies = attackers ?? view.figures.filter((f) => f.owner === battle.attacker && f.kind === 'army' && same(f.at, battle.square)).length;
  const attack = 2 * (3 + 2 * Math.max(0, armies - 1));
  const city = battle.cityId ? view.cities.find((c) => c.id === battle.cityId) : undefined;
  let defend = battle.defender === 'barbarians' ? 6 : battle.defenderFigures > 0 ? 2 * (3 + 2 * (battle.defenderFigures - 1)) : 0;
  if (city) defend += 6 + (city.kind === 'city' ? 6 : 12) + (city.walls ? 4 : 0) + (city.kind === 'metropolis' ? 2 : 0) + (city.marker === 'fortification' ? 2 : 0);
  return attack > defend ? 'attacker' : 'defender';
}

type ViewFront = { attacker: { type: string; strength: number; dead: boolean } | null; defender: { type: string; strength: number; dead: boolean } | null };
type ViewFight = { fronts: ViewFront[]; seats: { attacker?: Seat; defender?: Seat } };
const TRUMPS: Record<string, string> = { infantry: 'mounted', mounted: 'artillery', artillery: 'infantry' };

/**
 * CIV-BATTLE-21..24: a battle move's worth from what the seat sees (its hand and the fronts): a unit that kills
 * the enemy it faces and lives is best, a trump helps, an even trade is fair; a new front keeps a strong unit alive.
 */
function playScore(view: CivView, seat: Seat, a: Extract<CivAction, { type: 'play-unit' }>): number {
  const fight = (view.pending[0] as { fight?: ViewFight } | undefined)?.fight;
  if (!fight) return 0;
  const [, type, base] = a.card.split('-');
  const strength = Number(base);
  if (a.front === 'new') return 1 + 0.1 * strength;
  const side = fight.seats.attacker === seat ? 'defender' : 'attacker';
  const foe = fight.fronts[a.front]?.[side];
  if (!foe) return 0;
  const trump = TRUMPS[type] === foe.type;
  const trumped = TRUMPS[foe.type] === type;
  // The rules' strike: a trumping unit hits first and, if it kills, takes nothing back; iron adds 3 wounds dealt.
  const dealt = strength + (a.iron ? 3 : 0);
  const kills = trumped && foe.strength >= strength ? false : dealt >= foe.strength;
  const survives = trump ? kills : foe.strength < strength;
  return (kills ? 2 : 0) + (survives ? 2 : 0) + (trump ? 0.5 : 0) - (a.iron ? 0.3 : 0);
}

const LOOT_VALUE: Partial<Record<LootPurchase['effect'], number>> = { 'take-coin': 5, tech: 6, 'culture-card': 3, culture: 2, trade: 1, resource: 1, 'discard-coin': 1 };

/**
 * Cards: play what the rules script and aim it at rivals; cancel only an event aimed at oneself; leave table steps
 * (manual or unknown texts) to people. Never build a free building over one's own.
 */
function cardScore(view: CivView, seat: Seat, a: Extract<CivAction, { type: 'use-card' }>): number {
  const ability = abilitiesOf(a.card)[a.ability ?? 0];
  if (!ability || isManual(ability)) return -1;
  const t = a.target ?? {};
  if (ability.effects.some((e) => e.kind === 'cancel')) {
    const head = view.pending[0] as { kind: string; by?: Seat; target?: { seat?: Seat; seats?: Seat[] } } | undefined;
    const aimed = head?.kind === 'card-response' && head.by !== seat && (head.target?.seat === seat || !!head.target?.seats?.includes(seat));
    return aimed ? 3 : -1;
  }
  if (t.square && ability.effects.some((e) => e.kind === 'build-free') && view.placed.some((pl) => same(pl.at, t.square as Square))) return -1;
  return 2;
}

/** Squares of every slot not yet revealed: where exploring pays. */
function unexplored(view: CivView): Square[] {
  return view.slots.filter((s) => s.kind === 'neutral' && !s.revealed).map((s) => ({ x: s.col * TILE_SIZE + 1.5, y: s.row * TILE_SIZE + 1.5 }));
}

/**
 * Civilization: a peaceful builder. It explores, sends scouts to found cities away from its own, grows its
 * metropolis, invests, builds (buildings and wonders first, an army or two to guard), advances culture whenever
 * it can, researches the highest tech it may, and fights only battles it expects to win.
 */
export function civBot(): Bot<CivView, CivAction> {
  return {
    name: 'civ',
    decide(view, legal, random, seat) {
      // Outside its own turn the bot only answers what is asked of it (a battle, loot); it never plays a card blind.
      const done = legal.find((a) => a.type === 'done');
      return bestOf(legal, easyScore(view, seat), random, done ? 0 : -0.5) ?? done ?? null;
    },
  };
}

/** The easy level's worth of each action from the seat's view (the stronger levels use it to pick candidates). */
export function easyScore(view: CivView, seat: Seat): (a: CivAction) => number {
  const myCities = view.cities.filter((c) => c.owner === seat);
  const mine = view.figures.filter((f) => f.owner === seat);
  const armies = mine.filter((f) => f.kind === 'army').length;
  const scouts = mine.filter((f) => f.kind === 'scout').length;
  const targets = unexplored(view);
  const huts = view.markers.filter((m) => m.kind === 'hut').map((m) => m.at);
  const nearestOwnCity = (s: Square) => Math.min(99, ...myCities.map((c) => chebyshev(c.centre, s)));
  const nearest = (s: Square, list: readonly Square[]) => Math.min(99, ...list.map((t) => manhattan(t, s)));

  const moveScore = (a: Extract<CivAction, { type: 'move' }>): number => {
    const end = a.path[a.path.length - 1];
    const figures = mine.filter((f) => a.figures.includes(f.id));
    const start = figures[0]?.at ?? end;
    const enemyCity = view.cities.find((c) => c.owner !== seat && (same(c.centre, end) || (c.expansion !== undefined && same(c.expansion, end))));
    const enemies = view.figures.filter((f) => f.owner !== seat && same(f.at, end));
    const village = view.markers.some((m) => m.kind === 'village' && same(m.at, end));
    const armiesMoving = figures.filter((f) => f.kind === 'army').length;
    if (enemyCity || enemies.length > 0 || village) {
      if (armiesMoving === 0) return -5;
      // CIV-SCOUT-02: an army entering a square of lone scouts kills them, no battle fought: a sure win.
      if (!enemyCity && !village && enemies.every((f) => f.kind === 'scout')) return 4;
      const defender = enemyCity?.owner ?? enemies[0]?.owner ?? 'barbarians';
      const win = likelyWinner(view, { attacker: seat, defender, square: end, cityId: enemyCity?.id, defenderFigures: enemies.length }, armiesMoving) === 'attacker';
      if (!win) return -5;
      return enemyCity ? (enemyCity.kind === 'city' ? 6 : 30) : 3;
    }
    if (huts.some((h) => same(h, end))) return armiesMoving > 0 || figures.length > 0 ? 4 : 0;
    if (figures.every((f) => f.kind === 'scout')) {
      // Scouts look for a city site: three to five squares from one's own cities, towards the unknown.
      const d = nearestOwnCity(end);
      const site = d >= 3 && d <= 5 ? 2 : d > 5 ? 0.5 : -0.5;
      return site + 0.1 * (nearest(start, targets) - nearest(end, targets)) - 0.3;
    }
    // Armies head for the unexplored tiles, without wandering off once everything is known.
    if (targets.length === 0) return nearestOwnCity(end) <= 2 ? 0.1 : -0.5;
    return 0.5 * (nearest(start, targets) - nearest(end, targets)) - 0.2;
  };

  const score = (a: CivAction): number => {
    switch (a.type) {
      case 'done':
        return 0;
      case 'grow-metropolis':
      case 'keep-great-person':
        return 1;
      case 'play-unit':
        return playScore(view, seat, a);
      case 'friendly-barbarian':
        return a.choice === 'army' ? 2 : a.choice === 'scout' ? 1 : 0;
      case 'choose-free-tech':
      case 'research':
        return 1 + (TECH_LEVEL.get(a.tech) ?? 0) + (a.tech === 'Space Flight' ? 10 : 0);
      case 'spend-loot':
        return a.purchases.reduce((sum, p) => sum + (LOOT_VALUE[p.effect] ?? 0) + ('amount' in p ? p.amount : 0), 0);
      case 'found-city':
        return 10;
      case 'place-free-investment':
        return 3;
      case 'invest':
        return 1.5;
      case 'use-teacher':
        return 3 + (TECH_LEVEL.get(a.tech) ?? 0);
      case 'place-great-person':
        return a.to === 'reserve' ? -1 : 2;
      case 'use-friendly-workers':
        return 2;
      case 'spanish-free-building':
        return 3;
      case 'advance-culture':
        return 8;
      case 'city-action': {
        const act = a.action;
        if (act.kind === 'arts') return 1.5;
        if (act.kind === 'harvest') return 0.8;
        const spent = act.tradeSpent ? -0.4 : 0;
        const b = act.build;
        // Never build over one's own building or wonder: that throws away what the city already made.
        const covered = 'square' in b && view.placed.some((pl) => same(pl.at, b.square));
        if (covered) return -1;
        if (b.item === 'wonder') return 5 + spent;
        if (b.item === 'building') return 3 + spent;
        if (b.item === 'unit') return 0.5 + spent;
        if (b.figure === 'army') return (armies < Math.max(2, myCities.length) ? 2.5 : -0.5) + spent;
        return (scouts === 0 && myCities.length < 3 ? 2.8 : -0.5) + spent;
      }
      case 'explore':
        return 5;
      case 'discard-event':
        return 1;
      case 'use-card':
        return cardScore(view, seat, a);
      case 'pass-battle-turn':
        // In a window before the battle turns, going on is the way forward once the cards are used.
        return (view.pending[0] as { fight?: { window?: unknown } } | undefined)?.fight?.window ? 0 : -1;
      case 'move':
        return moveScore(a);
      default:
        // Trading away, changing government at random, disbanding, spending great people blind: not worth it.
        return -1;
    }
  };
  return score;
}
