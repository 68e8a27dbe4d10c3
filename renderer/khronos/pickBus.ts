/**
 * While the builder shows a footprint preview, a click on the table picks a footprint. The shared table hands a
 * click on a preview candidate to `onPreviewPick`, which the game screen does not forward to module panels yet, so
 * the Khronos layer catches the click itself and passes the square here to the builder that is listening.
 */
type Listener = (cell: string) => void;

let listener: Listener | null = null;
const watchers = new Set<() => void>();
const notify = () => watchers.forEach((w) => w());

export const pickBus = {
  /** The builder listens while its preview is up; returns the function that stops listening. */
  listen(fn: Listener): () => void {
    listener = fn;
    notify();
    return () => {
      if (listener !== fn) return;
      listener = null;
      notify();
    };
  },
  pick(cell: string): boolean {
    if (!listener) return false;
    listener(cell);
    return true;
  },
  active: (): boolean => listener !== null,
  subscribe(fn: () => void): () => void {
    watchers.add(fn);
    return () => watchers.delete(fn);
  },
};
