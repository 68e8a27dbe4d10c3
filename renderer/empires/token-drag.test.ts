import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../../models/empires/actions';
import { empiresTable } from '../../models/empires/table';
import { viewFor } from '../../models/empires/view';
import { createGame } from '../../models/empires/setup';
import { withTokens } from '../../models/empires/state';
import { Random, seedRng } from '../../models/core/rng';
import { draggedPiece, dropAction } from './TokenDrag';

const players = ['A', 'B', 'C'].map((name, seat) => ({ seat, name, color: (['blue', 'orange', 'green'] as const)[seat] }));
const game = () => createGame({ players, options: { civilizations: ['babylon', 'persia', 'nubia'] } }, new Random(seedRng('drag')));

describe('dragging tokens and ships', () => {
  it('ME-MOVE-3: a dragged token of the mover is her stack in its area, as many as the legal moves offer', () => {
    const s = withTokens(withTokens(game(), 'kish', 0, 3), 'susa', 1, 2);
    const view = viewFor(s, 0);
    const ids = empiresTable(view).pieces.map((p) => p.id);
    expect(ids).toContain('token-kish-0-2');
    const legal: EmpiresAction[] = [
      { type: 'move-tokens', from: 'kish', to: 'uruk', count: 1 },
      { type: 'move-tokens', from: 'kish', to: 'uruk', count: 3 },
    ];
    expect(draggedPiece(view, 0, 'token-kish-0-2', legal)).toEqual({ kind: 'tokens', from: 'kish', max: 3 });
    // Someone else's token, a token with no legal move, and a piece that is no token are not hers to drag.
    expect(draggedPiece(view, 0, 'token-susa-1-0', legal)).toBeNull();
    expect(draggedPiece(view, 0, 'token-kish-0-2', [])).toBeNull();
    expect(draggedPiece(view, 0, 'city-kish', legal)).toBeNull();
  });

  it('ME-MOVE-3 / ME-MOVE-4: a drop makes the move with the count picked, a ship sails its path with its cargo', () => {
    expect(dropAction({ drag: { kind: 'tokens', from: 'kish', max: 3 }, to: 'uruk' }, 2)).toEqual({ type: 'move-tokens', from: 'kish', to: 'uruk', count: 2 });
    expect(dropAction({ drag: { kind: 'tokens', from: 'kish', max: 3 }, to: 'susa', via: 'uruk' }, 1)).toEqual({ type: 'move-tokens', from: 'kish', to: 'susa', count: 1, via: 'uruk' });
    expect(dropAction({ drag: { kind: 'ship', ship: 'ship-0-1', from: 'kish', max: 5 }, to: 'ur', path: ['gulf', 'ur'] }, 0)).toEqual({ type: 'sail', ship: 'ship-0-1', path: ['gulf', 'ur'], carry: 0 });
  });
});
