import { useEffect, useId, useRef } from 'react';
import { strings } from './strings';

/**
 * A modal message with one Close button. The native <dialog> gives the focus trap, Escape to close
 * and an inert page behind it, so screen readers and tests see a real dialog.
 */
export function Notice({ message, onClose }: { message: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message !== null && !dialog.open) dialog.showModal();
    if (message === null && dialog.open) dialog.close();
  }, [message]);

  return (
    <dialog ref={ref} className="notice" aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose}>
      <h2 id={titleId}>{strings.notYet.title}</h2>
      <p id={bodyId}>{message}</p>
      <button type="button" autoFocus onClick={() => ref.current?.close()}>
        {strings.close}
      </button>
    </dialog>
  );
}
