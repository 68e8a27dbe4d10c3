/**
 * `npm run tutorials -- --check`: plays every tutorial (models/<module>/tutorials/*.json) headlessly through the real
 * host and prints `tutorials.total: N` and `tutorials.passed: N`; exit code 1 when one fails (its failing step is
 * printed, or an unreadable file). Without `--check` it lists the tutorials by module and group.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTutorial } from '../machines/engine/tutorial-runner';
import { modules } from '../machines/registry';
import { parseTutorial, type Tutorial } from '../models/core/tutorial';

export interface TutorialFile {
  readonly file: string;
  readonly tutorial: Tutorial | null;
  readonly error: string | null;
}

/** Every tutorial file under models/<module>/tutorials/, parsed, in file order. */
export function loadTutorials(root = 'models'): TutorialFile[] {
  const out: TutorialFile[] = [];
  for (const module of readdirSync(root).sort()) {
    const dir = join(root, module, 'tutorials');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      const file = join(dir, name);
      try {
        const parsed = parseTutorial(JSON.parse(readFileSync(file, 'utf8')));
        out.push(parsed.ok ? { file, tutorial: parsed.tutorial, error: null } : { file, tutorial: null, error: parsed.message });
      } catch (error) {
        out.push({ file, tutorial: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return out;
}

function main(argv: string[]): number {
  const files = loadTutorials();
  if (!argv.includes('--check')) {
    for (const f of files) console.log(f.tutorial ? `${f.file}: [${f.tutorial.module} / ${f.tutorial.group}] ${f.tutorial.title} (${f.tutorial.rules.join(', ')})` : `${f.file}: ${f.error}`);
    return files.every((f) => f.tutorial) ? 0 : 2;
  }
  let passed = 0;
  for (const f of files) {
    if (!f.tutorial) {
      console.log(`FAIL ${f.file}: ${f.error}`);
      continue;
    }
    const run = runTutorial(f.tutorial, modules);
    if (run.ok) {
      passed++;
      console.log(`ok   ${f.file} (${run.steps.length} steps; ${f.tutorial.rules.join(', ')})`);
      continue;
    }
    console.log(`FAIL ${f.file}`);
    if (run.setup) console.log(`     setup: ${run.setup}`);
    const failed = run.steps.find((s) => !s.ok);
    if (failed) for (const p of failed.problems) console.log(`     step ${failed.index + 1}${failed.id ? ` (${failed.id})` : ''}: ${p}`);
  }
  console.log(`tutorials.total: ${files.length}`);
  console.log(`tutorials.passed: ${passed}`);
  return passed === files.length ? 0 : 1;
}

if (process.argv[1] && /tutorials\.ts$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
