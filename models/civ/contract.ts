// The lint layer pattern for the Node builtin `module` also matches the path '../core/module'; this single
// re-export keeps that false positive in one place (reported to the integrator).
// eslint-disable-next-line no-restricted-imports
export type { Applied, GameRules, LogLine, OptionSpec, Outcome, PlayerColor, PlayerSetup, Secret, Seat } from '../core/module';
// eslint-disable-next-line no-restricted-imports
export { PLAYER_COLORS } from '../core/module';
