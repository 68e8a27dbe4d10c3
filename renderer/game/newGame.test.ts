import { describe, expect, it } from 'vitest';
import { serviceCalls, type ModuleInfo } from '../../models/core/service';
import { strings } from '../ui/strings';
import { activeLock, BOT_PACES, canPlayAgain, MAX_DEAL, playAgainArgs, defaultOptions, defaultSeats, lockedOptions, newGameArgs, newSeat, validateNewGame } from './newGame';
import { civOptionSpecs, civOptionsSchema } from '../../models/civ/options';

const info: ModuleInfo = {
  id: 'demo',
  name: 'Demo',
  minPlayers: 2,
  maxPlayers: 3,
  optionSpecs: [
    { key: 'size', label: 'Size', help: 'How big.', kind: 'number', default: 8, min: 4, max: 12 },
    { key: 'fast', label: 'Fast', help: 'Shorter.', kind: 'boolean', default: false, rule: 'X-1' },
  ],
};

describe('new-game dialog draft', () => {
  it('starts with the option defaults and two seats of different colours', () => {
    expect(defaultOptions(info)).toEqual({ size: 8, fast: false });
    const seats = defaultSeats(info);
    expect(seats).toHaveLength(2);
    expect(seats[0].color).not.toBe(seats[1].color);
    expect(validateNewGame(info, seats, defaultOptions(info))).toEqual([]);
    expect(newSeat(2, seats).color).not.toBe(seats[0].color);
  });

  it('refuses blank and repeated names, repeated colours, too few seated players and options out of range', () => {
    const [a, b] = defaultSeats(info);
    const e = strings.newGame.errors;
    expect(validateNewGame(info, [{ ...a, name: ' ' }, b], defaultOptions(info))).toContain(e.noName(1));
    expect(validateNewGame(info, [a, { ...b, name: a.name }], defaultOptions(info))).toContain(e.sameName(a.name));
    expect(validateNewGame(info, [a, { ...b, color: a.color }], defaultOptions(info))).toContain(e.sameColour(strings.colours[a.color]));
    expect(validateNewGame(info, [a, { ...b, kind: 'empty' }], defaultOptions(info))).toContain(e.tooFew(2));
    expect(validateNewGame(info, [{ ...a, kind: 'bot' }, { ...b, kind: 'bot' }], defaultOptions(info))).toContain(e.noHuman);
    expect(validateNewGame(info, [a, b], { size: 13, fast: false })).toContain(e.number('Size', 4, 12));
  });

  it('a LAN game seats its host first and LAN guests after, and needs at least one LAN seat', () => {
    const seats = defaultSeats(info, 'lan');
    expect(seats.map((s) => s.kind)).toEqual(['hotseat', 'lan']);
    expect(validateNewGame(info, seats, defaultOptions(info), 'lan')).toEqual([]);
    // The host may only watch (no hotseat seat), but without a LAN seat there is nobody to host for.
    expect(validateNewGame(info, [{ ...seats[0], kind: 'bot' }, seats[1]], defaultOptions(info), 'lan')).toEqual([]);
    expect(validateNewGame(info, [seats[0], { ...seats[1], kind: 'hotseat' }], defaultOptions(info), 'lan')).toContain(strings.newGame.errors.noLanSeat);
    expect(validateNewGame(info, seats, defaultOptions(info))).toEqual([]);
    expect(newGameArgs(info, seats, defaultOptions(info)).players.map((p) => p.kind)).toEqual(['hotseat', 'lan']);
  });

  it('sends trimmed names with the seat kinds', () => {
    const [a, b] = defaultSeats(info);
    const args = newGameArgs(info, [{ ...a, name: ' Ada ' }, { ...b, kind: 'bot' }], { size: 8, fast: true });
    expect(args.players.map((p) => [p.name, p.kind])).toEqual([
      ['Ada', 'hotseat'],
      [b.name, 'bot'],
    ]);
    expect(args.options).toEqual({ size: 8, fast: true });
  });

  it('KH-MAP-5: sends a loaded map file as option map beside the others, and none for Tessera\'s own map', () => {
    const seats = defaultSeats(info);
    const file = { format: 'khronos-map', name: 'Ours' };
    expect(newGameArgs(info, seats, { size: 8 }, 'normal', '', file).options).toEqual({ size: 8, map: file });
    expect(newGameArgs(info, seats, { size: 8 }).options).not.toHaveProperty('map');
  });

  it('sends the bots\' pace only when a seat is a bot, in milliseconds the service accepts', () => {
    const [a, b] = defaultSeats(info);
    const withBot = newGameArgs(info, [a, { ...b, kind: 'bot' }], {}, 'instant');
    expect(withBot.botDelayMs).toBe(0);
    expect(newGameArgs(info, [a, { ...b, kind: 'bot' }], {}).botDelayMs).toBe(BOT_PACES.normal);
    expect(BOT_PACES.normal).toBeGreaterThanOrEqual(500);
    expect(newGameArgs(info, [a, b], {}, 'fast')).not.toHaveProperty('botDelayMs');
    expect(serviceCalls['new-game'].safeParse(withBot).success).toBe(true);
    expect(serviceCalls['new-game'].safeParse({ ...withBot, botDelayMs: -1 }).success).toBe(false);
  });

  it('sends a typed deal, trimmed, as the game\'s seed, and none when the field is left empty (the host shuffles afresh)', () => {
    const seats = defaultSeats(info);
    const args = newGameArgs(info, seats, defaultOptions(info), 'normal', '  friday night  ');
    expect(args.seed).toBe('friday night');
    expect(serviceCalls['new-game'].safeParse(args).success).toBe(true);
    expect(newGameArgs(info, seats, defaultOptions(info), 'normal', '   ')).not.toHaveProperty('seed');
    expect(newGameArgs(info, seats, defaultOptions(info))).not.toHaveProperty('seed');
    // A deal too long for the host is refused in the dialog, with the reason, before anything is sent.
    expect(validateNewGame(info, seats, defaultOptions(info), 'hotseat', 'x'.repeat(MAX_DEAL))).toEqual([]);
    expect(validateNewGame(info, seats, defaultOptions(info), 'hotseat', 'x'.repeat(MAX_DEAL + 1))).toEqual([strings.newGame.errors.longDeal(MAX_DEAL)]);
    expect(serviceCalls['new-game'].safeParse({ ...args, seed: 'x'.repeat(MAX_DEAL + 1) }).success).toBe(false);
  });

  it('a finished game played again: the same game, options and seats (bots at their levels), the same deal only when asked', () => {
    const file = {
      module: 'khronos',
      options: { SURCHARGE_CUMULATIVE: true },
      seed: 'friday night',
      players: [
        { seat: 1, name: 'Hal', color: 'orange', kind: 'bot', level: 'hard' },
        { seat: 0, name: 'Ada', color: 'blue', kind: 'hotseat' },
      ],
    } as const;
    const same = playAgainArgs(file, true);
    expect(same).toEqual({
      module: 'khronos',
      options: { SURCHARGE_CUMULATIVE: true },
      seed: 'friday night',
      players: [
        { name: 'Ada', color: 'blue', kind: 'hotseat' },
        { name: 'Hal', color: 'orange', kind: 'bot', level: 'hard' },
      ],
    });
    expect(serviceCalls['new-game'].safeParse(same).success).toBe(true);
    expect(playAgainArgs(file, false)).not.toHaveProperty('seed');
    // The bots' pace chosen for the finished game goes with it.
    expect(playAgainArgs({ ...file, botDelayMs: 0 }, false).botDelayMs).toBe(0);
    expect(canPlayAgain(file)).toBe(true);
    // A LAN game's guests would have to join again: it is set up anew from the Host dialog instead.
    expect(canPlayAgain({ players: [...file.players, { seat: 2, name: 'Bo', color: 'green', kind: 'lan' }] })).toBe(false);
  });

  it('sends each bot seat\'s level (normal unless chosen) and no level for a person\'s seat', () => {
    const [a, b, c] = [...defaultSeats(info), newSeat(2, defaultSeats(info))];
    const args = newGameArgs(info, [a, { ...b, kind: 'bot' }, { ...c, kind: 'bot', level: 'hard' }], {});
    expect(args.players.map((p) => ('level' in p ? p.level : null))).toEqual([null, 'normal', 'hard']);
    expect(serviceCalls['new-game'].safeParse(args).success).toBe(true);
  });

  it('FF-RULE-04: choosing the Arabs locks the investment deck on, and the game is created with it on', () => {
    const civ: ModuleInfo = { id: 'civ', name: 'Civ', minPlayers: 2, maxPlayers: 5, optionSpecs: civOptionSpecs };
    const deck = civOptionSpecs.find((o) => o.key === 'investmentDeck')!;
    const off = { ...defaultOptions(civ), investmentDeck: false };
    expect(activeLock(deck, off)).toBeNull();
    expect(newGameArgs(civ, defaultSeats(civ), off).options.investmentDeck).toBe(false);
    const arabs = { ...off, civs: 'arabs' };
    expect(activeLock(deck, arabs)).toMatchObject({ value: true, reason: expect.stringContaining('FF-RULE-04') });
    expect(lockedOptions(civ, arabs).investmentDeck).toBe(true);
    expect(newGameArgs(civ, defaultSeats(civ), arabs).options.investmentDeck).toBe(true);
    expect(civOptionsSchema.safeParse(newGameArgs(civ, defaultSeats(civ), arabs).options).success).toBe(true);
  });
});

