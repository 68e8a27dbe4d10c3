/**
 * ME-AST-1..4: the A.S.T. Position 0 is the arrow; each turn a marker may move one space right. The epoch of a
 * space depends on the civilization's row; these boundaries are the Mega Civilization data the catalogue gives
 * as DEFAULT (ME-AST-3), kept per civilization so they can be corrected from the physical board.
 */
export type Epoch = 'stone' | 'early-bronze' | 'middle-bronze' | 'late-bronze' | 'early-iron' | 'late-iron';
export const EPOCHS: readonly Epoch[] = ['stone', 'early-bronze', 'middle-bronze', 'late-bronze', 'early-iron', 'late-iron'];
export const EPOCH_NAMES: Readonly<Record<Epoch, string>> = {
  stone: 'Stone Age',
  'early-bronze': 'Early Bronze Age',
  'middle-bronze': 'Middle Bronze Age',
  'late-bronze': 'Late Bronze Age',
  'early-iron': 'Early Iron Age',
  'late-iron': 'Late Iron Age',
};

export type AstSide = 'basic' | 'expert';

/** First space of each epoch after the Stone Age, for one civilization row. */
export interface AstRow {
  readonly starts: Readonly<Record<Exclude<Epoch, 'stone'>, number>>;
  /** The last space; a marker never moves beyond it. */
  readonly last: number;
  /** The first coloured (final) space. */
  readonly finish: number;
}

export function astRow(civ: string, side: AstSide): AstRow {
  if (side === 'basic') {
    const eb = civ === 'minoa' || civ === 'saba' ? 6 : 5;
    const mb = ['minoa', 'saba', 'celt', 'carthage', 'iberia', 'parthia'].includes(civ) ? 9 : 8;
    return { starts: { 'early-bronze': eb, 'middle-bronze': mb, 'late-bronze': 11, 'early-iron': 14, 'late-iron': 15 }, last: 15, finish: 15 };
  }
  const eb = ['minoa', 'saba', 'maurya', 'kushan', 'iberia'].includes(civ) ? 6 : 5;
  return { starts: { 'early-bronze': eb, 'middle-bronze': 8, 'late-bronze': 11, 'early-iron': 14, 'late-iron': 15 }, last: 16, finish: 15 };
}

export function epochAt(civ: string, side: AstSide, position: number): Epoch {
  const row = astRow(civ, side);
  let epoch: Epoch = 'stone';
  for (const e of EPOCHS.slice(1) as Exclude<Epoch, 'stone'>[]) if (position >= row.starts[e]) epoch = e;
  return epoch;
}

/** ME-AST-4: what a player needs to enter or move through an epoch. */
export interface EpochRequirement {
  readonly cities: number;
  readonly advances: number;
  readonly minCost: number;
}

export const REQUIREMENTS: Readonly<Record<Epoch, EpochRequirement>> = {
  stone: { cities: 0, advances: 0, minCost: 0 },
  'early-bronze': { cities: 2, advances: 0, minCost: 0 },
  'middle-bronze': { cities: 3, advances: 3, minCost: 0 },
  'late-bronze': { cities: 3, advances: 3, minCost: 100 },
  'early-iron': { cities: 4, advances: 2, minCost: 200 },
  'late-iron': { cities: 5, advances: 3, minCost: 200 },
};

/** SB-BUILD-2 cost tiers by the builder's epoch; the Stone Age is the open question of SB-BUILD-2a. */
export function buildingCostFor(epoch: Epoch): number | null {
  switch (epoch) {
    case 'stone':
      return null;
    case 'early-bronze':
    case 'middle-bronze':
      return 30;
    case 'late-bronze':
      return 40;
    default:
      return 50;
  }
}
