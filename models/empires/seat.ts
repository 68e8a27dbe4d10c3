// The lint layer's Node-builtin pattern "module" also matches the path ../core/module (a false positive that
// the integrator knows about); this one re-export keeps the exception in a single place.
// eslint-disable-next-line no-restricted-imports
export type { Action, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Seat, Secret } from '../core/module';
