import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLearnerAction, NOT_THIS_MOVE, runTutorial, TutorialSession } from '../machines/engine/tutorial-runner';
import { modules } from '../machines/registry';
import { parseTutorial, wrongTries, type Tutorial } from '../models/core/tutorial';
import { loadTutorials } from '../scripts/tutorials';

const files = loadTutorials();

describe('every tutorial plays through the real rules', () => {
  it('there are tutorials, and every file parses', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.error, f.file).toBeNull();
  });

  for (const f of files) {
    const t = f.tutorial;
    if (!t) continue;
    it(`${t.rules.join(', ')}: ${t.title} (${f.file})`, () => {
      const run = runTutorial(t, modules);
      const failed = run.steps.find((s) => !s.ok);
      expect(run.setup, 'setup').toBeNull();
      expect(failed?.problems ?? [], failed ? `step ${failed.index + 1}` : '').toEqual([]);
      expect(run.steps).toHaveLength(t.steps.length);
      expect(run.ok).toBe(true);
    });

    it(`${t.id}: the module is registered, every taught rule is named by a step, and a wrong try is answered by a rule`, () => {
      expect(Object.keys(modules)).toContain(t.module);
      const named = new Set(t.steps.flatMap((s) => s.rules ?? []));
      for (const rule of t.rules) expect([...named], `${rule} is taught by no step`).toContain(rule);
      const byRule = t.steps.flatMap(wrongTries).filter((w) => w.code !== NOT_THIS_MOVE && w.rule);
      expect(byRule.length).toBeGreaterThan(0);
      for (const step of t.steps) if (step.learner) expect(step.learner.hint.length).toBeGreaterThan(10);
    });
  }

  it('tutorial ids are unique', () => {
    const ids = files.flatMap((f) => (f.tutorial ? [f.tutorial.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

function load(file: string): Tutorial {
  const parsed = parseTutorial(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tutorial;
}
const terrain = () => load('models/khronos/tutorials/01-terrain.json');

describe('the tutorial runner', () => {
  it('KH-GEO-1: the learner check answers a wrong try with the rule and the hint, and plays nothing', () => {
    const session = new TutorialSession(terrain(), modules);
    session.next();
    const river = session.next()!;
    const before = session.host.hash();
    const wrong = checkLearnerAction(river, { type: 'construct', board: 'might', kind: 'watchtower', col: 8, row: 4 }, session.host, 0);
    expect(wrong).toMatchObject({ ok: false, code: 'river', rule: 'KH-GEO-1', hint: river.learner!.hint });
    const legalButOther = session.check({ type: 'construct', board: 'might', kind: 'town', col: 11, row: 14 });
    expect(legalButOther).toMatchObject({ ok: false, code: NOT_THIS_MOVE });
    expect(session.host.hash()).toBe(before);
    expect(session.attempt({ type: 'construct', board: 'might', kind: 'town', col: 8, row: 5, cards: ['blue-02', 'blue-01'] })).toEqual({ ok: true });
    expect(session.host.hash()).not.toBe(before);
    expect(session.waiting).toBe(false);
  });

  it('a step waiting for the learner cannot be skipped', () => {
    const session = new TutorialSession(terrain(), modules);
    session.next();
    session.next();
    expect(session.waiting).toBe(true);
    expect(() => session.next()).toThrow(/waits for the learner/);
  });

  it('fails a tutorial whose wrong try the rules accept, naming the step', () => {
    const t = terrain();
    const broken: Tutorial = {
      ...t,
      steps: t.steps.map((s, i) => (i === 1 ? { ...s, learner: { ...s.learner!, wrongTry: { action: { type: 'construct', board: 'might', kind: 'town', col: 8, row: 5 }, code: 'river' } } } : s)),
    };
    const run = runTutorial(broken, modules);
    expect(run.ok).toBe(false);
    expect(run.steps.at(-1)).toMatchObject({ index: 1, ok: false });
    expect(run.steps.at(-1)!.problems.join(' ')).toMatch(/not-this-move|accepted/);
  });

  it('fails a tutorial whose assert no longer holds, and one whose setup is refused', () => {
    const t = terrain();
    const wrongFact: Tutorial = { ...t, steps: t.steps.map((s, i) => (i === 4 ? { ...s, assert: [{ view: ['turn'], equals: 3 }] } : s)) };
    const run = runTutorial(wrongFact, modules);
    expect(run.ok).toBe(false);
    expect(run.steps.at(-1)!.problems[0]).toMatch(/expected \["turn"\] to equal 3, got 2/);
    const badSetup: Tutorial = { ...t, scenario: { ...t.scenario, actions: [{ seat: 1, action: { type: 'endActions' } }] } };
    expect(runTutorial(badSetup, modules)).toMatchObject({ ok: false, steps: [] });
    expect(runTutorial(badSetup, modules).setup).toMatch(/not-your-turn|KH-TURN-3/);
  });

  it('FF-METRO-03: an assert on a question\'s answer (the expansion preview) fails when the preview says otherwise', () => {
    const t = load('models/civ/tutorials/01-metropolis.json');
    const wrong: Tutorial = {
      ...t,
      steps: t.steps.map((s, i) => (i === 0 ? { ...s, assert: [{ ask: { type: 'metropolis-candidates' }, answer: [{ square: { x: 1, y: 2 } }, 'ok'], equals: true }] } : s)),
    };
    const run = runTutorial(wrong, modules);
    expect(run.ok).toBe(false);
    expect(run.steps[0].problems[0]).toMatch(/metropolis-candidates .* to equal true, got false/);
  });

  it('a target outside the board fails the step; a wrong try may expect the tutorial\'s own not-this-move', () => {
    const t = terrain();
    const offBoard: Tutorial = { ...t, steps: t.steps.map((s, i) => (i === 0 ? { ...s, camera: 'might:16,0' } : s)) };
    expect(runTutorial(offBoard, modules).steps[0].problems).toEqual(['target "might:16,0" names nothing on the board']);
    const legalOther = { action: { type: 'construct', board: 'might', kind: 'town', col: 11, row: 14 }, code: NOT_THIS_MOVE };
    const withOther: Tutorial = { ...t, steps: t.steps.map((s, i) => (i === 1 ? { ...s, learner: { ...s.learner!, wrongTry: legalOther } } : s)) };
    expect(runTutorial(withOther, modules).ok).toBe(true);
  });

  it('KH-BLD-4: a setup action\'s outcome check is a real test: one that does not hold fails the setup with path, expected and actual', () => {
    const t = load('models/khronos/tutorials/02-dominion.json');
    const [first] = t.scenario.actions;
    expect(first && 'check' in first && first.check).toBeTruthy();
    expect(runTutorial(t, modules).setup).toBeNull();
    const wrong: Tutorial = { ...t, scenario: { ...t.scenario, actions: [{ ...first, check: [{ path: ['boards', 'might', 'buildings', { col: 5, row: 6 }, 'owner'], equals: 1 }] }] } };
    const run = runTutorial(wrong, modules);
    expect(run.ok).toBe(false);
    expect(run.setup).toBe('Setup action 1 (construct by seat 0): check ["boards","might","buildings",{"col":5,"row":6},"owner"] in the public view: expected equals 1, got 0');
    // A setup step may be a check of its own, and a setup action may be expected to be refused.
    const alone: Tutorial = { ...t, scenario: { ...t.scenario, actions: [...t.scenario.actions, { check: [{ path: ['players', 0, 'hand'], seat: 0, length: 9 }] }] } };
    expect(runTutorial(alone, modules).setup).toMatch(/^Setup step 2: check \["players",0,"hand"\] in seat 0's view: expected length 9, got \d+$/);
    const refusedSetup: Tutorial = { ...t, scenario: { ...t.scenario, actions: [...t.scenario.actions, { seat: 1, action: { type: 'endActions' }, expect: { refused: 'not-your-turn' } }] } };
    expect(runTutorial(refusedSetup, modules).setup).toBeNull();
    const acceptedSetup: Tutorial = { ...t, scenario: { ...t.scenario, actions: [{ ...first, expect: { refused: 'river' } }] } };
    expect(runTutorial(acceptedSetup, modules).setup).toMatch(/was accepted; expected refusal river/);
  });

  it('SB-BUILD-3: asserts compare with contains and length too, and say what they found', () => {
    const t = load('models/empires/tutorials/01-construct.json');
    const wrong: Tutorial = {
      ...t,
      steps: t.steps.map((s, i) => (i === 1 ? { ...s, assert: [{ view: ['buildings'], contains: { id: 'giant-ziggurat', at: 'ur' } }] } : s)),
    };
    const run = runTutorial(wrong, modules);
    expect(run.ok).toBe(false);
    expect(run.steps[1].problems[0]).toMatch(/^expected \["buildings"\] in seat 0's view: expected contains \{"id":"giant-ziggurat","at":"ur"\}, got \[/);
    const count: Tutorial = { ...t, steps: t.steps.map((s, i) => (i === 1 ? { ...s, assert: [{ view: ['players', 0, 'hand'], length: 3 }] } : s)) };
    expect(runTutorial(count, modules).steps[1].problems).toEqual(['expected ["players",0,"hand"] in seat 0\'s view: expected length 3, got 0']);
  });

  it('reads only tutorials of its format and version', () => {
    expect(parseTutorial({ format: 'tessera-scenario' })).toMatchObject({ ok: false, code: 'foreign' });
    expect(parseTutorial({ ...terrain(), version: 2 })).toMatchObject({ ok: false, code: 'newer-version' });
    expect(parseTutorial({ ...terrain(), steps: [] })).toMatchObject({ ok: false, code: 'corrupt' });
  });
});
