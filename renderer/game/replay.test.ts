import { describe, expect, it } from 'vitest';
import { GameHost } from '../../machines/engine/host';
import { modules } from '../../machines/registry';
import { ReplayCursor } from './replay';

const players = [
  { seat: 0, name: 'Ada', color: 'blue' as const, kind: 'hotseat' as const },
  { seat: 1, name: 'Bo', color: 'orange' as const, kind: 'hotseat' as const },
];

function played() {
  const host = new GameHost({ module: modules.sandbox, players, options: {}, seed: 'replay-seed' });
  expect(host.perform(0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'sq-1-1' })).toBeNull();
  expect(host.perform(0, { type: 'table/draw', from: 'deck', to: 'hand-0' })).toBeNull();
  expect(host.perform(0, { type: 'table/move', piece: Object.keys((host.viewFor(0) as { table: { pieces: object } }).table.pieces)[0], to: 'sq-2-2' })).toBeNull();
  return { module: 'sandbox', players, options: {}, seed: 'replay-seed', actions: host.actionLog.map((a) => ({ ...a })) };
}

describe('replay viewer cursor (ENGINE replay: seed plus log rebuilds the game)', () => {
  it('steps forward and back to the same views the game had', () => {
    const file = played();
    const cursor = new ReplayCursor(file);
    expect(cursor.total).toBe(3);
    cursor.go(1);
    const pieces = (v: unknown) => Object.values((v as { table: { pieces: Record<string, { at: string }> } }).table.pieces).map((p) => p.at);
    expect(pieces(cursor.view(null))).toEqual(['sq-1-1']);
    cursor.go(3);
    expect(pieces(cursor.view(null))).toEqual(['sq-2-2']);
    cursor.go(1);
    expect(cursor.at).toBe(1);
    expect(pieces(cursor.view(null))).toEqual(['sq-1-1']);
  });

  it('shows a private log line only to its seat while the game is not over', () => {
    const cursor = new ReplayCursor(played());
    cursor.go(2);
    const drawer = cursor.log(0).map((l) => l.text).join('\n');
    const other = cursor.log(1).map((l) => l.text).join('\n');
    expect(drawer).toMatch(/You drew Card \d+/);
    expect(other).not.toMatch(/You drew/);
    expect(other).toMatch(/Ada drew a card/);
    // Not over: 'all' is only the public log.
    expect(cursor.finished).toBe(false);
    expect(cursor.log('all').map((l) => l.text).join('\n')).not.toMatch(/You drew/);
  });

  it('shows every private line once the game is over', () => {
    const file = played();
    file.actions.push({ index: 3, seat: 1, action: { type: 'end-game' } });
    const cursor = new ReplayCursor(file);
    expect(cursor.finished).toBe(true);
    cursor.go(4);
    const all = cursor.log('all').map((l) => l.text).join('\n');
    expect(all).toMatch(/You drew Card \d+/);
    expect(all).toMatch(/Ada drew a card/);
  });
});
