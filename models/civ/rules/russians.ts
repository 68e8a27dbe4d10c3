import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import type { CardTarget } from '../cards/effects';
import type { Ctx } from '../draft';
import type { Square } from '../geometry';
import { cityAt, cityCentres, figureById } from '../map';
import { knows } from '../player';
import type { CivState } from '../state';
import { movesLeft, checkMove } from './movement';
import { checkLearnable, learnTech } from './tech';

const RULE = 'CIV-CIVAB-RUS-2';

/**
 * CIV-CIVAB-RUS-2: one army or scout moves by the movement rules into a rival's city and is sacrificed there to learn
 * a tech that rival knows. It never attacks, so a scout may go where only armies may attack.
 */
export function checkSacrifice(state: CivState, seat: Seat, t: CardTarget, rule = RULE): Check {
  const f = t.figure ? figureById(state, t.figure) : undefined;
  if (!f || f.owner !== seat) return refuse('bad-target', rule, 'Pick one of your armies or scouts.');
  const path = t.path ?? [];
  const end = path[path.length - 1];
  const city = end ? cityAt(state, end) : undefined;
  if (!city || city.owner === seat) return refuse('not-enemy-city', rule, "The figure's move must end in a rival's city.");
  // The move is checked as any move; only the ban on scouts attacking does not apply, as nobody attacks.
  const move = checkMove(state, seat, [f.id], path);
  if (!move.ok && !(move.code === 'scout-attack' && f.kind === 'scout')) return move;
  if (!t.tech || !knows(state.players[city.owner], t.tech)) return refuse('bad-target', rule, `Pick a tech ${state.players[city.owner].name} knows.`);
  const ok = checkLearnable(state, seat, t.tech);
  return ok.ok ? OK : refuse(ok.code, 'CIV-CARD-05', ok.message);
}

/** The two straight-then-turn paths from `from` to `to` (a bot's and a menu's tries; the check decides). */
function lPaths(from: Square, to: Square): Square[][] {
  const xs = (y: number) => Array.from({ length: Math.abs(to.x - from.x) }, (_, i) => ({ x: from.x + Math.sign(to.x - from.x) * (i + 1), y }));
  const ys = (x: number, y0: number) => Array.from({ length: Math.abs(to.y - y0) }, (_, i) => ({ x, y: y0 + Math.sign(to.y - y0) * (i + 1) }));
  const a = [...xs(from.y), ...ys(to.x, from.y)];
  const b = [...ys(from.x, from.y), ...xs(to.y)];
  return from.x === to.x || from.y === to.y ? [a] : [a, b];
}

/** Sacrifices worth checking: each figure that can reach a rival city centre along a simple path, with each tech to learn. */
export function sacrificeCandidates(state: CivState, seat: Seat): CardTarget[] {
  const out: CardTarget[] = [];
  const me = state.players[seat];
  const learnable = new Map<number, string[]>();
  for (const f of state.figures) {
    if (f.owner !== seat) continue;
    const left = movesLeft(state, f.id, seat);
    for (const c of state.cities) {
      if (c.owner === seat) continue;
      const near = cityCentres(c).filter((centre) => Math.abs(centre.x - f.at.x) + Math.abs(centre.y - f.at.y) <= left);
      if (near.length === 0) continue;
      let techs = learnable.get(c.owner);
      if (!techs) learnable.set(c.owner, (techs = state.players[c.owner].techs.map((x) => x.name).filter((n) => !knows(me, n) && checkLearnable(state, seat, n).ok)));
      for (const centre of near) {
        for (const path of lPaths(f.at, centre)) for (const tech of techs) out.push({ figure: f.id, path, tech });
      }
    }
  }
  return out;
}

/** The figure leaves the board at the rival's city (back to its owner's supply) and its owner learns the tech. */
export function sacrificeForTech(ctx: Ctx, seat: Seat, t: CardTarget): void {
  const d = ctx.d;
  const f = d.figures.find((x) => x.id === t.figure);
  const end = (t.path ?? [])[(t.path ?? []).length - 1];
  if (!f || !end) return;
  d.figures = d.figures.filter((x) => x !== f);
  const owner = d.cities.find((c) => cityCentres(c).some((s) => s.x === end.x && s.y === end.y))?.owner;
  ctx.log.push({ text: `${d.players[seat].name}'s ${f.kind} enters ${owner === undefined ? 'a rival city' : `${d.players[owner].name}'s city`} and is sacrificed: no battle is fought.`, rule: RULE });
  learnTech(ctx, seat, t.tech as string, 'learn');
}
