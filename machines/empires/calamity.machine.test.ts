import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { advances, area, tokens } from '../../models/empires/test/fixtures';
import { dealt, strike, table } from '../../models/empires/calamities/fixtures';
import { calamityMachine } from './calamity.machine';

describe('calamity statechart', () => {
  it('ME-CALX-3: secondary victims first, then the losses; a refused choice names its rule and changes nothing', () => {
    const game = strike(dealt(table(6), 1, ['famine'])).state;
    const actor = createActor(calamityMachine, { input: { game } }).start();
    expect(actor.getSnapshot().value).toBe('secondaryVictims');
    actor.send({ type: 'CHOOSE', seat: 1, choice: { seat: 0 } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ ok: false, rule: 'ME-CALX-3' });
    expect(actor.getSnapshot().context.game).toBe(game);
    for (const seat of [2, 3, 4]) actor.send({ type: 'CHOOSE', seat: 1, choice: { seat } });
    expect(actor.getSnapshot().value).toBe('losses');
    expect(actor.getSnapshot().context.game.calamity!.active!.secondaries).toEqual([2, 3, 4]);
  });

  it('ME-CALX-16: the beneficiary\'s choices come before the end of Civil War', () => {
    let s = dealt(table(), 1, ['civil-war']);
    s = tokens(s, area(s, 1, 'one'), 1, 30);
    s = tokens(s, 'wild-two', 1, 6);
    const actor = createActor(calamityMachine, { input: { game: strike(advances(s, 1, ['military'])).state } }).start();
    expect(actor.getSnapshot().value).toBe('beneficiary');
    actor.send({ type: 'CHOOSE', seat: 0, choice: { area: area(s, 1, 'one') } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.game.areas[area(s, 1, 'one')].tokens[0]).toBe(30);
  });
});
