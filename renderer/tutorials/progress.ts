/** Which tutorials the learner finished, remembered on this computer (localStorage). */
const KEY = 'tessera.tutorials.done';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): Store | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function finishedTutorials(store: Store | null = storage()): Set<string> {
  try {
    const raw = JSON.parse(store?.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markFinished(id: string, store: Store | null = storage()): void {
  const done = finishedTutorials(store);
  done.add(id);
  try {
    store?.setItem(KEY, JSON.stringify([...done].sort()));
  } catch {
    // A full or blocked storage only forgets the check mark.
  }
}
