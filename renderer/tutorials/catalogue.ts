import { parseTutorial, type Tutorial } from '../../models/core/tutorial';

/** Every tutorial file shipped with the app, parsed once. A file that does not parse is left out (the runner's test catches it). */
const files = import.meta.glob('../../models/*/tutorials/*.json', { eager: true, import: 'default' });

export interface TutorialGroup {
  readonly name: string;
  readonly module: string;
  readonly tutorials: readonly Tutorial[];
}

/** Parses tutorial files and groups them: groups in the order their first tutorial's module and name sort, tutorials by `order`. */
export function groupTutorials(inputs: readonly unknown[]): TutorialGroup[] {
  const parsed = inputs.flatMap((input) => {
    const p = parseTutorial(input);
    return p.ok ? [p.tutorial] : [];
  });
  const groups = new Map<string, Tutorial[]>();
  for (const t of parsed) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups.entries()]
    .map(([name, list]) => ({ name, module: list[0].module, tutorials: [...list].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)) }))
    .sort((a, b) => a.module.localeCompare(b.module) || a.tutorials[0].order - b.tutorials[0].order || a.name.localeCompare(b.name));
}

export const tutorialGroups: readonly TutorialGroup[] = groupTutorials(Object.keys(files).sort().map((k) => files[k]));
export const allTutorials: readonly Tutorial[] = tutorialGroups.flatMap((g) => g.tutorials);

export function tutorialById(id: string): Tutorial | null {
  return allTutorials.find((t) => t.id === id) ?? null;
}

/** The first tutorial (in menu order) that teaches a rule, for the "?" beside a refusal. */
export function tutorialForRule(rule: string | undefined, list: readonly Tutorial[] = allTutorials): Tutorial | null {
  if (!rule) return null;
  return list.find((t) => t.rules.includes(rule)) ?? null;
}
