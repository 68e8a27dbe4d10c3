import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { resultsDir, startApp, type App } from './harness';
import { openStress } from './render-stress';

// The shared 3D table (renderer/table) on the e2e build's stress and demo pages, in real Chromium (SwiftShader).
let app: App;
const shot = (name: string) => app.page.screenshot({ path: join(resultsDir, name) });
const screenOf = (id: string) => app.page.evaluate((i) => (globalThis as unknown as TestPageGlobals).__tessera!.table!.screenOf(i), id);
const events = () => app.page.getByRole('list', { name: 'Table events' }).getByRole('listitem').allTextContents();
const lastEvent = async () => (await events()).at(-1);

async function at(id: string) {
  const p = await screenOf(id);
  expect(p, `${id} is on screen`).not.toBeNull();
  return p!;
}

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
  // The default graphics quality (shadows, antialiasing), as a new player's table is drawn: its draw calls are counted.
  app = await startApp({ graphics: 'default' });
});
afterAll(async () => {
  await app?.close();
});

describe('the table under stress', () => {
  it('draws 2,000 pieces of 12 kinds on 300 squares in at most 60 draw calls', async () => {
    const info = await openStress(app.page, app.server.url, 2000);
    expect(info.pieces).toBe(2000);
    expect(info.kinds).toBe(12);
    // Calls grow with kinds (and the shadow pass), not with pieces.
    expect(info.calls).toBeLessThanOrEqual(60);
    expect(info.triangles).toBeGreaterThan(100_000);
    const sample = await app.page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.sample()!);
    expect(sample.distinctColours).toBeGreaterThan(300);
    expect(sample.luminanceStdDev).toBeGreaterThan(15);
    await shot('table-stress.png');
    expect(app.errors).toEqual([]);
  });
});

describe('the composed table', () => {
  it('shows a placement preview: hovering tells the legal detail or the rule, clicking picks only a legal one', async () => {
    await openStress(app.page, app.server.url, 'demo', false, '&preview=1');
    const tip = app.page.getByRole('tooltip');
    const legal = await at('s8-8');
    await app.page.mouse.move(legal.x, legal.y);
    await expect.poll(() => tip.textContent(), { timeout: 20_000 }).toBe('Costs 2 stone');
    await shot('table-preview.png');
    const illegal = await at('s10-6');
    await app.page.mouse.move(illegal.x, illegal.y);
    await expect.poll(() => tip.textContent(), { timeout: 20_000 }).toBe('KH-BUILD-2: A building needs free squares');
    await app.page.mouse.click(illegal.x, illegal.y);
    await app.page.mouse.click(legal.x, legal.y);
    await expect.poll(events, { timeout: 20_000 }).toEqual(['pick 0']);
  });

  it('reports clicks on cells and pieces, right clicks with screen coordinates, and drops', async () => {
    await openStress(app.page, app.server.url, 'demo');
    const cell = await at('s6-4');
    await app.page.mouse.click(cell.x, cell.y);
    await expect.poll(lastEvent, { timeout: 20_000 }).toBe('cell s6-4');

    const city = await at('city-a');
    await app.page.mouse.click(city.x, city.y);
    await expect.poll(lastEvent, { timeout: 20_000 }).toBe('piece city-a');

    const army = await at('army-1');
    await app.page.mouse.click(army.x, army.y, { button: 'right' });
    await expect.poll(lastEvent, { timeout: 20_000 }).toMatch(/^menu army-1 /);
    // The menu's place is where the pointer was (client pixels; the page's canvas starts at 0,0).
    const [x, y] = (await lastEvent())!.split(' ')[2].split(',').map(Number);
    expect(Math.abs(x - army.x)).toBeLessThan(1.5);
    expect(Math.abs(y - army.y)).toBeLessThan(1.5);

    // Drag the other army two squares along and let it go there.
    const from = await at('army-2');
    const to = await at('s12-8');
    await app.page.mouse.move(from.x, from.y);
    await app.page.mouse.down();
    for (let i = 1; i <= 6; i++) await app.page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
    await app.page.mouse.up();
    await expect.poll(lastEvent, { timeout: 20_000 }).toBe('drop army-2 s12-8');
    // The piece glides to its new square.
    await expect
      .poll(async () => {
        const [p, c] = [await at('army-2'), await at('s12-8')];
        return Math.hypot(p.x - c.x, p.y - c.y);
      }, { timeout: 30_000 })
      .toBeLessThan(40);
    await shot('table-demo.png');
    expect(app.errors).toEqual([]);
  });

  it('moves the camera with the keyboard: a board hotkey brings that board to the middle', async () => {
    const before = await at('area-3');
    await app.page.keyboard.press('2');
    await expect
      .poll(async () => Math.abs((await at('area-3')).x - 640), { timeout: 30_000 })
      .toBeLessThan(Math.abs(before.x - 640) / 2);
    await app.page.keyboard.press('t');
    await app.page.waitForTimeout(1500);
    await shot('table-top-down.png');
  });
});
