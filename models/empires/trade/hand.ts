import { cardKind } from '../cards';
import { setValue } from '../data/commodities';

/** One group of a hand: the cards of one commodity with their set value, or the calamities. */
export interface HandSet {
  readonly commodity: string | null;
  readonly cards: readonly string[];
  readonly count: number;
  /** ME-TRADEX-2: n squared times the face value; water 0. */
  readonly value: number;
  readonly calamity: boolean;
}

/** A hand grouped by commodity (stack order), calamities last, each group with its set value. */
export function handSets(hand: readonly string[]): HandSet[] {
  const groups = new Map<string, string[]>();
  const calamities: string[] = [];
  const stackOfGroup = new Map<string, number>();
  for (const c of hand) {
    const k = cardKind(c);
    if (!k) continue;
    if (k.kind === 'calamity') {
      calamities.push(c);
      continue;
    }
    groups.set(k.commodity.id, [...(groups.get(k.commodity.id) ?? []), c]);
    stackOfGroup.set(k.commodity.id, k.commodity.stack);
  }
  const out: HandSet[] = [...groups.entries()]
    .sort((a, b) => stackOfGroup.get(a[0])! - stackOfGroup.get(b[0])! || a[0].localeCompare(b[0]))
    .map(([commodity, cards]) => ({ commodity, cards, count: cards.length, value: setValue(cards.length, commodity), calamity: false }));
  if (calamities.length) out.push({ commodity: null, cards: calamities, count: calamities.length, value: 0, calamity: true });
  return out;
}
