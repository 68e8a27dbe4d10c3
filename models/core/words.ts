/**
 * Counted nouns for people: "1 card", "3 cards", never "card(s)". Models' log lines and refusals use it; the
 * renderer's catalogue (renderer/ui/strings.ts) has its own copy of the idea for translated words.
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
