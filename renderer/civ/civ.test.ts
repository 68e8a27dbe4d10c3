import { describe, expect, it } from 'vitest';
import { metropolisCandidates } from '../../models/civ/rules/metropolis';
import { act, edit, newGame } from '../../models/civ/tests/fixtures';
import { viewCiv } from '../../models/civ/view';
import { growthBus } from './growthBus';
import { civRenderer } from './index';
import { lootOffers } from './LootDialog';

function withGreatPerson() {
  let state = newGame(['romans', 'egyptians']);
  state = act(state, 0, { type: 'gain-great-person', target: 0 });
  return state;
}

describe('Civilization renderer', () => {
  it('FF-GP-03: the private panel lists the owner\'s hidden great person by name, and nothing for the other seat', () => {
    const state = withGreatPerson();
    const card = state.players[0].gpCards[0];
    expect(card.faceUp).toBe(false);
    const mine = civRenderer.privatePanel!(viewCiv(state, 0), 0)!;
    expect(mine.hands[0].cards!.map((c) => c.id)).toEqual([card.id]);
    const theirs = civRenderer.privatePanel!(viewCiv(state, 1), 1)!;
    expect(theirs.hands[0].cards).toEqual([]);
    // The other seat's view carries no id of the hidden card anywhere.
    expect(JSON.stringify(viewCiv(state, 1))).not.toContain(card.id);
  });

  it('CIV-CEV-01: culture events sit in the owner\'s private hand by name; the other seat sees only their number', () => {
    const state = edit(newGame(['romans', 'egyptians']), (d) => { d.players[0].cultureHand = ['ce-drought-1']; });
    const mine = civRenderer.privatePanel!(viewCiv(state, 0), 0)!;
    const events = (seat: number) => civRenderer.privatePanel!(viewCiv(state, seat), seat)!.hands.find((h) => h.id === `culture-events-${seat}`)!;
    expect(events(0).cards).toEqual([{ id: 'ce-drought-1', name: 'Drought' }]);
    expect(mine.hands.map((h) => h.id)).toContain('culture-events-0');
    expect(events(1).cards).toEqual([]);
    expect(JSON.stringify(viewCiv(state, 1))).not.toContain('ce-drought-1');
    expect(viewCiv(state, 1).players[0].cultureCards).toBe(1);
  });

  it('CIV-TURN-01: the banner names the round, the phase and who acts', () => {
    const state = newGame(['romans', 'egyptians']);
    const text = civRenderer.phaseOf!(viewCiv(state, 0))!;
    expect(text).toMatch(/^Round 1 · Start of Turn · /);
    expect(text).toContain(state.players[state.order[state.turn]].name);
  });

  it('FF-METRO-08: a click on the table grows only toward a legal candidate', () => {
    let state = newGame(['romans', 'egyptians']);
    state = edit(state, (d) => {
      d.phase = 'research';
      d.turn = 0;
      d.players[0].trade = 12;
    });
    state = act(state, 0, { type: 'research', tech: 'Agriculture' });
    const candidates = metropolisCandidates(state, 0);
    const capital = state.cities.find((c) => c.owner === 0)!.centre;
    const picked: string[] = [];
    growthBus.show({ seat: 0, capital, candidates }, (s) => picked.push(`${s.x},${s.y}`));
    for (const c of candidates) expect(growthBus.pick(c.square)).toBe(c.ok);
    expect(picked).toEqual(candidates.filter((c) => c.ok).map((c) => `${c.square.x},${c.square.y}`));
    growthBus.show(null, null);
    expect(growthBus.pick(candidates[0].square)).toBe(false);
  });

  it('FF-LOOT-04: the loot dialog offers each tech the loser knows, at 2 loot', () => {
    let state = newGame(['romans', 'egyptians']);
    state = edit(state, (d) => {
      d.players[1].techs.push({ name: 'Pottery', level: 1 });
    });
    const offers = lootOffers(viewCiv(state, 0), 1);
    const techs = offers.filter((o) => o.purchase.effect === 'tech').map((o) => (o.purchase as { tech: string }).tech);
    expect(techs).toEqual(state.players[1].techs.map((x) => x.name));
    expect(offers.find((o) => o.key === 'tech:Pottery')!.label).toMatch(/2 loot/);
  });
});
