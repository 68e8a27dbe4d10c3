import { describe, expect, it } from 'vitest';
import { civTable } from '../../models/civ/table';
import { viewCiv, type CivView } from '../../models/civ/view';
import type { CivState } from '../../models/civ/state';
import { act, edit, newGame, quietMap, turnOf } from '../../models/civ/tests/fixtures';
import { layoutTable } from '../table/layout';
import { handId, planBattleMat, slotId, worldOf } from './battleTable';

const A = ['unit-artillery-2-1', 'unit-infantry-3-4', 'unit-mounted-1-1'];
const D = ['unit-infantry-2-4', 'unit-infantry-2-5', 'unit-artillery-1-1'];

/** Seat 0's army at (6,7) attacks seat 1's army at (6,6); the battle forces are chosen so the hands are known. */
function battle(): CivState {
  const s = edit(turnOf(quietMap(newGame(['romans', 'egyptians'])), 0, 'movement'), (d) => {
    for (let y = 4; y <= 9; y++) for (let x = 4; x <= 9; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } });
    for (const p of d.players) for (const c of p.forces.splice(0)) d.unitDecks[c.split('-')[1]].push(c);
    for (const [type, deck] of Object.entries(d.unitDecks)) d.unitDecks[type] = deck.filter((c) => !A.includes(c) && !D.includes(c));
    d.players[0].forces = [...A];
    d.players[1].forces = [...D];
    d.wondersOwned = {};
  });
  return act(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
}

const matOf = (s: CivState, seat: number) => {
  const view = viewCiv(s, seat) as unknown as CivView;
  return planBattleMat(view, layoutTable(civTable(view).boards), { attacker: 'Ada', defender: 'Bo' });
};

describe('the battle on the table (renderer/civ/battleTable)', () => {
  it('CIV-BATTLE-11: each battle force lies face down by its size only, in every seat\'s view', () => {
    const s = battle();
    for (const seat of [0, 1]) {
      const mat = matOf(s, seat)!;
      const down = mat.cards.filter((c) => !c.faceUp);
      expect(down.filter((c) => c.side === 'attacker')).toHaveLength(3);
      expect(down.filter((c) => c.side === 'defender')).toHaveLength(3);
      // No card of a hand is named on the table, not even the seat's own.
      expect(mat.cards.some((c) => [...A, ...D].includes(c.id))).toBe(false);
      expect(mat.slots.map((x) => x.id)).toEqual(expect.arrayContaining([handId('attacker'), handId('defender'), slotId('attacker', 0), slotId('defender', 0)]));
    }
    expect(matOf(edit(s, (d) => { d.pending = []; }), 0)).toBeNull();
    // The mat floats over the battle square and leans towards the players: its far (attacker) row stands higher.
    const mat = matOf(s, 0)!;
    const [far, near] = [mat.slots.find((x) => x.id === slotId('attacker', 0))!, mat.slots.find((x) => x.id === slotId('defender', 0))!];
    expect(worldOf(mat, far.x, 0, far.z).y).toBeGreaterThan(worldOf(mat, near.x, 0, near.z).y);
    expect(worldOf(mat, 0, 0, 0)).toEqual(mat.anchor);
  });

  it('CIV-BATTLE-22 / CIV-BATTLE-28: played units lie face up in their fronts\' slots; wounds and deaths are marked', () => {
    // The defender plays first (CIV-BATTLE-20): infantry on a new front; the attacker's artillery trumps and kills it.
    let s = act(battle(), 1, { type: 'play-unit', card: 'unit-infantry-2-4', front: 'new' });
    let mat = matOf(s, 0)!;
    expect(mat.cards.find((c) => c.id === 'unit-infantry-2-4')).toMatchObject({ faceUp: true, side: 'defender', strength: 2, dead: false });
    expect(mat.slots.filter((x) => x.id.includes('-front-'))).toHaveLength(4);
    s = act(s, 0, { type: 'play-unit', card: 'unit-artillery-2-1', front: 0 });
    mat = matOf(s, 1)!;
    expect(mat.cards.find((c) => c.id === 'unit-infantry-2-4')).toMatchObject({ dead: true });
    expect(mat.cards.find((c) => c.id === 'unit-artillery-2-1')).toMatchObject({ faceUp: true, dead: false, wounds: 0 });
    expect(mat.labels.filter((l) => l.card === 'unit-artillery-2-1').map((l) => l.text)).toEqual(['Artillery', '2']);
    // Infantry facing infantry: both strike, the stronger survives wounded.
    s = act(act(s, 1, { type: 'play-unit', card: 'unit-infantry-2-5', front: 'new' }), 0, { type: 'play-unit', card: 'unit-infantry-3-4', front: 1 });
    const wounded = matOf(s, 1)!.cards.find((c) => c.id === 'unit-infantry-3-4')!;
    expect(wounded.wounds).toBeGreaterThan(0);
    expect(wounded.dead).toBe(false);
  });
});
