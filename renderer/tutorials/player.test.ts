import { describe, expect, it } from 'vitest';
import { modules } from '../../machines/registry';
import { tutorialById } from './catalogue';
import { TutorialPlay } from './player';

const metropolis = () => new TutorialPlay(tutorialById('civ-metropolis')!, modules);
type CivView = { cities: { id: string; kind: string; expansion?: unknown }[]; players: { techs: { name: string }[] }[] };
const city = (p: TutorialPlay) => (p.view() as CivView).cities.find((c) => c.id === 'city-0-1')!;

describe('tutorial player', () => {
  it('FF-METRO-03: a wrong try is refused with its rule and the step hint, and changes nothing', () => {
    const p = metropolis();
    expect(p.attempt({ type: 'research', tech: 'Agriculture' }).ok).toBe(true);
    expect(p.next()).toBe(true);
    const before = JSON.stringify(p.view());
    const wrong = p.attempt({ type: 'grow-metropolis', square: { x: 1, y: 2 } });
    expect(wrong).toMatchObject({ ok: false, code: 'enemy-figure', rule: 'FF-METRO-03' });
    expect(wrong.ok ? '' : wrong.hint).toMatch(/north/);
    expect(JSON.stringify(p.view())).toBe(before);
    expect(p.waiting).toBe(true);
    expect(p.next()).toBe(false);
  });

  it('FF-METRO-01: the right move advances; Next ends the tutorial after the last step', () => {
    const p = metropolis();
    expect(p.next()).toBe(false); // step 1 waits for Agriculture
    p.attempt({ type: 'research', tech: 'Agriculture' });
    p.next();
    expect(p.attempt({ type: 'grow-metropolis', square: { x: 2, y: 1 } }).ok).toBe(true);
    expect(city(p).kind).toBe('metropolis');
    expect(p.next()).toBe(true);
    expect(p.index).toBe(2);
    expect(p.finished).toBe(false);
    expect(p.next()).toBe(true);
    expect(p.finished).toBe(true);
  });

  it('Back replays the earlier moves and stops before the previous step\'s own move; Restart starts over', () => {
    const p = metropolis();
    p.attempt({ type: 'research', tech: 'Agriculture' });
    p.next();
    p.attempt({ type: 'grow-metropolis', square: { x: 2, y: 1 } });
    p.next();
    p.back();
    expect(p.index).toBe(1);
    expect(p.waiting).toBe(true);
    expect(city(p).kind).toBe('capital');
    expect((p.view() as CivView).players[0].techs.map((t) => t.name)).toContain('Agriculture');
    p.restart();
    expect(p.index).toBe(0);
    expect((p.view() as CivView).players[0].techs.map((t) => t.name)).not.toContain('Agriculture');
  });
});
