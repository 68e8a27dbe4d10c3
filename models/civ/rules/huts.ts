import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { markerKind, NATIVE_ART_CULTURE } from '../data/markers';
import type { Ctx } from '../draft';
import { asState } from '../draft';
import type { Square } from '../geometry';
import { figuresAt } from '../map';
import { figureLimit, figuresOf, stackLimit } from '../player';
import type { CivState } from '../state';
import { gainGreatPerson } from './great-people';
import { TECH_BY_NAME } from '../data/techs';

/** CIV-HUT-01 / FF-HUT-01..06: what taking a hut or village marker does. */
export function takeMarker(ctx: Ctx, seat: Seat, id: string, at: Square): void {
  const d = ctx.d;
  const p = d.players[seat];
  const { pool, kind } = markerKind(id);
  ctx.revealed = true;
  // CIV-CIVAB-CHN-2: the Chinese earn 3 culture for each hut explored or village conquered.
  if (p.civ === 'chinese') {
    p.culture += 3;
    ctx.log.push({ text: `${p.name} earns 3 culture.`, rule: 'CIV-CIVAB-CHN-2' });
  }
  switch (kind) {
    case 'friendly-barbarian':
      ctx.log.push({ text: `${p.name} reveals Friendly Barbarians: a free unit or figure.`, rule: 'FF-HUT-01' });
      d.pending.unshift({ kind: 'friendly-barbarian', seat, square: at });
      return;
    case 'native-art':
      p.culture += NATIVE_ART_CULTURE[pool];
      ctx.log.push({ text: `${p.name} reveals Native Art: ${NATIVE_ART_CULTURE[pool]} culture.`, rule: 'FF-HUT-03' });
      return;
    case 'wealth':
      p.coinTokens += 1;
      ctx.log.push({ text: `${p.name} reveals Wealth: a coin token.`, rule: 'FF-HUT-05' });
      return;
    case 'great-person':
      ctx.log.push({ text: `${p.name} frees a great person from the village.`, rule: 'CIV-GPM-02' });
      gainGreatPerson(ctx, seat);
      return;
    default:
      // Resources (FF-HUT-06), Teacher (FF-HUT-04) and Friendly Workers (FF-HUT-02) are kept facedown.
      p.held.push(id);
      ctx.log.push({ text: `You take a ${kind} marker.`, to: [seat], rule: 'CIV-HUT-01' });
      ctx.log.push({ text: `${p.name} takes a ${pool} marker facedown.`, to: d.players.map((x) => x.seat).filter((s) => s !== seat), rule: 'CIV-HUT-01' });
  }
}

/** FF-HUT-01: a free unlocked unit, or a free figure on the marker's square within stacking. */
export function checkFriendlyBarbarian(state: CivState, seat: Seat, choice: 'unit' | 'army' | 'scout', unit?: string): Check {
  const pending = state.pending[0];
  if (!pending || pending.kind !== 'friendly-barbarian' || pending.seat !== seat) return refuse('no-barbarian', 'FF-HUT-01', 'No Friendly Barbarian is waiting.');
  const p = state.players[seat];
  if (choice === 'unit') {
    if (!unit) return refuse('no-unit', 'FF-HUT-01', 'Name the unit type.');
    if (unit === 'aircraft' && !p.techs.some((t) => TECH_BY_NAME[t.name]?.aircraft)) return refuse('locked', 'FF-HUT-01', 'Aircraft are not unlocked.');
    if ((state.unitDecks[unit] ?? []).length === 0) return refuse('stock', 'FF-HUT-01', 'No card of that unit is left.');
    return OK;
  }
  if (choice === 'scout' && state.options.friendlyBarbarianFigure === 'army-only') return refuse('army-only', 'FF-HUT-01', 'This game lets Friendly Barbarians bring only an army.');
  if (figuresOf(state, seat, choice).length >= figureLimit(p, choice)) return refuse('no-figure', 'FF-HUT-01', `No ${choice} is left in your supply.`);
  if (figuresAt(state, pending.square).filter((f) => f.owner === seat).length >= stackLimit(state, seat)) return refuse('stacking', 'FF-HUT-01', 'That square is at your stacking limit.');
  return OK;
}

export function friendlyBarbarian(ctx: Ctx, seat: Seat, choice: 'unit' | 'army' | 'scout', unit?: string): void {
  const d = ctx.d;
  const pending = d.pending.shift();
  if (!pending || pending.kind !== 'friendly-barbarian') return;
  if (choice === 'unit' && unit) {
    const deck = d.unitDecks[unit];
    const card = deck.splice(ctx.random.int(deck.length), 1)[0];
    d.players[seat].forces.push(card);
    ctx.log.push({ text: `${d.players[seat].name} takes a free ${unit} unit.`, rule: 'FF-HUT-01' });
  } else {
    const n = d.figures.filter((f) => f.owner === seat).length;
    d.figures.push({ id: nextFigureId(asState(d), seat, choice as 'army' | 'scout'), owner: seat, kind: choice as 'army' | 'scout', at: { ...pending.square } });
    ctx.log.push({ text: `${d.players[seat].name} places a free ${choice} (figure ${n + 1}).`, rule: 'FF-HUT-01' });
  }
}

export function nextFigureId(state: CivState, seat: Seat, kind: 'army' | 'scout'): string {
  for (let i = 1; ; i++) {
    const id = `${kind}-${seat}-${i}`;
    if (!state.figures.some((f) => f.id === id)) return id;
  }
}
