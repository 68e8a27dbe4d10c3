import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { GameStore, SNAPSHOT_FILE } from './game-store';
import { sampleAction, sampleChat, sampleHeader } from './fixtures';

/**
 * The crash drill's writer: `node --import tsx electron/storage/crash-child.ts DIR [SNAPSHOT_EVERY]`.
 * Creates or reopens the game in DIR and appends as fast as it can, with several appends in flight so that
 * group commits happen. It prints `opening`, then `ready A C` (A actions and C chat lines already saved), then `a I` once action I's
 * append has resolved and `c I` for chat line I. The parent kills it with SIGKILL at a random moment.
 */
const [dir, every = '5'] = process.argv.slice(2);
const IN_FLIGHT = 8;

// A pipe write to the parent is synchronous on Linux and macOS, so a printed acknowledgement is never lost.
const say = (line: string) => process.stdout.write(`${line}\n`);
process.stdout.on('error', () => process.exit(0)); // the parent has gone

async function main(): Promise<void> {
  say('opening');
  const options = { snapshotEvery: Number(every) };
  const store = existsSync(join(dir, SNAPSHOT_FILE)) ? await GameStore.open(dir, options) : await GameStore.create(dir, sampleHeader(basename(dir)), options);
  say(`ready ${store.actionCount} ${store.chatCount}`);
  let inFlight = 0;
  const refill = () => {
    while (inFlight < IN_FLIGHT) {
      inFlight++;
      const index = store.actionCount;
      store.append(sampleAction(index)).then(() => {
        say(`a ${index}`);
        inFlight--;
        refill();
      }, fail);
      if (index % 4 === 3) {
        const line = store.chatCount;
        void store.append({ chat: sampleChat(line) }).then(() => say(`c ${line}`), fail);
      }
    }
  };
  refill();
}

function fail(error: unknown): void {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(2);
}

main().catch(fail);
