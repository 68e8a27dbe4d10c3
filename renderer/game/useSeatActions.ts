import { useCallback, useEffect } from 'react';
import type { HostClient } from '../../machines/engine/client';
import type { Seat } from '../../models/core/module';
import { strings } from '../ui/strings';
import { undoSeat, type Seating } from './handover';
import type { Refusal } from './RefusalToast';

type Action = { type: string } & Record<string, unknown>;

/**
 * What the shown seat asks the host: actions (a refusal goes to the toast), questions and undo. Nothing acts while
 * no seat is shown (the hand-over screen is up).
 */
export function useSeatActions(client: HostClient, seating: Seating | null, shown: Seat | null, setRefusal: (r: Refusal | null) => void) {
  useEffect(() => client.onError((r) => setRefusal({ message: r.message, rule: r.rule })), [client, setRefusal]);
  // The module panel's act: it waits for the verdict.
  const actFor = useCallback(
    (action: Action) => {
      if (shown === null) return Promise.resolve({ ok: false as const, code: 'no-seat', message: strings.game.loading, rule: '' });
      setRefusal(null);
      return client.act(shown, action).then((r) => {
        if (!r.ok) setRefusal({ message: r.message, rule: r.rule });
        return r;
      });
    },
    [client, shown, setRefusal],
  );
  const ask = useCallback((question: Action) => client.ask(shown ?? 0, question), [client, shown]);

  const act = useCallback(
    (action: Action) => {
      if (shown === null) return;
      setRefusal(null);
      void client.act(shown, action).then((r) => {
        if (!r.ok) setRefusal({ message: r.message, rule: r.rule });
      });
    },
    [client, shown, setRefusal],
  );

  // The Undo button and the U / Ctrl+Z keys ask the same question, for the shown seat's own status.
  const undoFor = undoSeat(seating, (s) => client.mirrors.get(s)?.status.canUndo === true);
  const undo = () => {
    if (undoFor === null) return;
    void client.undo(undoFor).then((r) => !r.ok && setRefusal({ message: r.message, rule: r.rule }));
  };
  return { act, actFor, ask, undo, canUndo: undoFor !== null };
}
