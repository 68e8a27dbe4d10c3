import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { strings } from '../ui/strings';
import { ReplaySeatChoice } from './ReplayViewer';

const players = [
  { seat: 0, name: 'Ada' },
  { seat: 1, name: 'Bo' },
];
const choices = (finished: boolean) => [...renderToStaticMarkup(<ReplaySeatChoice players={players} finished={finished} seat={null} onSeat={() => undefined} />).matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => ({ text: m[2], disabled: m[1].includes('disabled') }));
const esc = (s: string) => s.replace(/'/g, '&#x27;');

describe('whose eyes a replay shows', () => {
  it('a game still being played shows no player\'s own view (their hand) in its replay, only the public one', () => {
    expect(choices(false)).toEqual([
      { text: strings.replay.everyone, disabled: false },
      { text: esc(strings.replay.seatsWhenOver), disabled: true },
    ]);
  });

  it('once the game is over, each player\'s view and every line', () => {
    expect(choices(true).map((c) => c.text)).toEqual([strings.replay.everyone, 'Ada', 'Bo', strings.replay.allOver]);
  });
});
