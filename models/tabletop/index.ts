export * from './types';
export * from './actions';
export { checkTableAction, piecesAt, piecesInPlay } from './rules';
export { applyTableAction } from './apply';
export { tabletopView, tabletopSecrets, type TabletopView, type PileView, type PieceView } from './view';
