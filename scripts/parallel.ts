/**
 * `tsx scripts/parallel.ts typecheck lint build`: runs those npm scripts at the same time and prints each one's
 * output in one piece when it ends. Exits 1 if any of them failed. `npm test` uses it for the checks that do not
 * depend on each other, so a 2-core machine keeps both cores busy (CI has 20 minutes for the whole suite).
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(name: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32', env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d));
    child.stderr.on('data', (d: Buffer) => output.push(d));
    child.on('error', (e) => output.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> npm run ${name} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
