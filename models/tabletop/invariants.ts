import type { Tabletop } from './types';

/**
 * What must hold on any tabletop (the manual layer every module shares), after an action or a scenario's
 * overrides: each record under its own id, each card in one pile, pieces in the supply or on a known place within
 * its capacity, counters within their bounds. The first broken one in words, or null.
 */
export function tabletopInvariantBroken(t: Tabletop): string | null {
  for (const [group, records] of [['locations', t.locations], ['pieces', t.pieces], ['piles', t.piles], ['counters', t.counters]] as const) {
    for (const [key, r] of Object.entries(records)) if (r?.id !== key) return `table.${group}.${key} has the id "${r?.id}"`;
  }
  const seen = new Map<string, string>();
  for (const pile of Object.values(t.piles)) {
    for (const card of pile.cards) {
      if (seen.has(card)) return `card ${card} is in both ${seen.get(card)} and ${pile.id}`;
      seen.set(card, pile.id);
    }
  }
  const standing = new Map<string, number>();
  for (const p of Object.values(t.pieces)) {
    if (p.at === 'supply') continue;
    const place = t.locations[p.at];
    if (!place) return `piece ${p.id} stands on "${p.at}", which is no place on the table`;
    if (place.accepts && place.accepts.length > 0 && !place.accepts.includes(p.kind)) return `piece ${p.id} (${p.kind}) stands on ${p.at}, which takes only ${place.accepts.join(', ')}`;
    const n = (standing.get(p.at) ?? 0) + 1;
    if (place.capacity !== undefined && n > place.capacity) return `${p.at} holds ${n} pieces, more than its ${place.capacity}`;
    standing.set(p.at, n);
  }
  for (const c of Object.values(t.counters)) {
    if (!Number.isFinite(c.value) || c.value < c.min || (c.max !== undefined && c.value > c.max)) return `counter ${c.id} is ${c.value}, outside ${c.min} to ${c.max ?? 'no limit'}`;
  }
  return null;
}
