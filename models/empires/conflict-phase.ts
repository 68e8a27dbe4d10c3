import { OK, refuse, type Check } from '../core/check';
import type { Random } from '../core/rng';
import type { LogLine, Seat } from './seat';
import { attackerOf, attackFails, attackQueue, bankSpoils, drawFromDefender, loseAttack, replacementTokens, takeCity, tokenConflicts } from './conflict';
import { indexMap } from './map';
import { player, withRecords, type ConflictProgress, type EmpiresState } from './state';

/** One answer to the question a city attack asks; the first option listed is what the bots choose. */
export interface ConflictChoice {
  /** ME-CONF2-2: the defender's city to resolve next. */
  readonly area?: string;
  /** ME-CONF2-10 (1): the defender waits for his own attack first. */
  readonly wait?: boolean;
  /** ME-CONF2-10 (3): the attacker draws a card from the defender's hand. */
  readonly draw?: boolean;
  /** ME-CONF2-10 (4), ME-CONF2-11: tokens the attacker moves from stock into treasury. */
  readonly treasury?: number;
}

export type ConflictQuestion = 'order' | 'wait' | 'card' | 'treasury';

export interface ConflictPending {
  readonly kind: ConflictQuestion;
  readonly chooser: Seat;
  /** The attacked area the question is about (for 'order': the first of the defender's cities). */
  readonly area: string;
  readonly options: readonly ConflictChoice[];
}

type Stepped = { state: EmpiresState; log: LogLine[]; revealed: boolean; finished: boolean };
type Step = { state: EmpiresState; log: LogLine[]; revealed?: boolean };

const standing = (s: EmpiresState, c: ConflictProgress) => c.queue.filter((a) => attackerOf(s, a) !== null);

/** ME-CONF2-10 (1): a defender short of tokens who attacks another city this turn may once wait for that attack. */
function ownAttacks(s: EmpiresState, c: ConflictProgress, area: string): string[] {
  const owner = s.areas[area].city!.owner;
  if (owner === 'pirate' || c.waited.includes(owner) || attackFails(s, area)) return [];
  if (player(s, owner).stock >= replacementTokens(s, area, attackerOf(s, area)!)) return [];
  return standing(s, c).filter((a) => a !== area && attackerOf(s, a) === owner);
}

/** The question the attacks wait for now, or null when the next step needs nobody's choice. */
export function conflictPending(s: EmpiresState): ConflictPending | null {
  const c = s.conflict;
  if (!c) return null;
  if (c.spoils) {
    const { area, attacker, defender, step } = c.spoils;
    if (step === 'card') return defender !== 'pirate' && s.players[defender].hand.length > 0 ? { kind: 'card', chooser: attacker, area, options: [{ draw: true }, { draw: false }] } : null;
    const most = Math.min(3, player(s, attacker).stock);
    return most > 0 ? { kind: 'treasury', chooser: attacker, area, options: Array.from({ length: most + 1 }, (_, i) => ({ treasury: most - i })) } : null;
  }
  const queue = standing(s, c);
  const head = queue[0];
  if (head === undefined) return null;
  const owner = s.areas[head].city!.owner;
  if (owner === 'pirate') return null;
  if (!c.fixed.includes(head)) {
    const mine = queue.filter((a) => s.areas[a].city!.owner === owner);
    if (mine.length > 1) return { kind: 'order', chooser: owner, area: head, options: mine.map((area) => ({ area })) };
  }
  return ownAttacks(s, c, head).length > 0 ? { kind: 'wait', chooser: owner, area: head, options: [{ wait: false }, { wait: true }] } : null;
}

const withProgress = (s: EmpiresState, change: Partial<ConflictProgress>): EmpiresState => (withRecords(s, { conflict: { ...s.conflict!, ...change } }));

/** Resolves the attack at the head of the queue: a failure at once, a success up to the attacker's spoils. */
function resolveHead(s: EmpiresState, head: string): Step {
  const c = s.conflict!;
  const rest = { queue: c.queue.filter((a) => a !== head), fixed: c.fixed.filter((a) => a !== head) };
  if (attackFails(s, head)) {
    const r = loseAttack(s, head);
    return { state: withProgress(r.state, rest), log: r.log };
  }
  const attacker = attackerOf(s, head)!;
  const defender = s.areas[head].city!.owner;
  const r = takeCity(s, head);
  const spoils = attacker === 'barbarians' ? null : { area: head, attacker, defender, step: defender === 'pirate' ? ('treasury' as const) : ('card' as const) };
  return { state: withProgress(r.state, { ...rest, spoils }), log: r.log };
}

/** One step that needs no choice; null when the attacks are all resolved. */
function stepAlone(s: EmpiresState): Step | null {
  const c = s.conflict!;
  if (c.spoils) {
    // Nothing to choose: no card to draw, or no stock to bank.
    return { state: withProgress(s, { spoils: c.spoils.step === 'card' ? { ...c.spoils, step: 'treasury' } : null }), log: [] };
  }
  const head = standing(s, c)[0];
  return head === undefined ? null : resolveHead(s, head);
}

/**
 * ME-CONF2-2..11, phase 4 (and phase 11, ME-CITY-6): 4a's token conflicts when it begins, then 4b's city attacks one
 * at a time, stopping at each choice a player has to make. A chooser who left gets the first option.
 */
export function stepConflicts(state: EmpiresState, random: Random): Stepped {
  let s = state;
  const log: LogLine[] = [];
  let revealed = false;
  if (!s.conflict) {
    const first = tokenConflicts(s);
    s = withRecords(first.state, { conflict: { queue: attackQueue(first.state), fixed: [], waited: [], spoils: null } });
    log.push(...first.log);
  }
  for (let guard = 0; guard < 500; guard++) {
    const p = conflictPending(s);
    if (p && !s.players[p.chooser].left) return { state: s, log, revealed, finished: false };
    const r = p ? applyChoice(s, p, p.options[0], random) : stepAlone(s);
    if (!r) break;
    s = r.state;
    log.push(...r.log);
    revealed ||= !!r.revealed;
  }
  return { state: withRecords(s, { conflict: null }), log, revealed, finished: true };
}

function applyChoice(s: EmpiresState, p: ConflictPending, choice: ConflictChoice, random: Random): Step {
  const c = s.conflict!;
  const names = indexMap(s.map).area;
  const who = s.players[p.chooser].name;
  switch (p.kind) {
    case 'order': {
      const area = choice.area!;
      const log = [{ text: `${who} chooses the attack on ${names[area].name} to be resolved next.`, rule: 'ME-CONF2-2' }];
      return { state: withProgress(s, { queue: [area, ...c.queue.filter((a) => a !== area)], fixed: [...c.fixed, area] }), log };
    }
    case 'wait': {
      if (!choice.wait) return resolveHead(s, p.area);
      const own = ownAttacks(s, c, p.area);
      const queue = [...own, p.area, ...c.queue.filter((a) => a !== p.area && !own.includes(a))];
      const log = [{ text: `${who} is short of tokens and waits for his own attack on ${own.map((a) => names[a].name).join(', ')} first.`, rule: 'ME-CONF2-10' }];
      return { state: withProgress(s, { queue, fixed: [...c.fixed, ...own, p.area], waited: [...c.waited, p.chooser] }), log };
    }
    case 'card': {
      const spoils = { ...c.spoils!, step: 'treasury' as const };
      if (!choice.draw) return { state: withProgress(s, { spoils }), log: [{ text: `${who} draws no card.`, rule: 'ME-CONF2-10' }] };
      const d = drawFromDefender(s, p.chooser, c.spoils!.defender as Seat, random);
      return { state: withProgress(d.state, { spoils }), log: d.log, revealed: d.revealed };
    }
    case 'treasury': {
      const rule = c.spoils!.defender === 'pirate' ? 'ME-CONF2-11' : 'ME-CONF2-10';
      const b = bankSpoils(s, p.chooser, choice.treasury ?? 0, rule);
      const log = b.log.length ? b.log : [{ text: `${who} takes nothing into treasury.`, rule }];
      return { state: withProgress(b.state, { spoils: null }), log };
    }
  }
}

const same = (a: ConflictChoice, b: ConflictChoice) => a.area === b.area && a.wait === b.wait && a.draw === b.draw && a.treasury === b.treasury;

export function checkConflictChoice(s: EmpiresState, seat: Seat, choice: ConflictChoice): Check {
  const p = conflictPending(s);
  if (!p) return refuse('no-choice', 'ME-CONF2-2', 'No city attack waits for a choice.');
  if (p.chooser !== seat) return refuse('not-your-choice', 'ME-CONF2-2', `${s.players[p.chooser].name} chooses now.`);
  if (!p.options.some((o) => same(o, choice))) {
    const why: Record<ConflictQuestion, [string, string]> = {
      order: ['ME-CONF2-2', 'Name one of your attacked cities.'],
      wait: ['ME-CONF2-10', 'Say whether you wait for your own attack first.'],
      card: ['ME-CONF2-10', 'Say whether you draw a card from the defender.'],
      treasury: ['ME-CONF2-10', `Take between 0 and ${p.options[0].treasury} tokens into treasury.`],
    };
    return refuse('not-an-option', why[p.kind][0], why[p.kind][1]);
  }
  return OK;
}

/** A checked choice (the phase then steps on to the next question, or the end of the attacks). */
export function applyConflictChoice(s: EmpiresState, choice: ConflictChoice, random: Random): Step {
  return applyChoice(s, conflictPending(s)!, choice, random);
}

export function conflictChoices(s: EmpiresState, seat: Seat): ConflictChoice[] {
  const p = conflictPending(s);
  return p && p.chooser === seat ? [...p.options] : [];
}
