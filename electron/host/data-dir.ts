import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where games are autosaved: TESSERA_DATA_DIR, else the platform's per-user data folder. */
export function dataDirFor(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (env.TESSERA_DATA_DIR) return env.TESSERA_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Tessera', 'games');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Tessera', 'games');
  return join(env.XDG_DATA_HOME ?? join(home, '.local', 'share'), 'tessera', 'games');
}
