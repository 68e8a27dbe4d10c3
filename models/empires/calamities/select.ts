import type { LogLine, Seat } from '../seat';
import type { Random } from '../../core/rng';
import { civ } from '../data/civilizations';
import { counted } from '../../core/words';
import { player, type EmpiresState } from '../state';
import { calamityOfCard, resolutionRank, type CalamityRule } from './data';
import { discardCard } from './units';
import type { CalamityPhase } from './types';

/** ME-CALX-1: at most 3 calamities, of which at most 2 major and at most 3 minor. */
export const LIMITS = { total: 3, major: 2, minor: 3 } as const;

const calamitiesIn = (hand: readonly string[]) => hand.filter((c) => calamityOfCard(c) !== null);

function overLimit(cards: readonly string[]): boolean {
  const rules = cards.map((c) => calamityOfCard(c)!);
  return cards.length > LIMITS.total || rules.filter((r) => r.major).length > LIMITS.major || rules.filter((r) => !r.major).length > LIMITS.minor;
}

/** A card whose loss brings the hand nearer the limit (a major while majors are over, a minor while minors are). */
function discardable(cards: readonly string[]): string[] {
  const rules = cards.map((c) => calamityOfCard(c)!);
  if (rules.filter((r) => r.major).length > LIMITS.major) return cards.filter((c) => calamityOfCard(c)!.major);
  if (rules.filter((r) => !r.major).length > LIMITS.minor) return cards.filter((c) => !calamityOfCard(c)!.major);
  return [...cards];
}

/**
 * ME-CALX-1, phase 8: every seat shows how many calamities it holds; duplicates of one name and calamities over
 * the limit are discarded at random (the state's seeded generator). Identities stay hidden.
 */
export function selectCalamities(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[]; held: Record<number, number> } {
  let s = state;
  const log: LogLine[] = [];
  const held: Record<number, number> = {};
  for (const p of state.players) {
    if (p.left) continue;
    let mine = calamitiesIn(p.hand);
    const drop = (card: string) => {
      s = discardCard(s, p.seat, card, calamityOfCard(card)!.stack);
      mine = mine.filter((c) => c !== card);
    };
    const byName = new Map<string, string[]>();
    for (const c of mine) byName.set(calamityOfCard(c)!.id, [...(byName.get(calamityOfCard(c)!.id) ?? []), c]);
    let lost = 0;
    for (const copies of byName.values()) {
      const pool = [...copies];
      while (pool.length > 1) {
        drop(pool.splice(random.int(pool.length), 1)[0]);
        lost++;
      }
    }
    while (overLimit(mine)) {
      const pool = discardable(mine);
      drop(pool[random.int(pool.length)]);
      lost++;
    }
    if (mine.length > 0 || lost > 0) held[p.seat] = mine.length;
    if (mine.length > 0 || lost > 0) {
      const extra = lost > 0 ? `; ${lost} discarded at random` : '';
      log.push({ text: `${p.name} holds ${counted(mine.length, 'calamity', 'calamities')}${extra}.`, rule: 'ME-CALX-1' });
    }
  }
  return { state: s, log, held };
}

/**
 * ME-CALX-2/4: the order of phase 9: minor calamities first (by stack, A.S.T.-ranking between players), then the
 * majors by stack, non-tradeable before tradeable, copies of one name in A.S.T.-ranking.
 */
export function resolutionQueue(state: EmpiresState): CalamityPhase['queue'] {
  const rank = (s: Seat) => civ(player(state, s).civ).rank;
  const out: { card: string; victim: Seat; rule: CalamityRule }[] = [];
  for (const p of state.players) if (!p.left) for (const card of calamitiesIn(p.hand)) out.push({ card, victim: p.seat, rule: calamityOfCard(card)! });
  out.sort((a, b) => resolutionRank(a.rule) - resolutionRank(b.rule) || rank(a.victim) - rank(b.victim));
  return out.map(({ card, victim }) => ({ card, victim }));
}
