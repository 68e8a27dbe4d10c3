import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../random-game';
import { acquisitionWith, areaWith, movementWith, playerWith, tradeWith, withRecords, type EmpiresState, type PlayerState } from '../state';

// The record copies of state.ts name every field in one literal (one object shape per kind of record, for speed).
// A field added to a record elsewhere but not to its copy would be dropped by the next copy: every record of real
// games, copied with no change, must keep every field it has, with the same value.

/** The fields of `before` that `copy(before)` lost or changed. */
function lost<T extends object>(before: T, copy: (x: T) => T): string[] {
  const after = copy(before) as Record<string, unknown>;
  return Object.keys(before).filter((k) => !(k in after) || after[k] !== (before as Record<string, unknown>)[k]);
}

function everyRecordKeepsItsFields(states: readonly EmpiresState[]): string[] {
  const problems = new Set<string>();
  const note = (kind: string, fields: string[]) => fields.forEach((f) => problems.add(`${kind}.${f}`));
  for (const s of states) {
    note('state', lost(s, (x) => withRecords(x, {})));
    for (const p of s.players) note('player', lost(p, (x) => playerWith(x, {})));
    for (const a of Object.values(s.areas)) note('area', lost(a, (x) => areaWith(x, {})));
    if (s.movement) note('movement', lost(s.movement, (x) => movementWith(x, {})));
    if (s.acquisition) note('acquisition', lost(s.acquisition, (x) => acquisitionWith(x, {})));
    if (s.trade) note('trade', lost(s.trade, (x) => tradeWith(x, {})));
  }
  return [...problems];
}

describe('record copies keep every field', () => {
  it('in random games of 3 and 5 players with every phase scripted', () => {
    for (const [seed, players] of [['shapes-3', 3], ['shapes-5', 5]] as const) {
      const game = playRandomGame(seed, players, 6);
      expect(game.states.some((s) => s.movement) && game.states.some((s) => s.acquisition), 'movement and acquisition records were copied').toBe(true);
      expect(everyRecordKeepsItsFields(game.states)).toEqual([]);
    }
  });

  it('in a random game with phases 1 to 10 by hand', () => {
    const game = playRandomGame('shapes-manual', 3, 2, { boardPhases: 'manual', cardPhases: 'manual' });
    expect(everyRecordKeepsItsFields(game.states)).toEqual([]);
  });

  it('finds a field the copy forgets', () => {
    const [s] = playRandomGame('shapes-probe', 3, 0).states;
    const withExtra: PlayerState = { ...s.players[0], ...{ extra: 1 } };
    expect(lost(withExtra, (x) => playerWith(x, {}))).toEqual(['extra']);
  });
});
