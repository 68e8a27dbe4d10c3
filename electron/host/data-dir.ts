import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where games are autosaved: TESSERA_DATA_DIR, else the platform's per-user data folder. */
export function dataDirFor(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (env.TESSERA_DATA_DIR) return env.TESSERA_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Tessera', 'games');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Tessera', 'games');
  return join(env.XDG_DATA_HOME ?? join(home, '.local', 'share'), 'tessera', 'games');
}

/**
 * Moves the games an earlier desktop build kept in another folder (Electron's per-user folder, `~/.config/Tessera/games`
 * on Linux) into `dataDir`, so none drops out of the list. A game already in `dataDir` stays as it is; a folder
 * that cannot be moved is left where it was. Answers how many games were moved.
 */
export async function adoptEarlierGames(earlier: string, dataDir: string): Promise<number> {
  if (resolve(earlier) === resolve(dataDir)) return 0;
  let names: string[];
  try {
    names = await readdir(earlier);
  } catch {
    return 0;
  }
  await mkdir(dataDir, { recursive: true });
  let moved = 0;
  for (const name of names) {
    const target = join(dataDir, name);
    if (await exists(target)) continue;
    try {
      await cp(join(earlier, name), target, { recursive: true, errorOnExist: true, force: false });
      await rm(join(earlier, name), { recursive: true, force: true });
      moved++;
    } catch {
      // Left in the earlier folder (a half-made copy removed): nothing is lost, and the next start tries again.
      await rm(target, { recursive: true, force: true }).catch(() => undefined);
    }
  }
  return moved;
}

const exists = (path: string) => stat(path).then(() => true, () => false);
