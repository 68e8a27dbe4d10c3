/**
 * Every piece of text the player reads, in one catalogue, so a translation replaces this one object.
 * Keys are stable; values are English. Components never hold text of their own.
 */
const english = {
  appTitle: 'Tessera',
  appTagline: 'A tabletop for civilization-building board games',
  menuLabel: 'Main menu',
  sceneLabel: 'A wooden table with a game board: a river, forests, mountains and a small keep',
  menu: {
    hotseat: 'New hotseat game',
    host: 'Host a LAN game',
    join: 'Join a LAN game',
    tutorials: 'Tutorials',
    load: 'Load game',
    settings: 'Settings',
  },
  notYet: {
    title: 'Not available yet',
    hotseat: 'Hotseat games arrive with the game engine — not available yet.',
    host: 'Hosting a LAN game arrives with the network layer — not available yet.',
    join: 'Joining a LAN game arrives with the network layer — not available yet.',
    tutorials: 'Tutorials arrive with the game rules they teach — not available yet.',
    load: 'Loading a saved game arrives with autosave — not available yet.',
    settings: 'Settings arrive with the first options worth setting — not available yet.',
  },
  close: 'Close',
  noWebGL: 'This computer could not start 3D drawing (WebGL). The menu still works.',
} as const;

/** The catalogue's shape with every text widened to string: a translation must fill exactly these keys. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Catalogue = Texts<typeof english>;

export const strings: Catalogue = english;

export type MenuItemId = keyof Catalogue['menu'];
