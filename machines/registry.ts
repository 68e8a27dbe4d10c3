import { civModule } from './civ';
import { empiresModule } from './empires';
import type { GameModule } from './engine/module';
import { khronosModule } from './khronos';
import { sandboxModule } from './sandbox';

/**
 * Every game module Tessera knows, by id. A new game is a folder in models/, machines/ and renderer/, plus its
 * line here.
 */
export const modules: Readonly<Record<string, GameModule>> = {
  khronos: khronosModule,
  empires: empiresModule,
  civ: civModule,
  sandbox: sandboxModule,
};
