import { ADVANCE_BY_ID } from '../../models/empires/data/advances';
import { CIVS_BY_ID } from '../../models/empires/data/civilizations';
import { indexMap } from '../../models/empires/map';
import type { EmpiresView } from '../../models/empires/view';

export interface ScoreRow {
  readonly seat: number;
  readonly name: string;
  readonly score: number;
  /** SB-TIE-1 I: owns his own civilization's building and controls its area. */
  readonly ownHeld: boolean;
  /** SB-TIE-1 II: owns any building. */
  readonly owns: boolean;
  readonly ast: number;
  readonly six: number;
  readonly three: number;
  readonly winner: boolean;
}

/**
 * The end-game table from a view: points, then the building tiebreakers (SB-TIE-1/2), then A.S.T.-position and
 * 6- and 3-point advances (ME-VP-2, the default reading), best first.
 */
export function scoreRows(view: EmpiresView): ScoreRow[] {
  const regionOf = indexMap(view.map).regionOf;
  const rows = view.players
    .filter((p) => !p.left)
    .map((p) => {
      const owned = view.buildings.find((b) => b.at !== null && regionOf[b.at] === p.civ);
      const count = (vp: number) => p.advances.filter((a) => ADVANCE_BY_ID[a.id]?.vp === vp).length;
      return {
        seat: p.seat,
        name: p.name,
        score: p.score,
        ownHeld: !!owned && owned.civ === p.civ && owned.controller === p.seat,
        owns: !!owned,
        ast: p.ast,
        six: count(6),
        three: count(3),
        rank: CIVS_BY_ID[p.civ]?.rank ?? 99,
        winner: false,
      };
    });
  const key = (r: (typeof rows)[number]) => [r.score, r.ownHeld ? 1 : 0, r.owns ? 1 : 0, r.ast, r.six, r.three];
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const ka = key(a), kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  rows.sort((a, b) => compare(a, b) || a.rank - b.rank);
  return rows.map((r) => ({ seat: r.seat, name: r.name, score: r.score, ownHeld: r.ownHeld, owns: r.owns, ast: r.ast, six: r.six, three: r.three, winner: compare(r, rows[0]) === 0 }));
}
