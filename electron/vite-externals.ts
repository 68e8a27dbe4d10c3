import { builtinModules } from 'node:module';

/** What the main and preload bundles leave to the runtime: Electron itself and Node's built-ins. */
export const NODE_EXTERNALS: Array<string | RegExp> = ['electron', /^electron\/.+/, ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
