/** The engine contract's types, re-exported once for this module's files. */
export type { Applied, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Secret, Seat } from '../core/module';
export { PLAYER_COLORS } from '../core/module';
