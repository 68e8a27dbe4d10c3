import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { BANK_TOTAL, COINS, DECKS, DEFAULT_PLAYER_COLOUR_NAMES, FAMILY_COLOUR, GAME_TURNS, KIND_INFO, KIND_OF, KINDS, cardColour, kindOf, makeDeck, totalTiles } from '../data';
import { KHRONOS_BOARD } from '../board';
import { khronosOptionSpecs, khronosOptionsSchema, khronosOptions } from '../options';
import { khronosRules } from '../rules';
import { seatsFor } from '../random-game';

const fresh = (players = 3, options = {}) => khronosRules.setup(seatsFor(players), khronosOptions(options), new Random(seedRng('data')));

describe('components', () => {
  it('KH-COMP-1: three boards side by side and a 7-step turn track', () => {
    expect(KHRONOS_BOARD.boards.map((b) => b.id)).toEqual(['might', 'faith', 'reason']);
    expect(KHRONOS_BOARD.turnTrack).toHaveLength(7);
    expect(GAME_TURNS).toBe(7);
  });

  it('KH-COMP-2: 155 tiles in the catalogue counts per family and size', () => {
    expect(totalTiles()).toBe(155);
    const count = (family: 'military' | 'religious' | 'civil') => KIND_OF[family].map((k) => KIND_INFO[k].tiles);
    expect(count('military')).toEqual([20, 24, 9]);
    expect(count('religious')).toEqual([20, 20, 9]);
    expect(count('civil')).toEqual([20, 24, 9]);
  });

  it('KH-COMP-3: only Keep, Castle, Monastery and Abbey have a ruin face, showing 1 or 2 cards', () => {
    const ruins = KINDS.filter((k) => KIND_INFO[k].ruinCost !== null);
    expect(ruins.sort()).toEqual(['abbey', 'castle', 'keep', 'monastery']);
    expect(KIND_INFO.keep.ruinCost).toBe(1);
    expect(KIND_INFO.castle.ruinCost).toBe(2);
  });

  it('KH-COMP-4: the deck has 18 orange, 18 fuchsia, 19 blue; the 33-card edition is an option', () => {
    const deck = makeDeck('55');
    expect(deck).toHaveLength(55);
    expect(deck.filter((c) => cardColour(c) === 'blue')).toHaveLength(19);
    expect(makeDeck('33')).toHaveLength(33);
    const small = fresh(3, { CARD_DECK_SIZE: '33' });
    expect(small.deck.length + small.players.reduce((n, p) => n + p.hand.length, 0)).toBe(33);
    expect(DECKS['33'].orange).toBe(11);
  });

  it('KH-COMP-5: the box holds 60 coins (30x1, 15x5, 15x10); the bank is unlimited unless the box option is chosen', () => {
    expect(COINS.reduce((n, c) => n + c.count, 0)).toBe(60);
    // The catalogue's "180 Ecus" does not match its own coin counts: 30 + 75 + 150 = 255.
    expect(BANK_TOTAL).toBe(255);
    expect(khronosOptions().BANK).toBe('unlimited');
  });

  it('KH-COMP-6: each colour has 2 pawns and 25 cubes', () => {
    const s = fresh(5);
    for (const p of s.players) {
      expect(p.pawns).toHaveLength(2);
      expect(p.cubes).toBe(25);
    }
  });

  it('KH-COMP-7: one turn indicator, which starts at turn 1', () => {
    expect(fresh().turn).toBe(1);
  });

  it('KH-COMP-8: default colour names, unrelated to the building colours', () => {
    expect(DEFAULT_PLAYER_COLOUR_NAMES).toEqual(['Red', 'Green', 'Blue', 'White', 'Yellow']);
    expect(Object.values(FAMILY_COLOUR)).not.toContain('red');
  });
});

describe('buildings', () => {
  it('KH-BLD-1: three families of three sizes with their card colours', () => {
    expect(kindOf('military', 2)).toBe('keep');
    expect(kindOf('religious', 3)).toBe('abbey');
    expect(kindOf('civil', 1)).toBe('hamlet');
    expect(FAMILY_COLOUR).toEqual({ military: 'orange', religious: 'fuchsia', civil: 'blue' });
  });

  it('KH-BLD-3: value and card cost equal the size (Keep costs 2, Castle outranks Keep)', () => {
    for (const k of KINDS) {
      expect(KIND_INFO[k].value).toBe(KIND_INFO[k].size);
      expect(KIND_INFO[k].cost).toBe(KIND_INFO[k].size);
    }
    expect(KIND_INFO.keep.cost).toBe(2);
    expect(KIND_INFO.castle.value).toBeGreaterThan(KIND_INFO.keep.value);
  });
});

describe('setup', () => {
  it('KH-SETUP-1: the turn indicator starts on turn 1 in the first phase', () => {
    const s = fresh();
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('exchange');
  });

  it('KH-SETUP-2: the stocks hold every tile of the box', () => {
    const s = fresh();
    for (const k of KINDS) expect(s.stock[k]).toBe(KIND_INFO[k].tiles);
  });

  it('KH-SETUP-3 / KH-SETUP-8: 2 pawns on Might, 25 cubes, 4 Ecus, 4 cards each', () => {
    const s = fresh(4);
    for (const p of s.players) {
      expect(p.pawns).toEqual(['might', 'might']);
      expect(p.cubes).toBe(25);
      expect(p.ecus).toBe(4);
      expect(p.hand).toHaveLength(4);
    }
  });

  it('KH-SETUP-4: money is public by default and hidden with the option', () => {
    const open = fresh();
    expect(khronosRules.view(open, 1).players[0].ecus).toBe(4);
    const hidden = fresh(3, { HIDDEN_MONEY: true });
    expect(khronosRules.view(hidden, 1).players[0].ecus).toBeNull();
    expect(khronosRules.view(hidden, 0).players[0].ecus).toBe(4);
  });

  it('KH-SETUP-5: the deck is shuffled and hands are dealt from it without repeats', () => {
    const a = fresh();
    const b = khronosRules.setup(seatsFor(3), khronosOptions(), new Random(seedRng('other')));
    expect(a.deck.join()).not.toBe(b.deck.join());
    const all = [...a.deck, ...a.players.flatMap((p) => p.hand)];
    expect(new Set(all).size).toBe(55);
  });

  it('KH-SETUP-6: the first player is chosen at random and is the active player', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const s = khronosRules.setup(seatsFor(4), khronosOptions(), new Random(seedRng(`first-${i}`)));
      expect(s.active).toBe(s.first);
      firsts.add(s.first);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("KH-SETUP-7 / KH-HOLD-1: the Hold'em display shows one card of each colour", () => {
    const s = fresh(3, { HOLDEM: true });
    expect(s.display.map(cardColour).sort()).toEqual(['blue', 'fuchsia', 'orange']);
    expect(fresh().display).toEqual([]);
  });
});

describe('options', () => {
  it('KH-DIG-5: every configuration flag of the catalogue is a named option with its default', () => {
    const flags = ['CARD_DECK_SIZE', 'UPGRADE_OTHERS_BUILDINGS', 'UPGRADE_SKIP_SIZE', 'UPGRADE_PRINTED_HAMLET', 'SURCHARGE_CUMULATIVE', 'UPGRADE_SURCHARGE_FULL_FOOTPRINT', 'DEMOLISH_SURCHARGE', 'CONSTRUCTION_BONUS', 'SHADOW_NEEDS_CUBE', 'BLOCKED_RIPPLE_SKIPS_REASON', 'RIPPLE_CHECK_AFTER_ERASURE', 'RIPPLE_STOCK_SHORTAGE', 'JUNCTION_TIE_RULE', 'FAITH_JUNCTION_POWER', 'HIERARCHY_ON_REASON', 'LOST_CUBE', 'DOWNSIZE_NO_STOCK', 'CIVIL_CAPACITY', 'POPULATE_PRINTED_HAMLETS', 'RUIN_VALUE', 'MIGHT_EARNING', 'EARN_ONCE_PER_BOARD', 'KEEP_ECUS_ON_ERASURE', 'HOLDEM_COST', 'END_TIE', 'HAND_REFILL_VARIANT'];
    const keys = khronosOptionSpecs.map((o) => o.key);
    for (const f of flags) expect(keys).toContain(f);
    const defaults = khronosOptionsSchema.parse({});
    for (const spec of khronosOptionSpecs) expect(defaults[spec.key as keyof typeof defaults]).toBe(spec.default);
    expect(defaults).toMatchObject({ CARD_DECK_SIZE: '55', UPGRADE_OTHERS_BUILDINGS: false, UPGRADE_SKIP_SIZE: true, HIERARCHY_ON_REASON: false, RUIN_VALUE: 'zero', HOLDEM_COST: 0, END_TIE: 'shared' });
  });

  it('KH-DIG-1: the state keeps boards, stock, players (Ecus, cubes, pawns, hand), deck, discard, turn and active player', () => {
    const s = fresh();
    expect(Object.keys(s.boards)).toEqual(['might', 'faith', 'reason']);
    expect(s).toMatchObject({ turn: 1, discard: [] });
    const b = Object.values(s.boards.might.buildings)[0];
    for (const field of ['id', 'kind', 'col', 'row', 'owner', 'population', 'ruin', 'markers', 'source']) expect(b).toHaveProperty(field);
    expect(s.players[0]).toHaveProperty('charged');
  });
});
