import { describe, expect, it } from 'vitest';
import { allTutorials, groupTutorials, tutorialForRule, tutorialGroups } from './catalogue';
import { finishedTutorials, markFinished } from './progress';

const base = { format: 'tessera-tutorial', version: 1, module: 'khronos', summary: 's', rules: ['KH-DOM-1'], scenario: { players: ['A', 'B'], seed: 'x' }, steps: [{ narration: 'n' }] };

describe('tutorial catalogue', () => {
  it('loads every shipped tutorial, grouped by game', () => {
    expect(allTutorials.length).toBeGreaterThanOrEqual(20);
    expect(new Set(tutorialGroups.map((g) => g.module))).toEqual(new Set(['civ', 'empires', 'khronos']));
  });

  it('orders a group by `order` and leaves out a file that does not parse', () => {
    const groups = groupTutorials([
      { ...base, id: 'b-two', title: 'Two', group: 'G', order: 2 },
      { ...base, id: 'a-one', title: 'One', group: 'G', order: 1 },
      { ...base, id: 'broken', title: 'Broken', group: 'G', order: 0, steps: [] },
      { format: 'something-else' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0].tutorials.map((t) => t.id)).toEqual(['a-one', 'b-two']);
  });

  it('finds the tutorial teaching a refusal\'s rule (FF-METRO-03, KH-DOM-3), and none for an unknown rule', () => {
    expect(tutorialForRule('FF-METRO-03')?.id).toBe('civ-metropolis');
    expect(tutorialForRule('KH-DOM-3')?.rules).toContain('KH-DOM-3');
    expect(tutorialForRule('NO-SUCH-1')).toBeNull();
    expect(tutorialForRule(undefined)).toBeNull();
  });

  it('remembers finished tutorials in the given storage', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(finishedTutorials(store).size).toBe(0);
    markFinished('civ-metropolis', store);
    markFinished('civ-metropolis', store);
    expect([...finishedTutorials(store)]).toEqual(['civ-metropolis']);
    data.set('tessera.tutorials.done', 'not json');
    expect(finishedTutorials(store).size).toBe(0);
  });
});
