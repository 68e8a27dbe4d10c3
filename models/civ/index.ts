export { civRules } from './rules';
export type { CivState } from './state';
export type { CivAction } from './actions';
export type { CivView } from './view';
export { civOptions, civOptionSpecs } from './options';
export { metropolisCandidates } from './rules/metropolis';
export { legalActions } from './legal';
export { parseCivTiles } from './tiles';
export * as civBoard from './board';
