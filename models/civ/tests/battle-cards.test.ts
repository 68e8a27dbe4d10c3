import { describe, expect, it } from 'vitest';
import { act, applied, edit, newGame, quietMap, refusal, rng, turnOf } from './fixtures';
import { draftOf, finish } from '../draft';
import { startBarbarianAttack } from '../rules/battle/engage';
import type { LogLine } from '../contract';
import { civRules } from '../rules';
import { legalActions } from '../legal';
import { activeSeats } from '../flow';
import { BONUS_SOURCES } from '../rules/battle/bonus';
import { strike } from '../rules/battle/play';
import { unitCardsBroken } from '../rules/battle/conservation';
import { battleSecrets } from '../rules/battle/view';
import { viewCiv } from '../view';
import type { Draft } from '../draft';
import type { CivAction } from '../actions';
import type { CivState } from '../state';

const A = ['unit-infantry-2-1', 'unit-mounted-1-1', 'unit-artillery-3-1'];
const D = ['unit-infantry-1-2', 'unit-mounted-3-2', 'unit-artillery-2-2'];

/**
 * Seat 0's army at (6,7) next to seat 1's army at (6,6); seat 0's second army at (9,8) below seat 1's city at (9,6).
 * Standing forces are chosen (and taken out of the decks) so the hands are known.
 */
function scene(attacker = A, defender = D, more: (d: Draft) => void = () => undefined): CivState {
  return edit(turnOf(quietMap(newGame(['romans', 'egyptians', 'greeks', 'russians'])), 0, 'movement'), (d) => {
    for (let y = 4; y <= 9; y++) for (let x = 4; x <= 11; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 9, y: 8 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } });
    d.cities.push({ id: 'city-1-2', owner: 1, kind: 'city', centre: { x: 9, y: 6 }, walls: false });
    // Every standing unit goes back to its deck, then the chosen ones come out (the cards stay conserved).
    for (const p of d.players) for (const c of p.forces.splice(0)) d.unitDecks[c.split('-')[1]].push(c);
    for (const [type, deck] of Object.entries(d.unitDecks)) d.unitDecks[type] = deck.filter((c) => !attacker.includes(c) && !defender.includes(c));
    d.players[0].forces = [...attacker];
    d.players[1].forces = [...defender];
    // The Egyptians' starting wonder (The Oracle with this seed) would open the hands; tests that want a wonder add it.
    d.wondersOwned = {};
    more(d);
  });
}
const attack = (s: CivState) => act(s, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] });
const attackCity = (s: CivState) => act(s, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 9, y: 7 }, { x: 9, y: 6 }] });
const play = (s: CivState, seat: number, card: string, front: 'new' | number = 'new') => act(s, seat, { type: 'play-unit', card, front });
const fight = (s: CivState) => {
  const p = s.pending[0];
  if (p?.kind !== 'battle' || !p.fight) throw new Error('no fight');
  return p.fight;
};
const deckSizes = (s: CivState) => Object.values(s.unitDecks).reduce((n, d) => n + d.length, 0);

describe('CIV-BATTLE: battles fought with the unit cards', () => {
  it('CIV-BATTLE-01: an army entering enemy figures, an enemy city or a village starts a battle; scouts never do', () => {
    expect(fight(attack(scene())).hands.attacker).toHaveLength(3);
    expect(attackCity(scene()).pending[0]).toMatchObject({ kind: 'battle', attacker: 0, defender: 1, cityId: 'city-1-2' });
    const scouting = edit(scene(), (d) => { d.figures.find((f) => f.id === 'army-0-1')!.kind = 'scout'; });
    expect(refusal(scouting, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }).code).toBe('scout-attack');
  });

  it('CIV-BATTLE-02: an army entering a square of lone enemy scouts kills them with no cards drawn, for 1 loot', () => {
    const s = attack(edit(scene(), (d) => { d.figures.find((f) => f.id === 'army-1-1')!.kind = 'scout'; }));
    expect(s.figures.some((f) => f.owner === 1 && f.at.x === 6 && f.at.y === 6)).toBe(false);
    expect(s.players[0].forces).toHaveLength(3);
    expect(s.pending[0]).toEqual({ kind: 'loot', seat: 0, loser: 1, loot: 1 });
  });

  it('CIV-BATTLE-03: the mover attacks, the owner of the square defends; no one else plays', () => {
    const s = attack(scene());
    expect(s.pending[0]).toMatchObject({ attacker: 0, defender: 1 });
    expect(refusal(s, 2, { type: 'play-unit', card: D[0], front: 'new' }).code).toBe('not-your-decision');
  });

  it('CIV-BATTLE-04: a battle is fought out before anything else happens', () => {
    const s = attack(scene());
    expect(refusal(s, 0, { type: 'move', figures: ['army-0-2'], path: [{ x: 9, y: 7 }] }).code).toBe('pending');
    expect(refusal(s, 0, { type: 'done' }).code).toBe('pending');
  });

  it('CIV-BATTLE-05 / CIV-BATTLE-10: an empty city still defends with a hand of 6 and its bonus', () => {
    const many = [...D, 'unit-infantry-3-3', 'unit-mounted-2-3', 'unit-artillery-1-3', 'unit-infantry-1-4'];
    const s = attackCity(scene(A, many));
    expect(fight(s).hands.defender).toHaveLength(6);
    expect(s.players[1].forces).toHaveLength(1);
    expect(fight(s).bonus.defender).toContainEqual(expect.objectContaining({ source: 'city', amount: 6 }));
  });

  it('CIV-BATTLE-10: hand size 3, +2 per extra army, +1 Fundamentalism, +3 defending a city (a metropolis too, unless the option says not)', () => {
    const big = ['unit-infantry-3-3', 'unit-mounted-2-3', 'unit-artillery-1-3', 'unit-infantry-1-4', 'unit-mounted-1-4', 'unit-artillery-1-4', 'unit-infantry-2-4', 'unit-mounted-2-4', 'unit-artillery-2-4'];
    const stack = edit(scene(big, D), (d) => {
      d.figures.push({ id: 'army-0-3', owner: 0, kind: 'army', at: { x: 6, y: 7 } });
      d.players[0].government = 'fundamentalism';
    });
    const s = act(stack, 0, { type: 'move', figures: ['army-0-1', 'army-0-3'], path: [{ x: 6, y: 6 }] });
    expect(fight(s).hands.attacker).toHaveLength(6);
    const metro = (opt: 'city' | 'no-bonus') => edit(scene(A, [...D, ...big]), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.kind = 'metropolis'; d.options.metropolisHand = opt; });
    expect(fight(attackCity(metro('city'))).hands.defender).toHaveLength(6);
    expect(fight(attackCity(metro('no-bonus'))).hands.defender).toHaveLength(3);
  });

  it('CIV-BATTLE-11: each side draws its battle force from its standing forces, all of them when it has fewer', () => {
    const s = attack(scene(A, D.slice(0, 2)));
    expect(new Set(fight(s).hands.attacker)).toEqual(new Set(A));
    expect(fight(s).hands.defender).toHaveLength(2);
    expect(s.players[0].forces).toEqual([]);
    const none = attack(scene(A, []));
    expect(fight(none).hands.defender).toEqual([]);
  });

  it('CIV-BATTLE-11: a battle force is seen only by its own side, in views and in the secrets the leak drills search', () => {
    const s = attack(scene());
    const mine = civRules.view(s, 0);
    const theirs = civRules.view(s, 1);
    const spectator = civRules.view(s, 2);
    expect(new Set((mine.pending[0] as unknown as { fight: { hands: { attacker: string[] } } }).fight.hands.attacker)).toEqual(new Set(A));
    for (const card of A) {
      expect(JSON.stringify(theirs)).not.toContain(card);
      expect(JSON.stringify(spectator)).not.toContain(card);
      expect(civRules.secrets!(s)).toContainEqual({ token: card, seenBy: [0] });
    }
    expect((theirs.pending[0] as unknown as { fight: { hands: { attacker: number } } }).fight.hands.attacker).toBe(3);
    const log = applied(scene(), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 6 }] }).log;
    for (const line of log) for (const card of [...A, ...D]) expect(line.text).not.toContain(card);
    expect(log.filter((l) => l.to?.length === 1 && l.to[0] === 0)).toHaveLength(1);
  });

  it('CIV-BATTLE-16: a unit plays at its owner\'s rank for its type (base + rank - 1)', () => {
    const s = play(attack(edit(scene(), (d) => { d.players[1].ranks.infantry = 3; })), 1, 'unit-infantry-1-2');
    expect(fight(s).fronts[0].defender).toMatchObject({ type: 'infantry', strength: 3, wounds: 0 });
  });

  it('CIV-BATTLE-20 / CIV-BLDGAB-06: the defender takes the first battle turn, the attacker behind city walls', () => {
    const s = attack(scene());
    expect(fight(s).next).toBe('defender');
    expect(activeSeats(s)).toEqual([1]);
    expect(refusal(s, 0, { type: 'play-unit', card: A[0], front: 'new' }).code).toBe('not-your-decision');
    const walled = attackCity(edit(scene(), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.walls = true; }));
    expect(fight(walled).next).toBe('attacker');
    expect(activeSeats(walled)).toEqual([0]);
  });

  it('CIV-BATTLE-21: one unit per battle turn, turns alternate, and a side with an empty hand takes no more turns', () => {
    let s = attack(scene(A, D.slice(0, 1)));
    s = play(s, 1, D[0]);
    expect(fight(s).next).toBe('attacker');
    s = play(s, 0, 'unit-artillery-3-1');
    expect(fight(s).next).toBe('attacker');
    expect(activeSeats(s)).toEqual([0]);
    s = play(s, 0, 'unit-mounted-1-1');
    expect(fight(s).hands.attacker).toEqual(['unit-infantry-2-1']);
    expect(refusal(s, 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 'new' }).code).toBe('not-in-hand');
  });

  it('CIV-BATTLE-22: a unit opens a new front or faces an enemy unit standing alone; a filled front is closed', () => {
    let s = play(attack(scene()), 1, 'unit-mounted-3-2');
    expect(refusal(s, 0, { type: 'play-unit', card: A[0], front: 3 }).code).toBe('no-front');
    s = play(s, 0, 'unit-artillery-3-1', 'new');
    expect(refusal(s, 1, { type: 'play-unit', card: 'unit-infantry-1-2', front: 0 }).code).toBe('front-own');
    s = play(s, 1, 'unit-infantry-1-2', 1);
    expect(refusal(s, 0, { type: 'play-unit', card: A[0], front: 1 }).code).toBe('front-closed');
    const moves = legalActions(s, 0) as Extract<CivAction, { type: 'play-unit' }>[];
    expect(moves.every((m) => m.type === 'play-unit')).toBe(true);
    expect(new Set(moves.map((m) => m.front))).toEqual(new Set([0, 'new']));
  });

  it('CIV-BATTLE-23: facing units wound each other by their strengths; a unit dies when its wounds reach its strength', () => {
    const s = play(play(attack(scene()), 1, 'unit-artillery-2-2'), 0, 'unit-artillery-3-1', 0);
    expect(fight(s).fronts[0]).toEqual({
      attacker: { card: 'unit-artillery-3-1', type: 'artillery', strength: 3, wounds: 2, dead: false },
      defender: { card: 'unit-artillery-2-2', type: 'artillery', strength: 2, wounds: 3, dead: true },
    });
  });

  it('CIV-BATTLE-24: a trumping unit strikes first and takes no wound if that kills; otherwise the survivor strikes back', () => {
    const s = play(play(attack(scene()), 1, 'unit-mounted-3-2'), 0, 'unit-infantry-2-1', 0);
    expect(fight(s).fronts[0].attacker).toMatchObject({ wounds: 3, dead: true });
    expect(fight(s).fronts[0].defender).toMatchObject({ wounds: 2, dead: false });
    const k = play(play(attack(scene()), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(fight(k).fronts[0].attacker).toMatchObject({ wounds: 0, dead: false });
    expect(fight(k).fronts[0].defender).toMatchObject({ dead: true });
    // The trump works whichever unit was played second.
    const u = { card: 'x', strength: 3, wounds: 0, dead: false };
    expect(strike({ ...u, type: 'mounted' }, { ...u, type: 'infantry', strength: 4 }, false, true)).toEqual([{ ...u, type: 'mounted', wounds: 4, dead: true }, { ...u, type: 'infantry', strength: 4 }]);
  });

  it('CIV-BATTLE-25: aircraft neither trump nor are trumped; The Pentagon makes its owner\'s units untrumpable', () => {
    const air = ['unit-aircraft-5-1', 'unit-mounted-1-1', 'unit-artillery-3-1'];
    const s = play(play(attack(scene(air)), 1, 'unit-infantry-1-2'), 0, 'unit-aircraft-5-1', 0);
    expect(fight(s).fronts[0].attacker).toMatchObject({ strength: 5, wounds: 1, dead: false });
    const pentagon = (has: boolean) => play(play(attack(edit(scene(), (d) => { if (has) d.wondersOwned['w-the-pentagon'] = 1; })), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(fight(pentagon(true)).fronts[0].attacker).toMatchObject({ wounds: 1 });
    expect(fight(pentagon(false)).fronts[0].attacker).toMatchObject({ wounds: 0 });
  });

  it('CIV-BATTLE-26: a unit on a new front deals and takes no wounds', () => {
    const s = play(attack(scene()), 1, 'unit-mounted-3-2');
    expect(fight(s).fronts).toEqual([{ attacker: null, defender: { card: 'unit-mounted-3-2', type: 'mounted', strength: 3, wounds: 0, dead: false } }]);
  });

  it('CIV-BATTLE-28: a killed unit leaves the fight but its front stays closed', () => {
    const s = play(play(attack(scene()), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(fight(s).fronts[0].defender?.dead).toBe(true);
    expect(refusal(s, 1, { type: 'play-unit', card: 'unit-mounted-3-2', front: 0 }).code).toBe('front-closed');
  });

  it('CIV-BATTLE-30 / CIV-BLDGAB-05: every bonus source is one row of the table; Barracks +2, Academy +4 and generals +4 are national, switched off by a blockade', () => {
    expect(BONUS_SOURCES.map((b) => b.source)).toEqual(['barracks', 'academy', 'general', 'city', 'capital', 'walls', 'metropolis', 'fortification', 'military-industrial-complex', 'wonders', 'government', 'joan-of-arc', 'leonidas']);
    const s = attack(scene(A, D, (d) => {
      const capital = d.cities.find((c) => c.owner === 0)!;
      d.placed.push({ id: 'b1', kind: 'building', owner: 0, at: { x: capital.centre.x + 1, y: capital.centre.y }, what: 'barracks' }, { id: 'b2', kind: 'building', owner: 0, at: { x: capital.centre.x - 1, y: capital.centre.y }, what: 'academy' }, { id: 'g1', kind: 'great-person', owner: 0, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'general' });
    }));
    expect(fight(s).bonus.attacker.map((b) => [b.source, b.amount])).toEqual([['barracks', 2], ['academy', 4], ['general', 4]]);
    const local = attack(edit(scene(), (d) => {
      const capital = d.cities.find((c) => c.owner === 0)!;
      d.placed.push({ id: 'b1', kind: 'building', owner: 0, at: { x: capital.centre.x + 1, y: capital.centre.y }, what: 'barracks' });
      d.options.battleBonusReach = 'local';
    }));
    expect(fight(local).bonus.attacker).toEqual([]);
    const blockaded = attack(scene(A, D, (d) => {
      const capital = d.cities.find((c) => c.owner === 0)!;
      const at = { x: capital.centre.x + 1, y: capital.centre.y };
      d.placed.push({ id: 'b1', kind: 'building', owner: 0, at, what: 'barracks' });
      d.figures.push({ id: 'army-2-1', owner: 2, kind: 'army', at });
    }));
    expect(fight(blockaded).bonus.attacker).toEqual([]);
  });

  it('CIV-BATTLE-30 / CIV-BLDGAB-06: defending a city +6, the capital +12, walls +4, a metropolis +2 more, a fortification +2', () => {
    const with_ = (f: (d: Draft) => void) => fight(attackCity(edit(scene(), (d) => f(d)))).bonus.defender.map((b) => [b.source, b.amount]);
    expect(with_(() => undefined)).toEqual([['city', 6]]);
    expect(with_((d) => { const c = d.cities.find((x) => x.id === 'city-1-2')!; c.walls = true; c.marker = 'fortification'; })).toEqual([['city', 6], ['walls', 4], ['fortification', 2]]);
    expect(with_((d) => { d.cities.find((x) => x.id === 'city-1-2')!.kind = 'metropolis'; })).toEqual([['capital', 12], ['metropolis', 2]]);
    expect(fight(attackCity(scene())).bonus.attacker).toEqual([]);
  });

  it('CIV-BATTLE-30 / CIV-INVAB-01: the Military-Industrial Complex tier and the Statue of Zeus add to the bonus', () => {
    const s = attack(edit(scene(), (d) => { d.players[0].investments['military-industrial-complex'] = 4; d.wondersOwned['w-statue-of-zeus'] = 0; }));
    expect(fight(s).bonus.attacker.map((b) => [b.source, b.amount])).toEqual([['military-industrial-complex', 8], ['wonders', 6]]);
  });

  it('CIV-BATTLE-30 / CIV-CLAR-05: Fundamentalism gives its hand card but not the +4 of the excluded expansion', () => {
    const s = attack(edit(scene([...A, 'unit-infantry-3-3']), (d) => { d.players[0].government = 'fundamentalism'; }));
    expect(fight(s).hands.attacker).toHaveLength(4);
    expect(fight(s).bonus.attacker).toEqual([]);
  });

  it('CIV-BATTLE-30 / CIV-GPAB-18 / CIV-GPAB-20: Joan of Arc adds the defender\'s culture; Leonidas +8 to a defender with fewer units', () => {
    const withGeneral = (seat: number, card: string) => (d: Draft) => {
      const capital = d.cities.find((c) => c.owner === seat && c.kind !== 'city')!;
      d.placed.push({ id: 'g', kind: 'great-person', owner: seat, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'general' });
      d.players[seat].gpCards.push({ id: card, faceUp: card === 'gp-leonidas' });
      d.players[seat].culture = 7;
    };
    const before = scene(A, D, withGeneral(1, 'gp-joan-of-arc'));
    expect(refusal(turnOf(before, 1, 'city'), 1, { type: 'use-card', card: 'gp-joan-of-arc' })).toMatchObject({ code: 'battle-only', rule: 'CIV-CARD-01' });
    let s = attack(before);
    // One action for every card: in her owner's battle turn she is offered as a `use-card`, and taken.
    expect(legalActions(s, 1)).toContainEqual({ type: 'use-card', card: 'gp-joan-of-arc' });
    s = act(s, 1, { type: 'use-card', card: 'gp-joan-of-arc' });
    expect(fight(s).bonus.defender).toContainEqual(expect.objectContaining({ source: 'joan-of-arc', amount: 7 }));
    const leo = attack(scene(A, D.slice(0, 2), withGeneral(1, 'gp-leonidas')));
    expect(fight(leo).bonus.defender).toContainEqual(expect.objectContaining({ source: 'leonidas', amount: 8 }));
    expect(fight(attack(scene(A, D, withGeneral(1, 'gp-leonidas')))).bonus.defender.some((b) => b.source === 'leonidas')).toBe(false);
  });

  it('CIV-BATTLE-33: with both hands empty, surviving strength plus bonus decides; the higher total wins and a tie goes to the defender', () => {
    // Infantry 2 against artillery 2 on separate fronts: 2 against 2.
    let s = attack(scene(['unit-infantry-2-1'], ['unit-artillery-2-2']));
    s = play(s, 1, 'unit-artillery-2-2');
    const r = applied(s, 0, { type: 'play-unit', card: 'unit-infantry-2-1', front: 'new' });
    expect(r.log.some((l) => l.rule === 'CIV-BATTLE-33' && /tie goes to the defender/.test(l.text))).toBe(true);
    expect(r.state.figures.some((f) => f.id === 'army-0-1')).toBe(false);
    expect(r.state.figures.some((f) => f.id === 'army-1-1')).toBe(true);
    let w = attack(scene(['unit-infantry-3-1'], ['unit-artillery-2-2']));
    w = play(play(w, 1, 'unit-artillery-2-2'), 0, 'unit-infantry-3-1');
    expect(w.figures.some((f) => f.id === 'army-1-1')).toBe(false);
    expect(w.pending[0]).toEqual({ kind: 'loot', seat: 0, loser: 1, loot: 1 });
  });

  it('CIV-BATTLE-33 (option "subtract wounds"): a wounded survivor counts its strength less its wounds', () => {
    const tie = (opt: 'full-strength' | 'subtract-wounds') => {
      let s = attack(edit(scene(['unit-artillery-3-1', 'unit-mounted-1-1'], ['unit-artillery-2-2']), (d) => { d.options.battleWounds = opt; }));
      s = play(s, 1, 'unit-artillery-2-2');
      s = play(s, 0, 'unit-artillery-3-1', 0);
      return play(s, 0, 'unit-mounted-1-1');
    };
    // Full strength: 3 + 1 = 4 beats 0. Less wounds: (3 - 2) + 1 = 2 still beats 0; the log shows the units total.
    expect(tie('full-strength').pending[0]).toMatchObject({ kind: 'loot', seat: 0 });
    const last = (opt: 'full-strength' | 'subtract-wounds') => {
      let s = attack(edit(scene(['unit-artillery-3-1', 'unit-mounted-1-1'], ['unit-artillery-2-2']), (d) => { d.options.battleWounds = opt; }));
      s = play(play(s, 1, 'unit-artillery-2-2'), 0, 'unit-artillery-3-1', 0);
      return applied(s, 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 'new' }).log.find((l) => l.rule === 'CIV-BATTLE-33')?.text;
    };
    // The artillery 3 survives with 2 wounds: it adds 3 by default, 1 with the option.
    expect(last('full-strength')).toContain('The attacker totals 4 (units 4)');
    expect(last('subtract-wounds')).toContain('The attacker totals 2 (units 2)');
  });

  it('CIV-BATTLE-34 / CIV-BATTLE-37: the loser\'s figures die, a beaten city is destroyed, and the loot step follows', () => {
    let s = attackCity(scene(A, []));
    expect(fight(s).next).toBe('attacker');
    s = play(s, 0, A[0]);
    s = play(s, 0, A[1]);
    const r = applied(s, 0, { type: 'play-unit', card: A[2], front: 'new' });
    // 2 + 1 + 3 = 6 against the city's 6: the defender holds.
    expect(r.state.cities.some((c) => c.id === 'city-1-2')).toBe(true);
    expect(r.state.figures.some((f) => f.id === 'army-0-2')).toBe(false);
    const won = attackCity(scene(['unit-infantry-3-1', 'unit-mounted-3-1', 'unit-artillery-3-1'], []));
    const t = play(play(play(won, 0, 'unit-infantry-3-1'), 0, 'unit-mounted-3-1'), 0, 'unit-artillery-3-1');
    expect(t.cities.some((c) => c.id === 'city-1-2')).toBe(false);
    expect(t.pending[0]).toMatchObject({ kind: 'loot', seat: 0, loser: 1, loot: 2 });
  });

  it('CIV-BATTLE-35: wounds heal, killed units go back to the market decks, survivors to their owners\' standing forces', () => {
    let s = attack(scene(['unit-infantry-2-1'], ['unit-artillery-2-2']));
    const before = deckSizes(s);
    s = play(s, 1, 'unit-artillery-2-2');
    s = play(s, 0, 'unit-infantry-2-1', 0);
    // Artillery trumps infantry and kills it unhurt.
    expect(s.players[1].forces).toEqual(['unit-artillery-2-2']);
    expect(s.players[0].forces).toEqual([]);
    expect(s.unitDecks.infantry).toContain('unit-infantry-2-1');
    expect(deckSizes(s)).toBe(before + 1);
  });

  it('CIV-BATTLE-36: the winner loses no figure by default; with the attrition option one army per two units lost', () => {
    const three = ['unit-infantry-3-3', 'unit-mounted-2-3', 'unit-artillery-1-3', 'unit-infantry-1-4', 'unit-mounted-3-4'];
    const run = (opt: 'none' | 'one-per-two') => {
      let s = edit(scene(three, ['unit-artillery-3-2', 'unit-infantry-3-2']), (d) => {
        d.figures.push({ id: 'army-0-3', owner: 0, kind: 'army', at: { x: 6, y: 7 } });
        d.options.battleAttrition = opt;
      });
      s = act(s, 0, { type: 'move', figures: ['army-0-1', 'army-0-3'], path: [{ x: 6, y: 6 }] });
      s = play(s, 1, 'unit-artillery-3-2');
      s = play(s, 0, 'unit-infantry-1-4', 0); // killed by the trump
      s = play(s, 1, 'unit-infantry-3-2');
      s = play(s, 0, 'unit-artillery-1-3', 1); // killed by the trump
      s = play(s, 0, 'unit-infantry-3-3');
      s = play(s, 0, 'unit-mounted-2-3');
      return play(s, 0, 'unit-mounted-3-4');
    };
    expect(run('none').figures.filter((f) => f.owner === 0 && f.at.x === 6 && f.at.y === 6)).toHaveLength(2);
    expect(run('one-per-two').figures.filter((f) => f.owner === 0 && f.at.x === 6 && f.at.y === 6)).toHaveLength(1);
  });

  it('CIV-BATTLE-39: a fortified city that holds spends its fortification', () => {
    let s = attackCity(edit(scene(['unit-infantry-1-1'], []), (d) => { d.cities.find((c) => c.id === 'city-1-2')!.marker = 'fortification'; }));
    s = play(s, 0, 'unit-infantry-1-1');
    expect(s.cities.find((c) => c.id === 'city-1-2')!.marker).toBeUndefined();
  });

  it('CIV-BATTLE-40 / CIV-BATTLE-41: a village: the attacker\'s left-hand neighbour draws one card of each type from the decks, plays rank I and goes first', () => {
    const s0 = edit(scene(), (d) => { d.markers.push({ id: 'village-spy-1', kind: 'village', at: { x: 6, y: 8 } }); d.players[2].ranks.infantry = 3; });
    const s = act(s0, 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 8 }] });
    const f = fight(s);
    expect(f.barbarianSeat).toBe(1);
    expect(f.hands.defender.map((c) => c.split('-')[1]).sort()).toEqual(['artillery', 'infantry', 'mounted']);
    expect(deckSizes(s)).toBe(deckSizes(s0) - 3);
    expect(activeSeats(s)).toEqual([1]);
    expect(f.bonus.defender).toEqual([]);
    const inf = f.hands.defender.find((c) => c.includes('infantry'))!;
    const t = edit(s, (d) => { d.players[1].ranks.infantry = 4; });
    expect(fight(play(t, 1, inf)).fronts[0].defender?.strength).toBe(Number(inf.split('-')[2]));
    for (const card of f.hands.defender) expect(JSON.stringify(civRules.view(s, 0))).not.toContain(card);
    expect(civRules.secrets!(s)).toContainEqual({ token: f.hands.defender[0], seenBy: [1] });
    const empty = act(edit(s0, (d) => { d.unitDecks.mounted = []; }), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 8 }] });
    expect(fight(empty).hands.defender).toHaveLength(2);
  });

  it('CIV-BATTLE-42: beating the barbarians takes the village marker, with no loot; their cards go back to the decks', () => {
    let s = act(edit(scene(['unit-infantry-3-1', 'unit-mounted-3-1', 'unit-artillery-3-1'], []), (d) => { d.markers.push({ id: 'village-spy-1', kind: 'village', at: { x: 6, y: 8 } }); d.unitDecks.artillery = []; d.unitDecks.mounted = []; d.unitDecks.infantry = ['unit-infantry-1-5']; }), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 8 }] });
    s = play(s, 1, 'unit-infantry-1-5');
    s = play(play(play(s, 0, 'unit-artillery-3-1', 0), 0, 'unit-infantry-3-1'), 0, 'unit-mounted-3-1');
    expect(s.players[0].held).toEqual(['village-spy-1']);
    expect(s.pending).toEqual([]);
    expect(s.unitDecks.infantry).toEqual(['unit-infantry-1-5']);
    expect(s.players[0].forces).toHaveLength(3);
  });

  it('CIV-COMBAT-07 (table override): declaring a result skips the cards, puts every card back and is logged', () => {
    const s = attack(scene());
    const r = applied(s, 0, { type: 'declare-battle-result', winner: 'attacker' });
    expect(r.log[0].text).toMatch(/declares at the table/);
    expect(new Set(r.state.players[0].forces)).toEqual(new Set(A));
    expect(new Set(r.state.players[1].forces)).toEqual(new Set(D));
    expect(legalActions(s, 1).some((a) => a.type === 'declare-battle-result')).toBe(false);
  });
});

describe('CIV-BATTLE: decks, ranks and battle cards', () => {
  it('CIV-BATTLE-15: four unit decks (15 artillery, infantry, mounted; 8 aircraft), and every card stays in one place through a battle', async () => {
    const { unitCardsBroken } = await import('../rules/battle/conservation');
    const s0 = newGame(['romans', 'egyptians']);
    expect(Object.values(s0.unitDecks).reduce((n, d) => n + d.length, 0) + s0.players.reduce((n, p) => n + p.forces.length, 0)).toBe(53);
    expect(unitCardsBroken(s0)).toBeNull();
    let s = attack(scene());
    expect(unitCardsBroken(s)).toBeNull();
    s = play(play(s, 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(unitCardsBroken(s)).toBeNull();
    expect(unitCardsBroken(edit(s, (d) => { d.players[0].forces.push('unit-artillery-3-1'); }))).toMatch(/not conserved/);
  });

  it('CIV-BATTLE-17: techs raise ranks (Mathematics: artillery II; Democracy: infantry II), and the cards fight at the new rank', () => {
    const s = act(edit(turnOf(scene(), 0, 'research'), (d) => { d.players[0].trade = 27; d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }); }), 0, { type: 'research', tech: 'Mathematics' });
    expect(s.players[0].ranks.artillery).toBe(2);
    const t = play(play(attack(turnOf(s, 0, 'movement')), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(fight(t).fronts[0].attacker?.strength).toBe(4);
  });

  it('CIV-BATTLE-18: a unit is built at its rank\'s cost into standing forces; an empty deck cannot be built from', () => {
    const s = edit(turnOf(scene(), 0, 'city'), (d) => { d.players[0].trade = 27; d.unitDecks.mounted = []; });
    const city = s.cities.find((c) => c.owner === 0)!;
    expect(refusal(s, 0, { type: 'city-action', city: city.id, action: { kind: 'build', tradeSpent: 27, build: { item: 'unit', unit: 'mounted' } } }).code).toBe('stock');
    const t = act(s, 0, { type: 'city-action', city: city.id, action: { kind: 'build', tradeSpent: 27, build: { item: 'unit', unit: 'infantry' } } });
    expect(t.players[0].forces).toHaveLength(A.length + 1);
  });

  it('CIV-BATTLE-27 / CIV-CLAR-08 / CIV-TECHAB-1.07: Metalworking\'s iron adds 3 wounds dealt once, on a front with an enemy; elsewhere it is refused and nothing is spent', () => {
    const s0 = edit(scene(), (d) => { d.players[0].techs.push({ name: 'Metalworking', level: 1 }); d.players[0].resources.iron = 1; });
    const s = play(attack(s0), 1, 'unit-mounted-3-2');
    expect(refusal(s, 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 'new', iron: true }).code).toBe('no-enemy');
    const t = act(s, 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 0, iron: true });
    // Mounted 1 + 3 iron wounds kills the mounted 3, which still strikes back at the same moment.
    expect(fight(t).fronts[0]).toMatchObject({ attacker: { strength: 1, wounds: 3, dead: true }, defender: { wounds: 4, dead: true } });
    expect([t.players[0].resources.iron, t.market.iron]).toEqual([0, s.market.iron + 1]);
    expect(refusal(edit(s, (d) => { d.players[0].techs = d.players[0].techs.filter((x) => x.name !== 'Metalworking'); }), 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 0, iron: true }).code).toBe('no-metalworking');
    expect(refusal(edit(s, (d) => { d.players[0].resourceAbilitiesUsed.push('metalworking'); }), 0, { type: 'play-unit', card: 'unit-mounted-1-1', front: 0, iron: true }).code).toBe('once-per-turn');
  });

  it('CIV-BATTLE-31: the barbarians fight with no combat bonus, even against a city\'s sources', () => {
    const s = act(edit(scene(), (d) => { d.markers.push({ id: 'village-spy-1', kind: 'village', at: { x: 6, y: 8 } }); }), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 8 }] });
    expect(fight(s).bonus.defender).toEqual([]);
    expect(fight(s).barbarianRank).toBe(1);
  });

  it('CIV-BATTLE-38 / CIV-GPAB-23: Florence Nightingale, used in the battle, sends her owner\'s killed units back to standing forces', () => {
    const withFlorence = (d: Draft) => {
      const capital = d.cities.find((c) => c.owner === 1 && c.kind !== 'city')!;
      d.placed.push({ id: 'h', kind: 'great-person', owner: 1, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'humanitarian' });
      d.players[1].gpCards.push({ id: 'gp-florence-nightingale', faceUp: false });
    };
    let s = attack(scene(['unit-artillery-3-1'], ['unit-infantry-1-2'], withFlorence));
    s = act(s, 1, { type: 'use-card', card: 'gp-florence-nightingale' });
    s = play(play(s, 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(s.players[1].forces).toEqual(['unit-infantry-1-2']);
    expect(s.unitDecks.infantry).not.toContain('unit-infantry-1-2');
    const without = play(play(attack(scene(['unit-artillery-3-1'], ['unit-infantry-1-2'])), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(without.players[1].forces).toEqual([]);
  });

  it('CIV-BATTLE-44: Wisdom and Warfare is not in the game: no Zulu civilization explores villages without a battle', async () => {
    const { CIV_IDS } = await import('../data/civs');
    expect(CIV_IDS).not.toContain('zulu');
    const s = act(edit(scene(), (d) => { d.markers.push({ id: 'village-spy-1', kind: 'village', at: { x: 6, y: 8 } }); }), 0, { type: 'move', figures: ['army-0-1'], path: [{ x: 6, y: 8 }] });
    expect(s.pending[0]).toMatchObject({ kind: 'battle', defender: 'barbarians' });
  });
});

describe('CIV-BATTLE-43: barbarians attacking a player', () => {
  const raid = (s: CivState, e: { defender: number; square: { x: number; y: number }; cityId?: string; rank?: number }) => {
    const ctx = { d: draftOf(s), log: [] as LogLine[], random: rng('raid'), revealed: false };
    startBarbarianAttack(ctx, e);
    ctx.d.rng = ctx.random.state as unknown as typeof ctx.d.rng;
    return finish(ctx.d, s);
  };

  it('CIV-BATTLE-43 / CIV-CLAR-01: a Roaming Horde draws one card of each type at rank II, played by the defender\'s left-hand neighbour (or right, by option)', () => {
    const s = raid(scene(), { defender: 1, square: { x: 9, y: 6 }, cityId: 'city-1-2' });
    const f = fight(s);
    expect(f.barbariansAttack).toBe(true);
    expect(f.barbarianSeat).toBe(2);
    expect(f.barbarianRank).toBe(2);
    expect(f.hands.attacker).toHaveLength(3);
    expect(f.hands.defender).toHaveLength(3);
    expect(f.bonus.attacker).toEqual([]);
    expect(f.bonus.defender).toContainEqual(expect.objectContaining({ source: 'city', amount: 6 }));
    expect(activeSeats(s)).toEqual([1]);
    expect(fight(raid(edit(scene(), (d) => { d.options.barbarianPlayer = 'right-of-defender'; }), { defender: 1, square: { x: 9, y: 6 }, cityId: 'city-1-2' })).barbarianSeat).toBe(0);
    for (const card of f.hands.attacker) expect(civRules.secrets!(s)).toContainEqual({ token: card, seenBy: [2] });
  });

  it('CIV-BATTLE-43: barbarians that win destroy a non-capital city, but take no capital and give no victory; no loot either way', () => {
    const play2 = (s: CivState): CivState => {
      let t = s;
      for (let i = 0; i < 12 && t.pending[0]?.kind === 'battle'; i++) {
        const seat = activeSeats(t)[0];
        t = act(t, seat, legalActions(t, seat).find((a) => a.type === 'play-unit' && a.front === 'new')!);
      }
      return t;
    };
    const strong = (d: Draft) => { d.unitDecks.artillery = ['unit-artillery-3-1']; d.unitDecks.infantry = ['unit-infantry-3-1']; d.unitDecks.mounted = ['unit-mounted-3-1']; };
    // No defending unit: the horde's three strength-4 units (12) beat the city's +6 and destroy it.
    const won = play2(raid(edit(scene(A, []), strong), { defender: 1, square: { x: 9, y: 6 }, cityId: 'city-1-2' }));
    expect(won.cities.some((c) => c.id === 'city-1-2')).toBe(false);
    expect(won.pending).toEqual([]);
    // At rank IV (15) they beat the capital's +12, yet the capital stands and nobody wins the game.
    const capital = scene().cities.find((c) => c.owner === 1 && c.kind === 'capital')!;
    const held = play2(raid(edit(scene(A, []), strong), { defender: 1, square: capital.centre, cityId: capital.id, rank: 4 }));
    expect(held.cities.some((c) => c.id === capital.id)).toBe(true);
    expect(held.pending).toEqual([]);
    expect(held.winner).toBeNull();
  });
});

describe('CIV-BATTLE-21: passing', () => {
  it('CIV-BATTLE-21 / CIV-GPAB-21: a battle turn must play a unit; only Sun Tzu passes, once per battle, for 3 trade', () => {
    const withSunTzu = (d: Draft) => {
      const capital = d.cities.find((c) => c.owner === 1 && c.kind !== 'city')!;
      d.placed.push({ id: 'g', kind: 'great-person', owner: 1, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'general' });
      d.players[1].gpCards.push({ id: 'gp-sun-tzu', faceUp: true });
      d.players[1].trade = 7;
    };
    expect(refusal(attack(scene()), 1, { type: 'pass-battle-turn' }).code).toBe('must-play');
    let s = attack(scene(A, D, withSunTzu));
    s = act(s, 1, { type: 'pass-battle-turn' });
    expect(fight(s).next).toBe('attacker');
    expect(s.players[1].trade).toBe(4);
    s = play(s, 0, A[0]);
    expect(refusal(s, 1, { type: 'pass-battle-turn' }).code).toBe('once-per-battle');
  });
});

describe('CIV-BATTLE-12 / CIV-BATTLE-13: the windows before the battle turns', () => {
  const passAll = (s: CivState) => {
    let x = s;
    while (x.pending[0]?.kind === 'card-response') x = act(x, x.pending[0].seat, { type: 'done' });
    return x;
  };
  const A2 = ['unit-infantry-2-1', 'unit-mounted-1-1'];
  const withEvent = (card: string) => (d: Draft) => { d.players[0].cultureHand = [card]; };

  it('CIV-BATTLE-12 / CIV-CEV-I08: Duty and Honor opens a window before the draw; the unit it builds may be drawn', () => {
    let s = attack(scene(A2, D, withEvent('ce-duty-and-honor-1')));
    expect(fight(s).window).toEqual({ stage: 'pre-draw', sides: ['attacker'] });
    expect(fight(s).hands).toEqual({ attacker: [], defender: [] });
    expect(activeSeats(s)).toEqual([0]);
    expect(refusal(s, 0, { type: 'play-unit', card: A2[0], front: 'new' })).toMatchObject({ code: 'window-open', rule: 'CIV-BATTLE-12' });
    expect(legalActions(s, 0)).toContainEqual({ type: 'use-card', card: 'ce-duty-and-honor-1', target: { units: ['artillery'] } });
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-duty-and-honor-1', target: { units: ['infantry', 'mounted'] } })).toMatchObject({ code: 'bad-target', rule: 'CIV-CEV-I08' });
    s = passAll(act(s, 0, { type: 'use-card', card: 'ce-duty-and-honor-1', target: { units: ['artillery'] } }));
    expect(s.players[0].forces).toHaveLength(3);
    expect(s.players[0].cultureHand).toEqual([]);
    s = act(s, 0, { type: 'pass-battle-turn' });
    expect(fight(s).window).toBeUndefined();
    expect(fight(s).hands.attacker).toHaveLength(3);
    expect(fight(s).hands.attacker.some((c) => c.startsWith('unit-artillery'))).toBe(true);
    expect(fight(s).next).toBe('defender');
    // Without the card there is no window and the lone army draws the two units it has.
    const plain = attack(scene(A2, D));
    expect(fight(plain).window).toBeUndefined();
    expect(fight(plain).hands.attacker).toHaveLength(2);
  });

  it('CIV-BATTLE-12 / CIV-CEV-II11 / CIV-CEV-III06: Nationalism builds up to 2, Patriotism up to 3; only in the pre-draw window', () => {
    const nat = attack(scene(A2, D, withEvent('ce-nationalism-1')));
    expect(refusal(nat, 0, { type: 'use-card', card: 'ce-nationalism-1', target: { units: ['infantry', 'infantry', 'infantry'] } }).code).toBe('bad-target');
    expect(civRules.check(nat, 0, { type: 'use-card', card: 'ce-nationalism-1', target: { units: ['infantry', 'mounted'] } }).ok).toBe(true);
    const pat = attack(scene(A2, D, withEvent('ce-patriotism-1')));
    const built = passAll(act(pat, 0, { type: 'use-card', card: 'ce-patriotism-1', target: { units: ['mounted', 'mounted', 'mounted'] } }));
    expect(built.players[0].forces).toHaveLength(5);
    // Aircraft need Flight.
    expect(refusal(pat, 0, { type: 'use-card', card: 'ce-patriotism-1', target: { units: ['aircraft'] } }).code).toBe('locked');
    // Once the forces are drawn the card waits for another battle.
    const drawn = act(pat, 0, { type: 'pass-battle-turn' });
    expect(fight(drawn).window).toBeUndefined();
    const attackersTurn = play(drawn, 1, D[0]);
    expect(refusal(attackersTurn, 0, { type: 'use-card', card: 'ce-patriotism-1', target: { units: ['mounted'] } })).toMatchObject({ code: 'wrong-timing', rule: 'CIV-BATTLE-12' });
  });

  it('CIV-BATTLE-13 / CIV-GPAB-16: Gustavus Adolphus, at battle start, kills his battle force and raises as many units free', () => {
    const withGustavus = (d: Draft) => {
      const capital = d.cities.find((c) => c.owner === 0 && c.kind !== 'city')!;
      d.placed.push({ id: 'g0', kind: 'great-person', owner: 0, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'general' });
      d.players[0].gpCards.push({ id: 'gp-gustavus-adolphus', faceUp: false });
    };
    let s = attack(scene(A, D, withGustavus));
    expect(fight(s).window).toEqual({ stage: 'start', sides: ['attacker'] });
    expect(fight(s).hands.attacker).toHaveLength(3);
    expect(activeSeats(s)).toEqual([0]);
    expect(refusal(s, 0, { type: 'play-unit', card: A[0], front: 'new' })).toMatchObject({ code: 'window-open', rule: 'CIV-BATTLE-13' });
    expect(refusal(s, 0, { type: 'use-card', card: 'gp-gustavus-adolphus', target: { units: ['mounted'] } }).code).toBe('bad-target');
    s = act(s, 0, { type: 'use-card', card: 'gp-gustavus-adolphus', target: { units: ['mounted', 'mounted', 'mounted'] } });
    expect(fight(s).hands.attacker).toHaveLength(3);
    expect(fight(s).hands.attacker.every((c) => c.startsWith('unit-mounted'))).toBe(true);
    for (const c of A) expect(Object.values(s.unitDecks).flat()).toContain(c);
    expect(s.players[0].gpCards).toEqual([]);
    expect(unitCardsBroken(s)).toBeNull();
    s = act(s, 0, { type: 'pass-battle-turn' });
    expect(fight(s).window).toBeUndefined();
    expect(fight(s).next).toBe('defender');
    // Outside a battle it is refused.
    expect(refusal(turnOf(scene(A, D, withGustavus), 0, 'city'), 0, { type: 'use-card', card: 'gp-gustavus-adolphus', target: { units: ['mounted'] } }).code).toBe('battle-only');
  });
});

describe('after a battle, and open hands', () => {
  it('CIV-CIVAB-CHN-3 / CIV-BATTLE-38: the Chinese bring their strongest killed unit back to standing forces, one per battle', () => {
    const chinese = (d: Draft) => { d.players[1].civ = 'chinese'; };
    let s = attack(scene(['unit-artillery-3-1', 'unit-artillery-3-2'], ['unit-infantry-1-2', 'unit-infantry-2-2'], chinese));
    s = play(s, 1, 'unit-infantry-1-2');
    s = play(s, 0, 'unit-artillery-3-1', 0);
    s = play(s, 1, 'unit-infantry-2-2');
    s = play(s, 0, 'unit-artillery-3-2', 1);
    expect(s.players[1].forces).toEqual(['unit-infantry-2-2']);
    expect(s.unitDecks.infantry).toContain('unit-infantry-1-2');
    expect(unitCardsBroken(s)).toBeNull();
    const egyptians = play(play(attack(scene(['unit-artillery-3-1'], ['unit-infantry-1-2'])), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    expect(egyptians.players[1].forces).toEqual([]);
  });

  it('CIV-TECHAB-1.03: after a battle won, Code of Laws takes a coin on its card, 4 at most', () => {
    const won = (more: (d: Draft) => void = () => undefined) => play(play(attack(scene(['unit-artillery-3-1'], ['unit-infantry-1-2'], more)), 1, 'unit-infantry-1-2'), 0, 'unit-artillery-3-1', 0);
    const s = won();
    expect(s.players[0].techs.some((t) => t.name === 'Code of Laws')).toBe(true);
    expect(s.players[0].cardCoins['tech:Code of Laws']).toBe(1);
    expect(s.players[1].cardCoins['tech:Code of Laws']).toBeUndefined();
    expect(won((d) => { d.players[0].cardCoins = { 'tech:Code of Laws': 4 }; }).players[0].cardCoins['tech:Code of Laws']).toBe(4);
    // The loser gets nothing, even knowing the tech.
    const lost = play(play(attack(scene(['unit-infantry-1-1'], ['unit-artillery-3-2'], (d) => { d.players[1].techs.push({ name: 'Code of Laws', level: 1 }); })), 1, 'unit-artillery-3-2'), 0, 'unit-infantry-1-1', 0);
    expect(lost.players[0].cardCoins['tech:Code of Laws'] ?? 0).toBe(0);
    expect(lost.players[1].cardCoins['tech:Code of Laws']).toBe(1);
  });

  it('CIV-WONDERAB-A5: the owner of a working Oracle sees the other side\'s battle force; no one else does', () => {
    const s = attack(scene(A, D, (d) => { d.wondersOwned['w-the-oracle'] = 0; }));
    const hands = (seat: number) => (viewCiv(s, seat).pending[0] as unknown as { fight: { hands: Record<string, unknown> } }).fight.hands;
    expect(hands(0).defender).toEqual(fight(s).hands.defender);
    expect(hands(1).attacker).toBe(3);
    expect(hands(2)).toEqual({ attacker: 3, defender: 3 });
    const secrets = battleSecrets(s);
    for (const c of fight(s).hands.defender) expect(secrets.find((x) => x.token === c)?.seenBy).toEqual([1, 0]);
    for (const c of fight(s).hands.attacker) expect(secrets.find((x) => x.token === c)?.seenBy).toEqual([0]);
    // Without it, or with it obsolete, the hand stays hidden.
    expect((viewCiv(attack(scene()), 0).pending[0] as unknown as { fight: { hands: Record<string, unknown> } }).fight.hands.defender).toBe(3);
    const old = edit(s, (d) => { d.obsoleteWonders.push('w-the-oracle'); });
    expect(battleSecrets(old).find((x) => x.token === fight(s).hands.defender[0])?.seenBy).toEqual([1]);
  });
});

describe('CIV-GPAB-15: Georgy Zhukov', () => {
  it('CIV-GPAB-15 / CIV-CLAR-02: when his owner\'s unit dies, in either battle turn, a wound strikes an enemy unit on the battlefield', () => {
    const withZhukov = (d: Draft) => {
      const capital = d.cities.find((c) => c.owner === 1 && c.kind !== 'city')!;
      d.placed.push({ id: 'z', kind: 'great-person', owner: 1, at: { x: capital.centre.x, y: capital.centre.y + 1 }, what: 'general' });
      d.players[1].gpCards.push({ id: 'gp-georgy-zhukov', faceUp: true });
    };
    const run = (more?: (d: Draft) => void) => {
      let s = attack(scene(['unit-mounted-1-1', 'unit-artillery-3-1', 'unit-infantry-2-1'], D, more));
      s = play(s, 1, 'unit-infantry-1-2');
      s = play(s, 0, 'unit-mounted-1-1');
      s = play(s, 1, 'unit-artillery-2-2');
      // In the attacker's battle turn the artillery kills the defender's infantry: Zhukov answers at once.
      return applied(s, 0, { type: 'play-unit', card: 'unit-artillery-3-1', front: 0 });
    };
    const z = run(withZhukov);
    const fronts = fight(z.state).fronts;
    expect(fronts[0].defender?.dead).toBe(true);
    // The wound goes where it kills: the strength 1 mounted unit on front 2, not the unhurt artillery.
    expect(fronts[1].attacker).toMatchObject({ type: 'mounted', wounds: 1, dead: true });
    expect(fronts[0].attacker).toMatchObject({ wounds: 0, dead: false });
    expect(z.log.some((l) => l.rule === 'CIV-GPAB-15')).toBe(true);
    // Without Zhukov (or with him still face down) nothing else happens.
    expect(fight(run().state).fronts[1].attacker?.dead).toBe(false);
    expect(fight(run((d) => { withZhukov(d); d.players[1].gpCards[0].faceUp = false; }).state).fronts[1].attacker?.dead).toBe(false);
  });
});
