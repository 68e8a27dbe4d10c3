import { describe, expect, it } from 'vitest';
import { strings } from '../ui/strings';
import { menuItems } from './menuItems';

describe('main menu entries', () => {
  it('lists the six entries in the order the first screen shows them', () => {
    expect(menuItems.map((i) => i.label)).toEqual([
      'New hotseat game',
      'Host a LAN game',
      'Join a LAN game',
      'Tutorials',
      'Load game',
      'Settings',
    ]);
  });

  it('gives each unbuilt entry its own message that says it is not available yet', () => {
    for (const item of menuItems) {
      expect(item.notice).toBe(strings.notYet[item.id]);
      expect(item.notice).toMatch(/not available yet\.$/);
    }
    expect(new Set(menuItems.map((i) => i.notice)).size).toBe(menuItems.length);
  });
});
