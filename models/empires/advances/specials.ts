import { OK, refuse, type Check } from '../../core/check';
import type { LogLine, Seat } from '../seat';
import { ADVANCE_BY_ID } from '../data/advances';
import { astOrder } from '../ast';
import { isScriptedSpecialPhase } from '../phases';
import { withRecords, type EmpiresState, type SpecialsState } from '../state';
import { abilitiesOf, specialsHeld, type SpecialKind } from './abilities';
import { SPECIAL_EFFECTS, type Effect, type SpecialTarget } from './special-effects';

/**
 * ME-ADVX-4, phase 10: in A.S.T.-position order each holder of a SPECIAL advance may use each of them once, wholly,
 * or pass; no surplus, support or conflict checks run between them (phase 11 does).
 */
export const isScriptedSpecials = (state: EmpiresState): boolean => isScriptedSpecialPhase(state);

/** The special an advance gives, if any. */
export function specialOf(advance: string): SpecialKind | null {
  const a = abilitiesOf(advance).find((x) => x.kind === 'special');
  return a && a.kind === 'special' ? a.special : null;
}

/** The seat's special advances not used yet this phase. */
export function unusedSpecials(state: EmpiresState, seat: Seat): string[] {
  const used = state.specials?.used ?? [];
  return state.players[seat].advances.filter((a) => specialOf(a) !== null && !used.includes(`${seat}:${a}`));
}

/** Opens phase 10: the holders in A.S.T.-position order. */
export function openSpecials(state: EmpiresState): EmpiresState {
  const order = astOrder(state).filter((s) => specialsHeld(state, s).length > 0);
  const specials: SpecialsState = { order, current: 0, used: [] };
  return skipFinished(withRecords(state, { specials }));
}

/** The seat whose turn it is in phase 10, or null when every holder has acted. */
export function specialsSeat(state: EmpiresState): Seat | null {
  const sp = state.specials;
  if (!isScriptedSpecials(state) || !sp) return null;
  return sp.order[sp.current] ?? null;
}

/** Seats that left or have nothing left to use are passed over. */
export const refreshSpecials = (state: EmpiresState): EmpiresState => (state.specials ? skipFinished(state) : state);

function skipFinished(state: EmpiresState): EmpiresState {
  let sp = state.specials!;
  while (sp.current < sp.order.length) {
    const seat = sp.order[sp.current];
    if (!state.players[seat].left && unusedSpecials(withRecords(state, { specials: sp }), seat).length > 0) break;
    sp = { ...sp, current: sp.current + 1 };
  }
  return withRecords(state, { specials: sp });
}

export function checkSpecialTurn(state: EmpiresState, seat: Seat): Check {
  if (!isScriptedSpecials(state)) return refuse('wrong-phase', 'ME-ADVX-4', 'Special abilities are used only in phase 10.');
  const now = specialsSeat(state);
  if (now === null) return refuse('phase-over', 'ME-ADVX-4', 'Every holder of a special ability has acted.');
  if (now !== seat) return refuse('wait-your-turn', 'ME-ADVX-4', `${state.players[now].name} uses his special abilities first (A.S.T.-position order).`);
  return OK;
}

export function checkUseSpecial(state: EmpiresState, seat: Seat, advance: string, target: SpecialTarget): Check {
  const turn = checkSpecialTurn(state, seat);
  if (!turn.ok) return turn;
  const kind = specialOf(advance);
  if (!kind) return refuse('not-special', 'ME-ADVX-4', `${ADVANCE_BY_ID[advance]?.name ?? advance} has no special ability.`);
  if (!state.players[seat].advances.includes(advance)) return refuse('not-held', 'ME-ADVX-4', `You do not hold ${ADVANCE_BY_ID[advance].name}.`);
  if (!unusedSpecials(state, seat).includes(advance)) return refuse('used', 'ME-ADVX-4', `${ADVANCE_BY_ID[advance].name} is used once a turn.`);
  return SPECIAL_EFFECTS[kind].check(state, seat, target);
}

/** Uses one special wholly; the turn passes when the seat has none left. */
export function applyUseSpecial(state: EmpiresState, seat: Seat, advance: string, target: SpecialTarget): Effect {
  const r = SPECIAL_EFFECTS[specialOf(advance)!].apply(state, seat, target);
  const sp = r.state.specials!;
  return { ...r, state: skipFinished(withRecords(r.state, { specials: { ...sp, used: [...sp.used, `${seat}:${advance}`] } })) };
}

/** The seat leaves its remaining specials unused. */
export function applyPassSpecial(state: EmpiresState, seat: Seat): { state: EmpiresState; log: LogLine[] } {
  const sp = state.specials!;
  const rest = unusedSpecials(state, seat).map((a) => `${seat}:${a}`);
  const s = skipFinished(withRecords(state, { specials: { ...sp, used: [...sp.used, ...rest] } }));
  return { state: s, log: [{ text: `${state.players[seat].name} uses no more special abilities.`, rule: 'ME-ADVX-4' }] };
}

export const specialsOver = (state: EmpiresState): boolean => isScriptedSpecials(state) && specialsSeat(state) === null;
