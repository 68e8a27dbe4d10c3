// The lint layer's Node-builtin pattern "module" also matches imports of ../core/module (a false positive);
// a type re-export is not an import to that rule, so the module's files take the core types from here.
export type { Action, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Seat, Secret } from '../core/module';
