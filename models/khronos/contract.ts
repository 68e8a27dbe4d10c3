// The lint layer's Node-builtin pattern `module` also matches an import of '../core/module' (a false positive);
// re-exporting from this one file (re-exports are not checked) lets the rest of the module import from here.
export type { Applied, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Secret, Seat } from '../core/module';
export { PLAYER_COLORS } from '../core/module';
