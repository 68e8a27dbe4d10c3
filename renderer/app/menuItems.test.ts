import { describe, expect, it } from 'vitest';
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

  it('opens the built screens (hotseat, LAN host and join, tutorials, load, settings) and gives each unbuilt entry its own not-yet message', () => {
    const built = menuItems.filter((i) => i.notice === null).map((i) => i.id);
    expect(built).toEqual(['hotseat', 'host', 'join', 'tutorials', 'load', 'settings']);
    const unbuilt = menuItems.filter((i) => i.notice !== null);
    for (const item of unbuilt) expect(item.notice).toMatch(/not available yet\.$/);
    expect(new Set(unbuilt.map((i) => i.notice)).size).toBe(unbuilt.length);
  });
});
