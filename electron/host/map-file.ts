import type { GameModule } from '../../machines/engine/module';
import { ServiceError } from './service-error';

/** How many of a bad file's problems a refusal lists (the rest are counted). */
const LISTED = 4;

/**
 * A map file for a game of `module`: its name, or a refusal naming the fields at fault (the new-game dialog's
 * check, and every new game's before it is made).
 */
export function checkMapFile(module: GameModule, json: unknown): { name: string } {
  const support = module.rules.mapFile;
  if (!support) throw new ServiceError('no-map-files', `${module.rules.name} is played on its own board only: it takes no map file.`);
  const verdict = support.check(json);
  if (verdict.ok) return { name: verdict.name };
  const more = verdict.errors.length - LISTED;
  throw new ServiceError('bad-map', `This map file cannot be used: ${verdict.errors.slice(0, LISTED).join('; ')}${more > 0 ? ` (and ${more} more)` : ''}.`);
}
