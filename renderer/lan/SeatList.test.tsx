import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanSeatInfo } from '../../models/core/lan';
import { strings } from '../ui/strings';
import { SeatList } from './SeatList';

const seats: LanSeatInfo[] = [
  { seat: 0, name: 'Ada', color: 'orange', lan: false, state: 'local', choice: 'pause' },
  { seat: 1, name: 'Bo', color: 'blue', lan: true, state: 'open', choice: 'pause' },
  { seat: 2, name: 'Hal', color: 'green', lan: false, state: 'local', choice: 'pause', level: 'hard' },
];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the LAN seat list shows bot levels', () => {
  it('LAN-LEVEL-1: in the host’s lobby a bot seat has a choice of the three levels, with its own selected', () => {
    const html = renderToStaticMarkup(<SeatList seats={seats} onChoice={() => undefined} onLevel={() => undefined} />);
    const select = new RegExp(`<select aria-label="${esc(strings.lan.botLevel('Hal'))}">(.*?)</select>`).exec(html);
    expect(select).not.toBeNull();
    const options = [...select![1].matchAll(/<option value="(\w+)"( selected="")?>/g)].map((m) => [m[1], !!m[2]]);
    expect(options).toEqual([
      ['easy', false],
      ['normal', false],
      ['hard', true],
    ]);
    expect(html).toContain(esc(strings.newGame.levels.hard));
    // Only the bot seat has a level.
    expect(html).not.toContain(esc(strings.lan.botLevel('Ada')));
    expect(html).not.toContain(esc(strings.lan.botLevel('Bo')));
  });

  it('LAN-LEVEL-1: a guest’s list (or the lobby after the first move) shows the level as words, with nothing to change', () => {
    const html = renderToStaticMarkup(<SeatList seats={seats} />);
    expect(html).toContain(`<span class="lan-level">${esc(strings.lan.botLevels.hard)}</span>`);
    expect(html).not.toContain('<select');
  });
});
