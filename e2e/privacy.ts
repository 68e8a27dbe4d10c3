import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { strings } from '../renderer/ui/strings';

/**
 * Hotseat privacy as a player would check it (issue 16, item 2), in any module and phase: what each seat's private
 * panel lists while that seat is shown is noted; at every hand-over screen none of it is anywhere in the page (not
 * even hidden), and once a seat has confirmed its hand-over no other seat's private text is there either, outside the
 * game log (a text the seat holds itself, such as a card of the same name, cannot tell).
 */
export class PrivacyWatch {
  private readonly held = new Map<string, Set<string>>();
  /** Hand-over screens checked so far. */
  handOvers = 0;

  constructor(
    private readonly page: Page,
    private readonly names: readonly string[],
  ) {}

  /**
   * What the page holds as text, hidden parts included; without the game log when asked (a card played is named
   * there for everyone, after it was noted in its owner's hand).
   */
  private pageText(withoutLog = false): Promise<string> {
    return this.page.locator('body').evaluate(
      (b, log) => {
        const copy = b.cloneNode(true) as typeof b;
        if (log) for (const el of copy.querySelectorAll(`[aria-label="${log}"]`)) el.remove();
        return copy.textContent ?? '';
      },
      withoutLog ? strings.game.log : '',
    );
  }

  /** The seat whose private panel shows, and its card names. */
  private async shown(): Promise<{ name: string; texts: string[] } | null> {
    for (const name of this.names) {
      const region = this.page.getByRole('region', { name: strings.privatePanel.title(name) });
      if ((await region.count()) === 0) continue;
      const texts = (await region.locator('.card-name').allTextContents()).map((t) => t.trim()).filter((t) => t.length > 2);
      return { name, texts };
    }
    return null;
  }

  /** Notes the shown seat's private texts; checks that no other seat's is in the page. */
  async seated(): Promise<void> {
    const me = await this.shown();
    if (!me) return;
    // What the seat holds now (a card played since it was last shown is no longer its secret).
    this.held.set(me.name, new Set(me.texts));
    const page = await this.pageText(true);
    for (const [name, texts] of this.held) {
      if (name === me.name) continue;
      for (const t of texts) if (!me.texts.includes(t)) expect(page.includes(t), `${name}'s private "${t}" in ${me.name}'s window`).toBe(false);
    }
  }

  /** With the hand-over screen up: no private panel and no seat's private text in the page; then confirms it. */
  async handOver(dialog: Locator): Promise<void> {
    const title = ((await dialog.locator('.hand-over-title').textContent()) ?? '').trim();
    const next = this.names.find((n) => strings.handOver.title(n) === title);
    const page = await this.pageText();
    for (const name of this.names) expect(page.includes(strings.privatePanel.title(name)), `${name}'s private panel behind the hand-over screen`).toBe(false);
    for (const [name, texts] of this.held) for (const t of texts) expect(page.includes(t), `${name}'s private "${t}" behind the hand-over screen`).toBe(false);
    this.handOvers++;
    await dialog.getByRole('button').first().click();
    if (next) await this.page.getByRole('region', { name: strings.privatePanel.title(next) }).waitFor({ timeout: 30_000 }).catch(() => undefined);
    await this.seated();
  }

  /** How many private texts were noted for each seat. */
  noted(): Record<string, number> {
    return Object.fromEntries([...this.held].map(([n, t]) => [n, t.size]));
  }
}
