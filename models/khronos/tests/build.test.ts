import { describe, expect, it } from 'vitest';
import { footprintsFor } from '../footprints';
import { domainStats } from '../rules/common';
import { findViolation } from '../resolve';
import { act, at, cards, put, refusal, testGame, tiles, withEcus, withHand, withPawns, TEST_MAP } from '../testing';
import type { KhronosState } from '../state';

const orange = (n: number) => cards('orange', n);
const base = (hand: string[] = orange(4), players = 3, options = {}) => withHand(testGame(players, options), 0, hand);
const keep = (col: number, row: number) => ({ type: 'construct' as const, board: 'might' as const, kind: 'keep' as const, col, row });
const domainOf = (s: KhronosState, board: 'might' | 'faith' | 'reason', id: string) => s.boards[board].domainOf[id];

describe('constructing (KH-CONS)', () => {
  it('KH-CONS-1 / KH-CARD-4: only on Might or Faith, and only where the builder has a pawn', () => {
    const s = base();
    expect(refusal(s, 0, { ...keep(5, 5), board: 'reason' }).rule).toBe('KH-CONS-1');
    expect(refusal(s, 0, { ...keep(5, 5), board: 'faith' })).toMatchObject({ code: 'no-pawn', rule: 'KH-CONS-1' });
    expect(act(withPawns(s, 0, 'faith', 'might'), 0, { ...keep(5, 5), board: 'faith' }).state.boards.faith.cells[5 * 16 + 5]).not.toBeNull();
  });

  it('KH-CONS-2: a Keep costs 2 orange cards, which go to the discard pile', () => {
    const s = base([...orange(2), 'blue-01']);
    const next = act(s, 0, keep(5, 5)).state;
    expect(next.players[0].hand).toEqual(['blue-01']);
    expect(next.discard).toEqual(orange(2));
    expect(refusal(base(['orange-01', 'blue-01']), 0, keep(5, 5)).rule).toBe('KH-CARD-6');
    expect(refusal(base(orange(3)), 0, { ...keep(5, 5), cards: orange(3) })).toMatchObject({ code: 'card-count', rule: 'KH-CONS-2' });
  });

  it('KH-CONS-3 / KH-BLD-7: every square must be empty, printed Hamlets included', () => {
    let s = base();
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 14, row: 4 })).toMatchObject({ code: 'occupied', rule: 'KH-CONS-3' });
    s = put(s, 'might', 'hamlet', 6, 6).state;
    expect(refusal(s, 0, keep(5, 5)).rule).toBe('KH-CONS-3');
    expect(refusal(s, 0, keep(6, 6)).rule).toBe('KH-CONS-3');
  });

  it('KH-CONS-4: the composed check applies geography, Dominion and Hierarchy on the board', () => {
    let s = base();
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 15, row: 5 }).rule).toBe('KH-GEO-1');
    s = put(s, 'might', 'keep', 3, 3, 1).state;
    expect(refusal(s, 0, keep(3, 5)).rule).toBe('KH-HIER-2');
    s = put(s, 'might', 'hamlet', 6, 3).state;
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 5, row: 3 }).rule).toBe('KH-DOM-3');
    expect(act(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 5, row: 4 }).state.phase).toBe('actions');
  });

  it('KH-CONS-5: a tile of the kind must be left in the stock', () => {
    const s = base();
    const empty = { ...s, stock: { ...s.stock, keep: 0 } };
    expect(refusal(empty, 0, keep(5, 5))).toMatchObject({ code: 'no-tile', rule: 'KH-CONS-5' });
    expect(act(s, 0, keep(5, 5)).state.stock.keep).toBe(s.stock.keep - 3); // the tile, its Faith shadow and its Reason ruin
  });

  it('KH-CONS-6 / KH-BLD-4: a Military or Religious building gets the builder\'s cube; without a cube it cannot be built', () => {
    const s = base([...orange(2), ...cards('blue', 1)]);
    const next = act(s, 0, keep(5, 5)).state;
    const built = at(next, 'might', 5, 5)!;
    expect(built).toMatchObject({ owner: 0, ownerCube: true });
    const noCubes = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, cubes: 0 } : p)) };
    expect(refusal(noCubes, 0, keep(5, 5)).rule).toBe('KH-CONS-6');
    const unmarked = act({ ...noCubes, options: { ...noCubes.options, CONSTRUCT_NEEDS_CUBE: false } }, 0, keep(5, 5)).state;
    expect(at(unmarked, 'might', 5, 5)).toMatchObject({ owner: 0, ownerCube: false });
    const hamlet = act(noCubes, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 5, row: 5 }).state;
    expect(at(hamlet, 'might', 5, 5)).toMatchObject({ kind: 'hamlet', owner: null, ownerCube: false });
  });

  it('KH-CONS-7 / KH-RIPPLE-11: bonus first, then the shadows, then the domain changes', () => {
    let s = base(cards('blue', 4));
    s = put(s, 'faith', 'keep', 3, 5, 1).state;
    s = put(s, 'faith', 'keep', 7, 5, 2).state;
    const done = act(s, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    const rules = done.log.map((l) => l.rule);
    expect(rules.indexOf('KH-BONUS-2')).toBeLessThan(rules.indexOf('KH-RIPPLE-1'));
    expect(rules.indexOf('KH-RIPPLE-1')).toBeLessThan(rules.findIndex((r) => r === 'KH-JUNC-3' || r === 'KH-DOWN-2'));
    expect(done.state.players[0].ecus).toBe(5);
  });
});

describe('upgrading (KH-UPG)', () => {
  const withTower = (hand = orange(4), extra = {}) => {
    const p = put(base(hand, 3, extra), 'might', 'watchtower', 5, 5, 0);
    return { s: p.state, id: p.id };
  };

  it('KH-UPG-1: never on the Age of Reason board', () => {
    let s = withPawns(base(cards('blue', 3)), 0, 'reason', 'reason');
    s = put(s, 'reason', 'hamlet', 5, 5).state;
    expect(refusal(s, 0, { type: 'upgrade', board: 'reason', kind: 'town', col: 5, row: 5 })).toMatchObject({ rule: 'KH-UPG-1' });
  });

  it('KH-UPG-2: the new footprint covers the old one and otherwise empty squares', () => {
    const { s } = withTower();
    expect(act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 4, row: 4 }).state.boards.might.cells[4 * 16 + 4]).not.toBeNull();
    const blocked = put(s, 'might', 'hamlet', 6, 4).state;
    expect(refusal(blocked, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 4 }).rule).toBe('KH-CONS-3');
    expect(refusal(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 8, row: 8 }).rule).toBe('KH-UPG-2');
  });

  it('KH-UPG-3: the cost is the difference of the printed costs (Watch Tower to Keep: 1 orange)', () => {
    const { s } = withTower([...orange(1), 'blue-01']);
    const next = act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    expect(next.players[0].hand).toEqual(['blue-01']);
    expect(at(next, 'might', 6, 6)?.kind).toBe('keep');
  });

  it('KH-UPG-4: Hierarchy applies to the upgraded building, leaving out the one it replaces', () => {
    let { s } = withTower();
    s = put(s, 'might', 'keep', 3, 5, 1).state;
    expect(refusal(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).rule).toBe('KH-HIER-2');
    expect(act(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 }).state.boards.might.cells[5 * 16 + 5]).not.toBeNull();
  });

  it('KH-UPG-5: the larger tile must be in stock; the smaller one goes back', () => {
    const { s } = withTower();
    expect(refusal({ ...s, stock: { ...s.stock, keep: 0 } }, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).rule).toBe('KH-UPG-5');
    const next = act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    expect(next.stock.watchtower).toBe(s.stock.watchtower + 1);
  });

  it('KH-UPG-6: two small buildings are never merged into one', () => {
    let s = base(cards('fuchsia', 3));
    s = put(s, 'might', 'chapel', 5, 5, 0).state;
    s = put(s, 'might', 'chapel', 6, 6, 0).state;
    expect(refusal(s, 0, { type: 'upgrade', board: 'might', kind: 'monastery', col: 5, row: 5 }).rule).toBe('KH-UPG-6');
  });

  it("KH-UPG-7: the controller's cube stays; others' buildings only with the option; civil ones anyone may upgrade", () => {
    const { s } = withTower();
    const mine = act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    expect(at(mine, 'might', 5, 5)).toMatchObject({ owner: 0, ownerCube: true });
    expect(mine.players[0].cubes).toBe(s.players[0].cubes - 1); // one cube for the Faith shadow only
    const theirs = put(base(), 'might', 'watchtower', 5, 5, 1).state;
    expect(refusal(theirs, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).rule).toBe('KH-UPG-7');
    const allowed = put(base(orange(4), 3, { UPGRADE_OTHERS_BUILDINGS: true }), 'might', 'watchtower', 5, 5, 1).state;
    expect(at(act(allowed, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state, 'might', 5, 5)?.owner).toBe(1);
    const civil = put(base(cards('blue', 2)), 'might', 'hamlet', 5, 5).state;
    expect(at(act(civil, 0, { type: 'upgrade', board: 'might', kind: 'town', col: 5, row: 5 }).state, 'might', 5, 5)?.kind).toBe('town');
  });

  it('KH-UPG-8 / KH-BONUS-1: an upgrade pays 1 Ecu on Might and 2 on Faith', () => {
    const { s } = withTower();
    expect(act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state.players[0].ecus).toBe(5);
    const faith = put(withPawns(base(cards('fuchsia', 2)), 0, 'faith', 'faith'), 'faith', 'chapel', 5, 5, 0).state;
    expect(act(faith, 0, { type: 'upgrade', board: 'faith', kind: 'monastery', col: 5, row: 5 }).state.players[0].ecus).toBe(6);
  });

  it('KH-UPG-9: skipping a size is allowed by default at the difference in cost; the option forbids it', () => {
    const { s } = withTower(orange(2));
    const next = act(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 }).state;
    expect(at(next, 'might', 5, 5)?.kind).toBe('castle');
    expect(next.players[0].hand).toEqual([]);
    const strict = withTower(orange(2), { UPGRADE_SKIP_SIZE: false }).s;
    expect(refusal(strict, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 }).rule).toBe('KH-UPG-9');
  });

  it('KH-UPG-10: a printed Hamlet may become a Town, and shows again if the Town goes', () => {
    const s = base(cards('blue', 2));
    const next = act(s, 0, { type: 'upgrade', board: 'might', kind: 'town', col: 13, row: 4 }).state;
    const town = at(next, 'might', 14, 4)!;
    expect(town.kind).toBe('town');
    expect(town.covers).toHaveLength(1);
    expect(Object.keys(next.boards.might.hidden)).toEqual(town.covers);
    expect(next.stock.hamlet).toBe(s.stock.hamlet);
    expect(refusal(base(cards('blue', 2), 3, { UPGRADE_PRINTED_HAMLET: false }), 0, { type: 'upgrade', board: 'might', kind: 'town', col: 13, row: 4 }).rule).toBe('KH-UPG-10');
  });

  it('KH-UPG-11: an upgrade to size 2 ripples like a new construction', () => {
    const { s } = withTower();
    const next = act(s, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 5, row: 5 }).state;
    expect(at(next, 'faith', 5, 5)).toMatchObject({ kind: 'keep', owner: 0 });
    expect(at(next, 'reason', 5, 5)).toMatchObject({ kind: 'keep', ruin: true });
  });
});

describe('geography (KH-GEO)', () => {
  it('KH-GEO-1: Hamlets, Military and Religious buildings never cover a river square; Towns and Cities may', () => {
    const s = base([...orange(2), ...cards('blue', 3)]);
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 15, row: 5 }).rule).toBe('KH-GEO-1');
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'chapel', col: 15, row: 7 }).rule).toBe('KH-GEO-1');
    expect(act(s, 0, { type: 'upgrade', board: 'might', kind: 'town', col: 14, row: 7 }).state.boards.might.cells[7 * 16 + 15]).not.toBeNull();
  });

  it('KH-GEO-2: forest costs 1 extra card of any colour with 2-3 players, nothing with 4-5', () => {
    const three = base([...orange(2), 'blue-01']);
    const paid = act(three, 0, keep(1, 1)).state;
    expect(paid.players[0].hand).toEqual([]);
    expect(refusal(base(orange(2)), 0, keep(1, 1)).rule).toBe('KH-CARD-6');
    const four = base(orange(2), 4);
    expect(act(four, 0, keep(1, 1)).state.players[0].hand).toEqual([]);
  });

  it('KH-GEO-3: mountain costs 2 extra with 2-3 players, 1 with 4, none with 5', () => {
    const tower = { type: 'construct' as const, board: 'might' as const, kind: 'watchtower' as const, col: 0, row: 18 };
    expect(act(base([...orange(1), 'blue-01', 'blue-02'], 2), 0, tower).state.players[0].hand).toEqual([]);
    expect(refusal(base([...orange(1), 'blue-01'], 3), 0, tower).rule).toBe('KH-CARD-6');
    expect(act(base([...orange(1), 'blue-01'], 4), 0, tower).state.players[0].hand).toEqual([]);
    expect(act(base(orange(1), 5), 0, tower).state.players[0].hand).toEqual([]);
  });

  it('KH-GEO-4: each surcharge is paid once per action; forest and mountain add up by default', () => {
    const map = { ...TEST_MAP, terrain: TEST_MAP.terrain.map((r, i) => (i === 10 ? 'PPPPFMFM' + r.slice(8) : r)) };
    const costAt = (options = {}) => {
      const s = withHand(testGame(3, { map, ...options }), 0, cards('blue', 6));
      return footprintsFor(s, 0, 'town', 'might').find((f) => f.col === 4 && f.row === 9)!;
    };
    const both = costAt();
    expect(both.cost).toMatchObject({ colourCards: 2, forest: 1, mountain: 2, anyCards: 3, totalCards: 5 });
    expect(both).toMatchObject({ ok: false, rule: 'KH-CARD-1' }); // 5 cards exceed the two pawns' 4
    expect(costAt({ SURCHARGE_CUMULATIVE: false }).cost).toMatchObject({ anyCards: 2, totalCards: 4 });
    const wide = footprintsFor(withHand(testGame(3, { map }), 0, cards('blue', 6)), 0, 'hamlet', 'might').find((f) => f.col === 4 && f.row === 10)!;
    expect(wide.cost).toMatchObject({ forest: 1, mountain: 0, totalCards: 2 });
  });

  it('KH-GEO-5: an upgrade pays terrain surcharges on its whole new footprint by default', () => {
    const full = put(base([...orange(1), 'blue-01']), 'might', 'watchtower', 1, 1, 0).state;
    expect(act(full, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 1, row: 1 }).state.players[0].hand).toEqual([]);
    const onlyNew = put(base([...orange(1), 'blue-01'], 3, { UPGRADE_SURCHARGE_FULL_FOOTPRINT: false }), 'might', 'watchtower', 1, 1, 0).state;
    expect(act(onlyNew, 0, { type: 'upgrade', board: 'might', kind: 'keep', col: 1, row: 1 }).state.players[0].hand).toEqual(['blue-01']);
  });
});

describe('Dominion (KH-DOM)', () => {
  it('KH-DOM-1: buildings joined by a side form one domain, printed Hamlets included; diagonal contact does not join', () => {
    let s = base(cards('blue', 4));
    s = act(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 13, row: 4 }).state;
    const printed = at(s, 'might', 14, 4)!;
    const hamlet = at(s, 'might', 13, 4)!;
    expect(domainOf(s, 'might', hamlet.id)).toBe(domainOf(s, 'might', printed.id));
    s = put(s, 'might', 'hamlet', 12, 5).state;
    expect(domainOf(s, 'might', at(s, 'might', 12, 5)!.id)).not.toBe(domainOf(s, 'might', hamlet.id));
  });

  it('KH-DOM-2: domains are worked out separately on each board', () => {
    let s = base();
    s = put(s, 'might', 'hamlet', 5, 5).state;
    s = put(s, 'faith', 'hamlet', 6, 5).state;
    expect(Object.values(s.boards.might.domains).some((d) => d.length > 1)).toBe(false);
    expect(Object.values(s.boards.faith.domains).some((d) => d.length > 1)).toBe(false);
  });

  it('KH-DOM-3: a Military or Religious building may not link two domains; a civil one may', () => {
    let s = base([...orange(2), ...cards('blue', 2)]);
    s = put(s, 'might', 'hamlet', 4, 5).state;
    s = put(s, 'might', 'hamlet', 7, 5).state;
    expect(refusal(s, 0, keep(5, 5))).toMatchObject({ code: 'links-domains', rule: 'KH-DOM-3' });
    const linked = act(s, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 }).state;
    expect(domainOf(linked, 'might', at(linked, 'might', 4, 5)!.id)).toBe(domainOf(linked, 'might', at(linked, 'might', 7, 5)!.id));
  });

  it('KH-DOM-4: a Military or Religious building may stand alone or join exactly one domain', () => {
    let s = base(orange(4));
    s = put(s, 'might', 'hamlet', 4, 5).state;
    const joined = act(s, 0, keep(5, 5)).state;
    expect(domainOf(joined, 'might', at(joined, 'might', 5, 5)!.id)).toBe(domainOf(joined, 'might', at(joined, 'might', 4, 5)!.id));
    const alone = act(s, 0, keep(9, 9)).state;
    expect(alone.boards.might.domains[domainOf(alone, 'might', at(alone, 'might', 9, 9)!.id)]).toHaveLength(1);
  });

  it('KH-DOM-6: a domain\'s power per family is the sum of its values, whoever owns them', () => {
    let s = base();
    s = put(s, 'might', 'castle', 3, 3, 0).state;
    s = put(s, 'might', 'watchtower', 6, 3, 1).state;
    s = put(s, 'might', 'town', 3, 6).state;
    s = put(s, 'might', 'chapel', 5, 6, 2).state;
    const d = domainOf(s, 'might', at(s, 'might', 3, 3)!.id);
    expect(domainStats(s.boards.might, d).power).toEqual({ military: 4, religious: 1, civil: 2 });
  });
});

describe('Hierarchy (KH-HIER)', () => {
  it('KH-HIER-1: a domain with two top Military buildings of equal value breaks the rule', () => {
    let s = base();
    s = put(s, 'might', 'keep', 3, 3, 0).state;
    expect(findViolation(s)).toBeNull();
    s = put(s, 'might', 'keep', 5, 3, 1).state;
    expect(findViolation(s)).toMatchObject({ board: 'might', family: 'military' });
    const civil = put(put(base(), 'might', 'town', 3, 3).state, 'might', 'town', 5, 3).state;
    expect(findViolation(civil)).toBeNull();
  });

  it('KH-HIER-2: the new value may not equal the top value of its family in the domain it joins', () => {
    const s = put(base(orange(4)), 'might', 'keep', 3, 3, 1).state;
    expect(refusal(s, 0, keep(5, 3))).toMatchObject({ code: 'hierarchy', rule: 'KH-HIER-2' });
    expect(act(s, 0, { type: 'construct', board: 'might', kind: 'castle', col: 5, row: 3 }).state.boards.might.cells[3 * 16 + 5]).not.toBeNull();
  });

  it('KH-HIER-3: with an Abbey on top, a Chapel or a Monastery may join but a second Abbey may not', () => {
    const s = put(base(cards('fuchsia', 4)), 'might', 'abbey', 3, 3, 1).state;
    const at6 = (kind: 'chapel' | 'monastery' | 'abbey') => ({ type: 'construct' as const, board: 'might' as const, kind, col: 6, row: 3 });
    expect(khronosOk(s, at6('chapel'))).toBe(true);
    expect(khronosOk(s, at6('monastery'))).toBe(true);
    expect(refusal(s, 0, at6('abbey')).rule).toBe('KH-HIER-2');
  });

  it('KH-HIER-4: a junction that ties two Keeps is allowed and resolved by downsizing', () => {
    let s = base(cards('blue', 2));
    s = put(s, 'might', 'keep', 3, 5, 1).state;
    s = put(s, 'might', 'keep', 6, 5, 2).state;
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 5, row: 5 }).rule).toBe('KH-DOM-3');
    const done = act(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 5, row: 5 }).state;
    expect(done.phase).toBe('decision');
    expect(done.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0 });
  });

  it('KH-HIER-5: by default Hierarchy is not enforced on Reason', () => {
    let s = base();
    s = put(s, 'reason', 'keep', 3, 3).state;
    s = put(s, 'reason', 'keep', 5, 3).state;
    expect(findViolation(s)).toBeNull();
    expect(findViolation({ ...s, options: { ...s.options, HIERARCHY_ON_REASON: true } })).toMatchObject({ board: 'reason' });
    let strict = withHand({ ...testGame(3, { HIERARCHY_ON_REASON: true }) }, 0, cards('blue', 2));
    strict = put(put(strict, 'reason', 'keep', 3, 5).state, 'reason', 'keep', 7, 5).state;
    const joined = act(strict, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 }).state;
    expect(joined.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0, board: 'reason' });
    const chosen = act(joined, 0, { type: 'chooseDownsize', building: at(joined, 'reason', 7, 5)!.id }).state;
    const placed = act(chosen, 0, { type: 'placeDownsized', col: 8, row: 6 }).state;
    expect(at(placed, 'reason', 8, 6)).toMatchObject({ kind: 'watchtower', ruin: true, owner: null });
  });
});

function khronosOk(s: KhronosState, action: Parameters<typeof act>[2]): boolean {
  try {
    act(s, 0, action);
    return true;
  } catch {
    return false;
  }
}

describe('cards and pawns (KH-CARD)', () => {
  it('KH-CARD-1: each pawn may be charged at most 2 cards per turn, on its own board', () => {
    let s = base([...orange(4), ...cards('blue', 2)]);
    s = withPawns(s, 0, 'might', 'faith');
    s = act(s, 0, keep(3, 3)).state;
    expect(s.players[0].charged).toEqual([2, 0]);
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 9, row: 9 })).toMatchObject({ code: 'allowance', rule: 'KH-CARD-1' });
    expect(refusal(s, 0, { ...keep(3, 10), board: 'faith', pawns: [0, 0] }).rule).toBe('KH-CARD-1');
  });

  it('KH-CARD-2: a pawn may spend one card, travel, and spend its second card on another board', () => {
    let s = withPawns(base(cards('blue', 2)), 0, 'might', 'reason');
    s = act(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 3, row: 3 }).state;
    s = act(s, 0, { type: 'travel', pawn: 0, to: 'faith' }).state;
    s = act(s, 0, { type: 'construct', board: 'faith', kind: 'hamlet', col: 3, row: 3, pawns: [0] }).state;
    expect(s.players[0].charged).toEqual([2, 0]);
    expect(at(s, 'faith', 3, 3)?.kind).toBe('hamlet');
  });

  it('KH-CARD-3: a 3-card action needs both pawns on the board; the cost is split between them', () => {
    const one = withPawns(base(orange(3)), 0, 'might', 'faith');
    const castle = { type: 'construct' as const, board: 'might' as const, kind: 'castle' as const, col: 3, row: 3 };
    expect(refusal(one, 0, castle)).toMatchObject({ code: 'needs-both-pawns', rule: 'KH-CARD-3' });
    const both = act(base(orange(3)), 0, castle).state;
    expect(both.players[0].charged).toEqual([2, 1]);
  });

  it('KH-CARD-5: actions in phase II come in any number and order', () => {
    let s = base([...orange(2), ...cards('blue', 2)]);
    s = act(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 3, row: 3 }).state;
    s = act(s, 0, { type: 'travel', pawn: 1, to: 'faith' }).state;
    s = act(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 8, row: 8 }).state;
    s = act(s, 0, { type: 'construct', board: 'faith', kind: 'hamlet', col: 3, row: 3 }).state;
    expect(tiles(s, 'might')).toHaveLength(2);
    expect(tiles(s, 'faith')).toHaveLength(1);
  });

  it('KH-CARD-6: building cards match the family; surcharges take any colour', () => {
    const s = base(['fuchsia-01', 'orange-01']);
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'keep', col: 5, row: 5, cards: ['fuchsia-01', 'orange-01'] }).rule).toBe('KH-CARD-6');
    expect(act(s, 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 1, row: 1, cards: ['orange-01', 'fuchsia-01'] }).state.players[0].hand).toEqual([]);
  });
});

describe('bonuses (KH-BONUS)', () => {
  it('KH-BONUS-2: size 2-3 constructions pay +1 on Might and +2 on Faith by default; size 1 pays nothing', () => {
    expect(act(base(), 0, keep(3, 3)).state.players[0].ecus).toBe(5);
    expect(act(withPawns(base(), 0, 'faith', 'faith'), 0, { ...keep(3, 3), board: 'faith' }).state.players[0].ecus).toBe(6);
    expect(act(base(), 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 3, row: 3 }).state.players[0].ecus).toBe(4);
    expect(act(base(orange(4), 3, { CONSTRUCTION_BONUS: 'none' }), 0, keep(3, 3)).state.players[0].ecus).toBe(4);
  });

  it('KH-BONUS-3: demolishing and populating pay no bonus', () => {
    let s = put(base(orange(1)), 'might', 'watchtower', 5, 5, 1).state;
    s = act(s, 0, { type: 'demolish', board: 'might', building: at(s, 'might', 5, 5)!.id }).state;
    expect(s.players[0].ecus).toBe(3);
    let r = withPawns(withEcus(base(cards('blue', 1)), 0, 4), 0, 'reason', 'reason');
    r = act(r, 0, { type: 'populate', building: at(r, 'reason', 14, 4)!.id, count: 1 }).state;
    expect(r.players[0].ecus).toBe(4);
  });
});

describe('validation order (KH-DIG-2)', () => {
  it('KH-DIG-2: board and pawn, then stock, then grid, then geography, Dominion, Hierarchy, cards, cube', () => {
    const s = base([]);
    const noStock = { ...s, stock: { ...s.stock, keep: 0 } };
    const tower = { type: 'construct' as const, board: 'might' as const, kind: 'watchtower' as const, col: 15, row: 5 };
    const towerless = { ...s, stock: { ...s.stock, watchtower: 0 } };
    expect(refusal(withPawns(towerless, 0, 'faith', 'faith'), 0, tower).rule).toBe('KH-CONS-1');
    expect(refusal(towerless, 0, tower).rule).toBe('KH-CONS-5');
    expect(refusal(noStock, 0, { ...tower, kind: 'keep', col: 14, row: 3 }).rule).toBe('KH-CONS-5');
    expect(refusal(s, 0, { ...tower, kind: 'keep', col: 14, row: 3 }).rule).toBe('KH-CONS-3');
    expect(refusal(s, 0, tower).rule).toBe('KH-GEO-1');
    const twoDomains = put(put(s, 'might', 'hamlet', 4, 5).state, 'might', 'keep', 7, 5, 1).state;
    expect(refusal(twoDomains, 0, keep(5, 5)).rule).toBe('KH-DOM-3');
    expect(refusal(twoDomains, 0, keep(7, 7)).rule).toBe('KH-HIER-2');
    expect(refusal(s, 0, keep(5, 10)).rule).toBe('KH-CARD-6');
    const noCube = { ...withHand(s, 0, orange(2)), players: withHand(s, 0, orange(2)).players.map((p) => (p.seat === 0 ? { ...p, cubes: 0 } : p)) };
    expect(refusal(noCube, 0, keep(5, 10)).rule).toBe('KH-CONS-6');
  });
});
