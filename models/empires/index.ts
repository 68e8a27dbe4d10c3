/** The empires module's public surface for the engine, the renderer and tools. */
export { empiresRules, playerLeft } from './rules';
export { TESSERA_EAST } from './board';
export { parseEmpiresMap, type EmpiresMap, type MapArea, type MapRegion } from './map';
export { legalAreasFor, buildingCost } from './construct';
export { playRandomGame } from './random-game';
export { optionSpecs, type EmpiresOptions } from './options';
export type { EmpiresAction } from './actions';
export type { EmpiresState, TransactionPlan } from './state';
export type { EmpiresView } from './view';
