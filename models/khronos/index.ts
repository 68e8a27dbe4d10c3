/** The Khronos module's public surface for the engine, the renderer and scenario tools. */
export { khronosRules } from './rules';
export { khronosActionSchema, KHRONOS_ACTION_TYPES, type KhronosAction, type KhronosActionType } from './actions';
export { khronosOptionSpecs, khronosOptionsSchema, khronosOptions, type KhronosOptions } from './options';
export { KHRONOS_BOARD, boardData, type KhronosBoardData, type BoardSquare } from './board';
export { parseKhronosMap, khronosMapFileSchema, TESSERA_MAP, type KhronosMap, type KhronosMapFile, type Terrain } from './map';
export { footprintsFor, type FootprintOption } from './footprints';
export { canConstruct, assessBuild, buildContext, type BuildPlan, type BuildCost } from './rules/construct';
export { earningsFor } from './earnings';
export { recomputeDomains, domainPartition } from './domains';
export { playRandomGame, assertDomainsConsistent, seatsFor, type RandomGame } from './random-game';
export { KIND_INFO, KINDS, BOARD_IDS, BOARD_NAMES, type BoardId, type Kind, type Family, type CardColour } from './data';
export type { KhronosState, Building, Phase, Pending } from './state';
export type { KhronosView, BuildingView } from './view';
