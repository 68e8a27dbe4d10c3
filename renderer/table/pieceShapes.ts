import type { PieceKind } from '../../models/core/board';

/** Every kind the table draws, in a fixed order (one instanced mesh each). */
export const pieceKinds: readonly PieceKind[] = [
  'token', 'city', 'cube', 'pawn', 'army', 'scout', 'marker', 'card', 'coin',
  'building-1', 'building-2', 'building-3', 'metropolis', 'special-building', 'face-down',
];

/** Height of one piece of a kind (its top, where the seat mark lies, and the step between stacked pieces). */
export const kindHeight: Record<PieceKind, number> = {
  token: 0.08,
  city: 0.42,
  cube: 0.2,
  pawn: 0.36,
  army: 0.34,
  scout: 0.3,
  marker: 0.1,
  card: 0.02,
  coin: 0.04,
  'building-1': 0.5,
  'building-2': 0.54,
  'building-3': 0.54,
  metropolis: 0.5,
  'special-building': 0.46,
  'face-down': 0.05,
};

/** Kinds that lie flat and pile up neatly; others (figures, buildings) stand side by side instead of on top. */
export const stackable = new Set<PieceKind>(['token', 'cube', 'marker', 'card', 'coin', 'face-down']);

/** How many squares a kind spans along its length when it has no footprint (buildings keep their shape). */
export const kindSpan: Partial<Record<PieceKind, number>> = { 'building-2': 2, 'building-3': 3, metropolis: 2 };
