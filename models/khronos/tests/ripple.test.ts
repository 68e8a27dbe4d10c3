import { describe, expect, it } from 'vitest';
import { act, at, cards, put, refusal, testGame, tiles, withHand, withPawns } from '../testing';
import type { KhronosState } from '../state';
import type { KhronosAction } from '../actions';

const orange = (n: number) => cards('orange', n);
const game = (hand: string[] = orange(4), options = {}) => withHand(testGame(3, options), 0, hand);
const build = (s: KhronosState, seat: number, a: KhronosAction) => act(s, seat, a).state;
const mightKeep = (col: number, row: number) => ({ type: 'construct' as const, board: 'might' as const, kind: 'keep' as const, col, row });
const cubes = (s: KhronosState, seat: number) => s.players[seat].cubes;

describe('ripples and shadows (KH-RIPPLE)', () => {
  it('KH-RIPPLE-1: size 2-3 buildings cast shadows on the same squares of every later board; size 1 never', () => {
    const s = build(game(), 0, mightKeep(5, 5));
    expect(at(s, 'faith', 6, 6)).toMatchObject({ kind: 'keep', col: 5, row: 5 });
    expect(at(s, 'reason', 5, 5)).toMatchObject({ kind: 'keep', col: 5, row: 5 });
    const t = build(game(), 0, { type: 'construct', board: 'might', kind: 'watchtower', col: 5, row: 5 });
    expect(at(t, 'faith', 5, 5)).toBeNull();
    expect(at(t, 'reason', 5, 5)).toBeNull();
  });

  it("KH-RIPPLE-2: a Faith shadow belongs to the builder and takes a cube; without cubes it is placed cubeless unless the option forbids it", () => {
    const s = game();
    const next = build(s, 0, mightKeep(5, 5));
    expect(at(next, 'faith', 5, 5)).toMatchObject({ owner: 0, ownerCube: true });
    expect(cubes(next, 0)).toBe(cubes(s, 0) - 2);
    const oneCube = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, cubes: 1 } : p)) };
    expect(at(build(oneCube, 0, mightKeep(5, 5)), 'faith', 5, 5)).toMatchObject({ owner: 0, ownerCube: false });
    const strict = { ...oneCube, options: { ...oneCube.options, SHADOW_NEEDS_CUBE: true } };
    const none = build(strict, 0, mightKeep(5, 5));
    expect(at(none, 'faith', 5, 5)).toBeNull();
    expect(at(none, 'reason', 5, 5)).toBeNull();
  });

  it('KH-RIPPLE-3: Military and Religious shadows on Reason are ruins without owner or cube', () => {
    const s = build(game(cards('fuchsia', 2)), 0, { type: 'construct', board: 'might', kind: 'monastery', col: 5, row: 5 });
    expect(at(s, 'reason', 5, 5)).toMatchObject({ kind: 'monastery', ruin: true, owner: null, ownerCube: false });
  });

  it('KH-RIPPLE-4: Town and City shadows are ordinary civil buildings on every later board, Reason included', () => {
    const s = build(game(cards('blue', 2)), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(at(s, 'faith', 5, 5)).toMatchObject({ kind: 'town', ruin: false, owner: null });
    expect(at(s, 'reason', 5, 5)).toMatchObject({ kind: 'town', ruin: false });
  });

  it('KH-RIPPLE-5: a building made on Faith ripples only to Reason, never back to Might', () => {
    const s = build(withPawns(game(), 0, 'faith', 'faith'), 0, { ...mightKeep(5, 5), board: 'faith' });
    expect(at(s, 'might', 5, 5)).toBeNull();
    expect(at(s, 'reason', 5, 5)).toMatchObject({ kind: 'keep', ruin: true });
  });

  it('KH-RIPPLE-6 / KH-DOM-5: a Might building whose Faith copy would break Hierarchy or Dominion casts no shadow at all', () => {
    let s = put(game(), 'faith', 'keep', 3, 5, 1).state;
    const tie = act(s, 0, mightKeep(5, 5));
    expect(at(tie.state, 'might', 5, 5)?.kind).toBe('keep');
    expect(at(tie.state, 'faith', 5, 5)).toBeNull();
    expect(at(tie.state, 'reason', 5, 5)).toBeNull();
    expect(tie.log.some((l) => l.rule === 'KH-RIPPLE-6')).toBe(true);
    const reach = build({ ...s, options: { ...s.options, BLOCKED_RIPPLE_SKIPS_REASON: false } }, 0, mightKeep(5, 5));
    expect(at(reach, 'faith', 5, 5)).toBeNull();
    expect(at(reach, 'reason', 5, 5)).toMatchObject({ kind: 'keep', ruin: true });
    s = put(put(game(), 'faith', 'hamlet', 4, 5).state, 'faith', 'hamlet', 7, 5).state;
    expect(at(build(s, 0, mightKeep(5, 5)), 'faith', 5, 5)).toBeNull();
  });

  it('KH-RIPPLE-7: a Might shadow erases every overlapping Faith building and its Reason shadows; cubes and tiles go back', () => {
    let s = withPawns(withHand(testGame(), 1, cards('fuchsia', 2)), 1, 'faith', 'faith');
    s = { ...s, active: 1 };
    s = build(s, 1, { type: 'construct', board: 'faith', kind: 'monastery', col: 6, row: 6 });
    expect(at(s, 'reason', 6, 6)?.kind).toBe('monastery');
    const before = s;
    s = withHand({ ...s, active: 0 }, 0, orange(2));
    const done = act(s, 0, mightKeep(5, 5));
    expect(at(done.state, 'faith', 6, 6)).toMatchObject({ kind: 'keep', owner: 0 });
    expect(tiles(done.state, 'reason', 'monastery')).toHaveLength(0);
    expect(done.state.stock.monastery).toBe(before.stock.monastery + 2);
    expect(cubes(done.state, 1)).toBe(cubes(before, 1) + 1);
    expect(done.state.players[1].ecus).toBe(before.players[1].ecus); // KEEP_ECUS_ON_ERASURE
    expect(done.log.some((l) => l.rule === 'KH-RIPPLE-7')).toBe(true);
    const strict = { ...s, options: { ...s.options, KEEP_ECUS_ON_ERASURE: false } };
    expect(build(strict, 0, mightKeep(5, 5)).players[1].ecus).toBe(before.players[1].ecus - 2);
  });

  it('KH-RIPPLE-8: the Faith check is made as if the erased buildings were gone; a blocked ripple erases nothing', () => {
    let s = put(game(), 'faith', 'chapel', 6, 6, 1).state;
    s = put(s, 'faith', 'hamlet', 4, 5).state;
    const after = build(s, 0, mightKeep(5, 5));
    expect(at(after, 'faith', 6, 6)?.kind).toBe('keep');
    const before = build({ ...s, options: { ...s.options, RIPPLE_CHECK_AFTER_ERASURE: false } }, 0, mightKeep(5, 5));
    expect(at(before, 'faith', 6, 6)?.kind).toBe('chapel');
  });

  it('KH-RIPPLE-9: without a tile in stock the shadow and later ones are skipped; the original stands', () => {
    const s = game();
    const short = build({ ...s, stock: { ...s.stock, keep: 1 } }, 0, mightKeep(5, 5));
    expect(at(short, 'might', 5, 5)?.kind).toBe('keep');
    expect(at(short, 'faith', 5, 5)).toBeNull();
    expect(at(short, 'reason', 5, 5)).toBeNull();
    const two = build({ ...s, stock: { ...s.stock, keep: 2 } }, 0, mightKeep(5, 5));
    expect(at(two, 'faith', 5, 5)?.kind).toBe('keep');
    expect(at(two, 'reason', 5, 5)).toBeNull();
  });

  it('KH-RIPPLE-10: upgrading replaces identical shadows (Faith cube stays, Reason ruin restarts, Reason population stays)', () => {
    let s = build(game(orange(4)), 0, mightKeep(5, 5));
    const ruin = at(s, 'reason', 5, 5)!;
    s = { ...s, boards: { ...s.boards, reason: { ...s.boards.reason, buildings: { ...s.boards.reason.buildings, [ruin.id]: { ...ruin, markers: [2], renovationPaid: 1 } } } } };
    s = { ...s, players: s.players.map((p) => (p.seat === 2 ? { ...p, cubes: p.cubes - 1 } : p)) };
    const cubes0 = cubes(s, 0);
    const up = build(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 });
    expect(at(up, 'faith', 7, 7)).toMatchObject({ kind: 'castle', owner: 0, ownerCube: true });
    expect(cubes(up, 0)).toBe(cubes0);
    expect(at(up, 'reason', 7, 7)).toMatchObject({ kind: 'castle', ruin: true, renovationPaid: 0, markers: [] });
    expect(cubes(up, 2)).toBe(cubes(s, 2) + 1);
    const strict = build({ ...s, options: { ...s.options, LOST_CUBE: 'out_of_play' } }, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 5, row: 5 });
    expect(cubes(strict, 2)).toBe(cubes(s, 2) + 1);
    let t = build(game(cards('blue', 3)), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    const town = at(t, 'reason', 5, 5)!;
    t = { ...t, boards: { ...t.boards, reason: { ...t.boards.reason, buildings: { ...t.boards.reason.buildings, [town.id]: { ...town, population: [0, 2, 0] } } } } };
    t = build({ ...t, players: t.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, { type: 'upgrade', board: 'might', kind: 'city', col: 5, row: 5 });
    expect(at(t, 'reason', 5, 5)).toMatchObject({ kind: 'city', population: [0, 2, 0] });
  });

  it('KH-RIPPLE-10 / KH-JUNC-1: an upgraded civil shadow may join its own domain to another on a later board', () => {
    let s = build(game(cards('blue', 3)), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    s = put(s, 'faith', 'hamlet', 8, 6).state;
    s = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) };
    const up = build(s, 0, { type: 'upgrade', board: 'might', kind: 'city', col: 5, row: 5 });
    expect(up.boards.faith.domainOf[at(up, 'faith', 5, 5)!.id]).toBe(up.boards.faith.domainOf[at(up, 'faith', 8, 6)!.id]);
    expect(at(up, 'reason', 7, 7)?.kind).toBe('city');
  });

  it('KH-RIPPLE-10 / KH-RIPPLE-8: a replaced Faith shadow that held its domain together does not block the larger shadow', () => {
    let s = build(game(orange(4)), 0, mightKeep(5, 5));
    s = put(s, 'faith', 'hamlet', 5, 7).state;
    s = put(s, 'faith', 'hamlet', 7, 5).state;
    s = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) };
    const up = build(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 4, row: 4 });
    expect(at(up, 'faith', 4, 4)).toMatchObject({ kind: 'castle', owner: 0 });
    expect(up.boards.faith.domainOf[at(up, 'faith', 5, 7)!.id]).toBe(up.boards.faith.domainOf[at(up, 'faith', 7, 5)!.id]);
  });

  it('KH-RIPPLE-10 / KH-DOWN-4: a Might upgrade does not reach a Faith building that is no longer its identical shadow', () => {
    let s = build(game(orange(4)), 0, mightKeep(5, 5));
    s = withPawns({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, 'faith', 'faith');
    s = build(s, 0, { type: 'upgrade', board: 'faith', kind: 'castle', col: 5, row: 5 });
    s = withPawns({ ...withHand(s, 0, orange(2)), players: withHand(s, 0, orange(2)).players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0], pawns: ['might', 'might'] } : p)) }, 0, 'might', 'might');
    const faithCastle = at(s, 'faith', 5, 5)!;
    const up = build(s, 0, { type: 'upgrade', board: 'might', kind: 'castle', col: 4, row: 4 });
    expect(at(up, 'faith', 5, 5)?.id).toBe(faithCastle.id);
    expect(at(up, 'faith', 4, 4)).toBeNull();
  });

  it('KH-RIPPLE-12: a shadow is an ordinary building of its board; changes there never reach back', () => {
    let s = build(game(orange(4)), 0, mightKeep(5, 5));
    s = withPawns({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, 'faith', 'faith');
    s = build(s, 0, { type: 'upgrade', board: 'faith', kind: 'castle', col: 5, row: 5 });
    expect(at(s, 'might', 5, 5)?.kind).toBe('keep');
    expect(at(s, 'reason', 5, 5)).toMatchObject({ kind: 'castle', ruin: true });
    expect(s.players[0].ecus).toBe(4 + 1 + 2);
  });

  it('KH-RIPPLE-13: a civil shadow may join domains on a later board; the builder resolves that board', () => {
    let s = put(game(cards('blue', 2)), 'faith', 'keep', 3, 5, 1).state;
    s = put(s, 'faith', 'keep', 7, 5, 2).state;
    const done = build(s, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(done.boards.faith.domainOf[at(done, 'faith', 3, 5)!.id]).toBe(done.boards.faith.domainOf[at(done, 'faith', 7, 5)!.id]);
    expect(done.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0, board: 'faith' });
  });
});

describe('junctions (KH-JUNC)', () => {
  /** Might: Castle domain on the left, Keep+Keep tie after a Town joins. */
  const junction = (leftExtra: boolean) => {
    let s = game(cards('blue', 4));
    s = put(s, 'might', 'keep', 3, 5, 1).state;
    if (leftExtra) s = put(s, 'might', 'watchtower', 3, 7, 1).state;
    s = put(s, 'might', 'keep', 7, 5, 2).state;
    return s;
  };

  it('KH-JUNC-1: a civil building touching two domains merges them, and the merged domain must obey Hierarchy', () => {
    const done = build(junction(true), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    const d = done.boards.might.domainOf;
    expect(d[at(done, 'might', 3, 5)!.id]).toBe(d[at(done, 'might', 7, 5)!.id]);
    expect(done.phase).toBe('decision');
  });

  it('KH-JUNC-2 / KH-JUNC-7: on Might the weaker domain\'s tied building is downsized; its owner places the smaller tile', () => {
    const done = build(junction(true), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(done.pending).toMatchObject({ kind: 'placeDownsized', seat: 2, into: 'watchtower' });
    expect(refusal(done, 0, { type: 'placeDownsized', col: 7, row: 5 }).rule).toBe('KH-TURN-3');
    const placed = build(done, 2, { type: 'placeDownsized', col: 8, row: 6 });
    expect(at(placed, 'might', 8, 6)).toMatchObject({ kind: 'watchtower', owner: 2, ownerCube: true });
    expect(at(placed, 'might', 3, 5)?.kind).toBe('keep');
    expect(placed.phase).toBe('actions');
  });

  it('KH-JUNC-3: with equal power, the junction maker\'s own building goes first, otherwise he chooses', () => {
    let s = game(cards('blue', 4));
    s = put(s, 'might', 'keep', 3, 5, 0).state;
    s = put(s, 'might', 'keep', 7, 5, 2).state;
    const own = build(s, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(own.pending).toMatchObject({ kind: 'placeDownsized', seat: 0, building: at(s, 'might', 3, 5)!.id });
    const others = build(junction(false), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(others.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0, rule: 'KH-JUNC-3' });
    const chosen = build(others, 0, { type: 'chooseDownsize', building: at(others, 'might', 3, 5)!.id });
    expect(chosen.pending).toMatchObject({ kind: 'placeDownsized', seat: 1 });
    const always = build({ ...s, options: { ...s.options, JUNCTION_TIE_RULE: 'maker_chooses' } }, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(always.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0 });
  });

  it('KH-JUNC-4: on Faith the Religious power decides by default (Military with the option)', () => {
    let s = withPawns(game(cards('blue', 4)), 0, 'faith', 'faith');
    s = put(s, 'faith', 'keep', 3, 5, 1).state;
    s = put(s, 'faith', 'chapel', 3, 7, 1).state;
    s = put(s, 'faith', 'keep', 7, 5, 2).state;
    s = put(s, 'faith', 'watchtower', 7, 7, 2).state;
    s = put(s, 'faith', 'watchtower', 9, 6, 2).state;
    const town = { type: 'construct' as const, board: 'faith' as const, kind: 'town' as const, col: 5, row: 5 };
    expect(build(s, 0, town).pending).toMatchObject({ kind: 'placeDownsized', seat: 2 });
    expect(build({ ...s, options: { ...s.options, FAITH_JUNCTION_POWER: 'military' } }, 0, town).pending).toMatchObject({ kind: 'placeDownsized', seat: 1 });
  });

  it('KH-JUNC-5: no Hierarchy resolution on Reason by default', () => {
    let s = build(game(cards('blue', 2)), 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    s = put(s, 'reason', 'keep', 3, 5).state;
    s = put(s, 'reason', 'keep', 7, 5).state;
    expect(s.phase).toBe('actions');
    const later = build(put(put(game(cards('blue', 2)), 'reason', 'keep', 3, 5).state, 'reason', 'keep', 7, 5).state, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 });
    expect(later.phase).toBe('actions');
    expect(later.boards.reason.domainOf[at(later, 'reason', 3, 5)!.id]).toBe(later.boards.reason.domainOf[at(later, 'reason', 7, 5)!.id]);
  });

  it('KH-JUNC-6: Military ties are resolved before Religious ones, with the pre-merge powers kept fixed', () => {
    let s = game(cards('blue', 4));
    s = put(s, 'might', 'monastery', 3, 3, 1).state;
    s = put(s, 'might', 'keep', 3, 5, 1).state;
    s = put(s, 'might', 'monastery', 7, 3, 2).state;
    s = put(s, 'might', 'keep', 7, 5, 2).state;
    s = put(s, 'might', 'watchtower', 9, 5, 2).state;
    let done = build(s, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 4 });
    expect(done.pending).toMatchObject({ kind: 'placeDownsized', seat: 1, into: 'watchtower' });
    done = build(done, 1, { type: 'placeDownsized', col: 4, row: 5 });
    // Then the religious tie, judged again by the Military power the domains had before the merge.
    expect(done.pending).toMatchObject({ kind: 'placeDownsized', seat: 1, into: 'chapel' });
  });
});

describe('downsizing (KH-DOWN)', () => {
  /** Two tied buildings joined by a Hamlet at (hamletCol, 5); the left domain is stronger when `stronger`. */
  const tieOnMight = (kind: 'castle' | 'keep' | 'watchtower', leftOwner = 1, stronger = true) => {
    const size = kind === 'castle' ? 3 : kind === 'keep' ? 2 : 1;
    let s = game(cards('blue', 4));
    s = put(s, 'might', kind, 2, 5, leftOwner).state;
    if (stronger) s = put(s, 'might', 'watchtower', 2, 5 + size, leftOwner).state;
    s = put(s, 'might', kind, 3 + size, 5, 2).state;
    return { s, hamlet: { type: 'construct' as const, board: 'might' as const, kind: 'hamlet' as const, col: 2 + size, row: 5 } };
  };

  it('KH-DOWN-1: Castle becomes Keep, Keep becomes Watch Tower, a Watch Tower is destroyed; civil buildings never shrink', () => {
    const c = tieOnMight('castle');
    expect(build(c.s, 0, c.hamlet).pending).toMatchObject({ kind: 'placeDownsized', into: 'keep', seat: 2 });
    const k = tieOnMight('keep');
    expect(build(k.s, 0, k.hamlet).pending).toMatchObject({ kind: 'placeDownsized', into: 'watchtower', seat: 2 });
    const t = tieOnMight('watchtower', 0, false);
    const tower = build(t.s, 0, t.hamlet);
    expect(tower.phase).toBe('actions');
    expect(at(tower, 'might', 2, 5)).toBeNull();
    expect(at(tower, 'might', 4, 5)?.kind).toBe('watchtower');
    expect(tower.players[0].cubes).toBe(25);
    let towns = put(game(cards('blue', 2)), 'might', 'town', 2, 5).state;
    towns = put(towns, 'might', 'town', 5, 5).state;
    expect(build(towns, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 4, row: 5 }).phase).toBe('actions');
  });

  it('KH-DOWN-2: the smaller tile goes inside the old footprint where the owner says, with his cube', () => {
    const c = tieOnMight('castle');
    const waiting = build(c.s, 0, c.hamlet);
    expect(waiting.pending?.kind === 'placeDownsized' ? waiting.pending.anchors.length : 0).toBe(4);
    expect(refusal(waiting, 2, { type: 'placeDownsized', col: 5, row: 5 }).rule).toBe('KH-DOWN-2');
    const placed = build(waiting, 2, { type: 'placeDownsized', col: 7, row: 6 });
    expect(at(placed, 'might', 7, 6)).toMatchObject({ kind: 'keep', owner: 2, ownerCube: true, col: 7, row: 6 });
    expect(at(placed, 'might', 6, 5)).toBeNull();
    expect(placed.players[2].cubes).toBe(c.s.players[2].cubes);
  });

  /** Seat 1's stronger Keep domain on the left; seat 0 builds a Keep at (5,5) with shadows, then joins them. */
  const keepWithShadows = () => {
    let s = game(orange(2));
    s = put(s, 'might', 'keep', 2, 5, 1).state;
    s = put(s, 'might', 'watchtower', 2, 7, 1).state;
    s = build(s, 0, mightKeep(5, 5));
    return withHand({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, cards('blue', 2));
  };
  const joinAt4 = { type: 'construct' as const, board: 'might' as const, kind: 'hamlet' as const, col: 4, row: 5 };

  it("KH-DOWN-3: a Keep loses its shadows; a Castle's shadows follow as Keeps in the new spot, a Reason ruin afresh", () => {
    const s = keepWithShadows();
    expect(at(s, 'faith', 5, 5)?.kind).toBe('keep');
    const done = build(build(s, 0, joinAt4), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(at(done, 'might', 6, 6)?.kind).toBe('watchtower');
    expect(at(done, 'faith', 5, 5)).toBeNull();
    expect(at(done, 'reason', 5, 5)).toBeNull();
    expect(done.players[0].cubes).toBe(25 - 1);

    let c = game(orange(3));
    c = put(c, 'might', 'castle', 1, 5, 1).state;
    c = put(c, 'might', 'watchtower', 1, 8, 1).state;
    c = build(c, 0, { type: 'construct', board: 'might', kind: 'castle', col: 5, row: 5 });
    const ruin = at(c, 'reason', 5, 5)!;
    c = { ...c, boards: { ...c.boards, reason: { ...c.boards.reason, buildings: { ...c.boards.reason.buildings, [ruin.id]: { ...ruin, markers: [1], renovationPaid: 1 } } } } };
    c = withHand({ ...c, players: c.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p.seat === 1 ? { ...p, cubes: p.cubes - 1 } : p)) }, 0, cards('blue', 2));
    const join = { type: 'construct' as const, board: 'might' as const, kind: 'hamlet' as const, col: 4, row: 6 };
    const down = build(build(c, 0, join), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(at(down, 'faith', 6, 6)).toMatchObject({ kind: 'keep', owner: 0, col: 6, row: 6, ownerCube: true });
    expect(at(down, 'faith', 5, 5)).toBeNull();
    expect(at(down, 'reason', 6, 6)).toMatchObject({ kind: 'keep', ruin: true, markers: [], renovationPaid: 0 });
    expect(down.players[1].cubes).toBe(c.players[1].cubes + 1);
    const lost = build(build({ ...c, options: { ...c.options, LOST_CUBE: 'out_of_play' } }, 0, join), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(lost.players[1].cubes).toBe(c.players[1].cubes);
  });

  it('KH-DOWN-4: a Might downsizing leaves Faith alone when the Faith building is no longer its identical shadow', () => {
    let s = keepWithShadows();
    const faithKeep = at(s, 'faith', 5, 5)!;
    s = { ...s, boards: { ...s.boards, faith: { ...s.boards.faith, buildings: { ...s.boards.faith.buildings, [faithKeep.id]: { ...faithKeep, source: null } } } } };
    const done = build(build(s, 0, joinAt4), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(at(done, 'faith', 5, 5)?.kind).toBe('keep');
    expect(at(done, 'reason', 5, 5)?.kind).toBe('keep');
  });

  /** Seat 0's Might Castle at (5,5) with its Faith and Reason shadows; seat 1's Castle domain at (1,5) beats it in a junction at (4,6). */
  const castleWithShadows = () => {
    let c = game(orange(3));
    c = put(c, 'might', 'castle', 1, 5, 1).state;
    c = put(c, 'might', 'watchtower', 1, 8, 1).state;
    c = build(c, 0, { type: 'construct', board: 'might', kind: 'castle', col: 5, row: 5 });
    return withHand({ ...c, players: c.players.map((p) => (p.seat === 0 ? { ...p, charged: [0, 0] } : p)) }, 0, cards('blue', 2));
  };
  const joinAt46 = { type: 'construct' as const, board: 'might' as const, kind: 'hamlet' as const, col: 4, row: 6 };

  it('KH-DOWN-4: a linked Faith building that is no longer identical (another owner) is left as it is, same id and cube', () => {
    let s = castleWithShadows();
    const faith = at(s, 'faith', 5, 5)!;
    const reason = at(s, 'reason', 5, 5)!;
    // The Faith Castle still names the Might Castle as its source but belongs to another player now.
    s = { ...s, boards: { ...s.boards, faith: { ...s.boards.faith, buildings: { ...s.boards.faith.buildings, [faith.id]: { ...faith, owner: 2 } } } } };
    const done = build(build(s, 0, joinAt46), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(at(done, 'might', 6, 6)).toMatchObject({ kind: 'keep', owner: 0 });
    expect(at(done, 'faith', 5, 5)).toMatchObject({ id: faith.id, kind: 'castle', owner: 2, ownerCube: true, col: 5, row: 5 });
    expect(at(done, 'reason', 5, 5)).toMatchObject({ id: reason.id, kind: 'castle', ruin: true });
  });

  it('KH-DOWN-3 / KH-DOWN-4: the identical Faith shadow of a downsized Castle becomes the Keep in place of itself: same id, its cube stays on it', () => {
    const s = castleWithShadows();
    const faith = at(s, 'faith', 5, 5)!;
    const cubes0 = cubes(s, 0);
    const done = build(build(s, 0, joinAt46), 0, { type: 'placeDownsized', col: 6, row: 6 });
    expect(at(done, 'faith', 6, 6)).toMatchObject({ id: faith.id, kind: 'keep', owner: 0, ownerCube: true, col: 6, row: 6 });
    expect(done.boards.faith.buildings[faith.id]?.kind).toBe('keep');
    expect(cubes(done, 0)).toBe(cubes0);
  });

  it('KH-DOWN-5: the smaller tile may leave part of the domain behind, which becomes its own domain', () => {
    let s = game(cards('blue', 4));
    s = put(s, 'might', 'castle', 1, 5, 1).state;
    s = put(s, 'might', 'watchtower', 1, 8, 1).state;
    s = put(s, 'might', 'castle', 5, 5, 2).state;
    s = put(s, 'might', 'chapel', 8, 7, 2).state;
    let done = build(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 4, row: 6 });
    expect(done.pending).toMatchObject({ kind: 'placeDownsized', seat: 2 });
    done = build(done, 2, { type: 'placeDownsized', col: 5, row: 5 });
    const d = done.boards.might.domainOf;
    expect(d[at(done, 'might', 8, 7)!.id]).not.toBe(d[at(done, 'might', 5, 5)!.id]);
    expect(d[at(done, 'might', 5, 5)!.id]).toBe(d[at(done, 'might', 1, 5)!.id]);
    expect(done.phase).toBe('actions');
  });

  it('KH-DOWN-6: with no smaller tile in stock the building is destroyed', () => {
    const c = tieOnMight('castle');
    const done = build({ ...c.s, stock: { ...c.s.stock, keep: 0 } }, 0, c.hamlet);
    expect(done.phase).toBe('actions');
    expect(tiles(done, 'might', 'castle')).toHaveLength(1);
    expect(done.players[2].cubes).toBe(25);
  });
});

describe('demolition and dividing domains (KH-DEMO, KH-DIV)', () => {
  const demolish = (board: 'might' | 'faith', building: string): KhronosAction => ({ type: 'demolish', board, building });

  it('KH-DEMO-1: any size-1 building, whoever owns it, on Might or Faith where the player has a pawn', () => {
    let s = put(game(cards('fuchsia', 1)), 'might', 'chapel', 5, 5, 2).state;
    s = put(s, 'faith', 'chapel', 5, 5, 2).state;
    const id = at(s, 'might', 5, 5)!.id;
    expect(at(build(s, 0, demolish('might', id)), 'might', 5, 5)).toBeNull();
    expect(refusal(s, 0, demolish('faith', at(s, 'faith', 5, 5)!.id)).rule).toBe('KH-DEMO-1');
  });

  it('KH-DEMO-2: it costs 1 Ecu and one card of the target\'s colour', () => {
    const s = put(game(['fuchsia-01', 'orange-01']), 'might', 'chapel', 5, 5, 2).state;
    const id = at(s, 'might', 5, 5)!.id;
    const done = build(s, 0, demolish('might', id));
    expect(done.players[0]).toMatchObject({ ecus: 3, hand: ['orange-01'] });
    expect(refusal({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, ecus: 0 } : p)) }, 0, demolish('might', id)).rule).toBe('KH-DEMO-2');
    expect(refusal(withHand(s, 0, ['orange-01']), 0, demolish('might', id)).rule).toBe('KH-CARD-6');
  });

  it('KH-DEMO-3: printed Hamlets and buildings of size 2-3 cannot be demolished', () => {
    const s = put(game(cards('orange', 2)), 'might', 'keep', 5, 5, 1).state;
    expect(refusal(s, 0, demolish('might', at(s, 'might', 14, 4)!.id)).rule).toBe('KH-DEMO-3');
    expect(refusal(s, 0, demolish('might', at(s, 'might', 5, 5)!.id)).rule).toBe('KH-DEMO-3');
  });

  it('KH-DEMO-4: the tile goes back to the stock and its cube to its owner', () => {
    const s = put(game(cards('orange', 1)), 'might', 'watchtower', 5, 5, 1).state;
    const done = build(s, 0, demolish('might', at(s, 'might', 5, 5)!.id));
    expect(done.stock.watchtower).toBe(s.stock.watchtower + 1);
    expect(done.players[1].cubes).toBe(s.players[1].cubes + 1);
  });

  it('KH-DEMO-5: no terrain surcharge by default; the option adds it', () => {
    const s = put(game(cards('orange', 1)), 'might', 'watchtower', 1, 1, 1).state;
    const id = at(s, 'might', 1, 1)!.id;
    expect(build(s, 0, demolish('might', id)).players[0].hand).toEqual([]);
    expect(refusal({ ...s, options: { ...s.options, DEMOLISH_SURCHARGE: true } }, 0, demolish('might', id)).rule).toBe('KH-CARD-6');
  });

  it('KH-DEMO-6 / KH-DIV-1: a demolition may split a domain into two', () => {
    let s = put(game(cards('blue', 1)), 'might', 'town', 3, 5).state;
    s = put(s, 'might', 'hamlet', 5, 5).state;
    s = put(s, 'might', 'town', 6, 5).state;
    const d = s.boards.might.domainOf;
    expect(d[at(s, 'might', 3, 5)!.id]).toBe(d[at(s, 'might', 6, 5)!.id]);
    const done = build(s, 0, demolish('might', at(s, 'might', 5, 5)!.id));
    expect(done.boards.might.domainOf[at(done, 'might', 3, 5)!.id]).not.toBe(done.boards.might.domainOf[at(done, 'might', 6, 5)!.id]);
  });

  it('KH-DEMO-7: demolishing a size-1 building changes no other board', () => {
    let s = put(game(cards('blue', 1)), 'might', 'hamlet', 5, 5).state;
    s = put(s, 'faith', 'hamlet', 5, 5).state;
    const done = build(s, 0, demolish('might', at(s, 'might', 5, 5)!.id));
    expect(at(done, 'faith', 5, 5)?.kind).toBe('hamlet');
  });

  /** Castle | hamlet H1 | hamlet H | two tied Keeps hanging off H. */
  const bridge = (keepOwner: number) => {
    let s = game(cards('blue', 1));
    s = put(s, 'might', 'castle', 3, 3, 1).state;
    s = put(s, 'might', 'hamlet', 6, 4).state;
    s = put(s, 'might', 'hamlet', 7, 4).state;
    s = put(s, 'might', 'keep', 8, 3, keepOwner).state;
    s = put(s, 'might', 'keep', 7, 5, 2).state;
    return s;
  };

  it("KH-DIV-2: after a split, the splitter's own tied building is downsized; otherwise he chooses", () => {
    const own = bridge(0);
    const a = build(own, 0, demolish('might', at(own, 'might', 6, 4)!.id));
    expect(a.pending).toMatchObject({ kind: 'placeDownsized', seat: 0, building: at(own, 'might', 8, 3)!.id });
    const other = bridge(1);
    const b = build(other, 0, demolish('might', at(other, 'might', 6, 4)!.id));
    expect(b.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0, rule: 'KH-DIV-2' });
    expect(refusal(b, 0, { type: 'chooseDownsize', building: at(other, 'might', 3, 3)!.id }).rule).toBe('KH-DIV-2');
  });

  it('KH-DIV-3: downsizing repeats until every domain obeys the rule', () => {
    let s = bridge(0);
    s = put(s, 'might', 'keep', 7, 7, 1).state; // a third Keep below seat 2's, owned by seat 1
    let done = build(s, 0, demolish('might', at(s, 'might', 6, 4)!.id));
    expect(done.pending).toMatchObject({ kind: 'placeDownsized', seat: 0 });
    done = build(done, 0, { type: 'placeDownsized', col: 9, row: 3 });
    expect(done.pending).toMatchObject({ kind: 'chooseDownsize', seat: 0 });
    done = build(done, 0, { type: 'chooseDownsize', building: at(done, 'might', 7, 7)!.id });
    done = build(done, 1, { type: 'placeDownsized', col: 7, row: 7 });
    expect(done.phase).toBe('actions');
    expect(done.pending).toBeNull();
  });
});
