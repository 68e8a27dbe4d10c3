import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';

export type CandidateMark = 'legal' | 'illegal';

/**
 * Which candidate a cell stands for: a legal one wins over an illegal one, then the first listed.
 * Returns the candidate's index in the preview, or null when the cell is no candidate.
 */
export function candidateAt(preview: PreviewSpec | null | undefined, cellId: string): number | null {
  if (!preview) return null;
  let illegal: number | null = null;
  for (let i = 0; i < preview.candidates.length; i++) {
    const c = preview.candidates[i];
    if (!c.cells.includes(cellId)) continue;
    if (c.ok) return i;
    illegal ??= i;
  }
  return illegal;
}

/** How each candidate cell is marked: legal if any candidate through it is legal. */
export function candidateMarks(preview: PreviewSpec | null | undefined): Map<string, CandidateMark> {
  const marks = new Map<string, CandidateMark>();
  if (!preview) return marks;
  for (const c of preview.candidates)
    for (const cell of c.cells) if (c.ok || !marks.has(cell)) marks.set(cell, c.ok ? 'legal' : 'illegal');
  return marks;
}

/** The words shown for a hovered candidate: "RULE-ID: message" for an illegal one, its detail for a legal one. */
export function candidateText(c: PreviewCandidate): string {
  if (!c.ok) return [c.rule, c.message].filter(Boolean).join(': ') || 'Not allowed here';
  return c.detail ?? '';
}
