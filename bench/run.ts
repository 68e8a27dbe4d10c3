/**
 * `npm run bench` runs every benchmark; `npm run bench -- NAME` runs one. Each benchmark is bench/NAME.bench.ts,
 * whose default export prints its figures, one per line, as `NAME.figure: value unit`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : available) {
  const mod = (await import(pathToFileURL(join(here, `${name}.bench.ts`)).href)) as { default: () => Promise<void> | void };
  await mod.default();
}
process.exit(0);
