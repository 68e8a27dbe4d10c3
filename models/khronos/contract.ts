// The lint layer's Node-builtin pattern `module` also matches the path '../core/module' (a false positive);
// this one file re-exports the contract so the rest of the module imports it from here.
// eslint-disable-next-line no-restricted-imports
export type { Applied, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Secret, Seat } from '../core/module';
// eslint-disable-next-line no-restricted-imports
export { PLAYER_COLORS } from '../core/module';
