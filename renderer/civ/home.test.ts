import { describe, expect, it } from 'vitest';
import { cellOf, civTable } from '../../models/civ/table';
import { newGame } from '../../models/civ/tests/fixtures';
import { viewCiv } from '../../models/civ/view';
import { cellsBounds, layoutTable } from '../table/layout';
import { civHome, HOME_REACH } from './home';

describe('Civilization: the first view frames the shown seat\'s home', () => {
  const state = newGame(['romans', 'egyptians']);

  it('each seat\'s home holds its own capital, not the other\'s, as a block of the same size wherever it stands', () => {
    for (const seat of [0, 1]) {
      const view = viewCiv(state, seat);
      const home = civHome(view, seat)!;
      const mine = state.cities.find((c) => c.owner === seat && c.kind === 'capital')!;
      const theirs = state.cities.find((c) => c.owner !== seat && c.kind === 'capital')!;
      expect(home).toContain(cellOf(mine.centre));
      expect(home).not.toContain(cellOf(theirs.centre));
      expect(home.length).toBe((2 * HOME_REACH.cols + 1) * (2 * HOME_REACH.rows + 1));
      // Every square of the block is on the map (moved inward at the edge), so the frame is the block's own size.
      const layout = layoutTable(civTable(view).boards);
      const box = cellsBounds(layout, home)!;
      expect([box.maxX - box.minX, box.maxZ - box.minZ]).toEqual([2 * HOME_REACH.cols + 1, 2 * HOME_REACH.rows + 1]);
      expect(box.maxX - box.minX).toBeLessThan(layout.bounds.maxX - layout.bounds.minX);
    }
  });

  it('while a battle is fought, each seat\'s home is round the battle\'s square, where its cards go', () => {
    const theirs = state.cities.find((c) => c.owner === 1 && c.kind === 'capital')!;
    const square = { x: theirs.centre.x + 1, y: theirs.centre.y };
    for (const seat of [0, 1]) {
      const view = viewCiv(state, seat);
      const battle = { kind: 'battle', attacker: 0, defender: 1, square, fight: { fronts: [] } };
      const home = civHome({ ...view, pending: [...view.pending, battle] as unknown as typeof view.pending }, seat)!;
      expect(home).toContain(cellOf(square));
      // Without the fight (the battle not begun), the home is the capital's again.
      const before = civHome({ ...view, pending: [...view.pending, { ...battle, fight: undefined }] as unknown as typeof view.pending }, seat)!;
      expect(before).toEqual(civHome(view, seat));
    }
  });

  it('a seat with nothing on the map has no home: the view frames the whole map', () => {
    const view = viewCiv(state, 0);
    expect(civHome({ ...view, cities: [], figures: [] }, 0)).toBeNull();
  });
});
