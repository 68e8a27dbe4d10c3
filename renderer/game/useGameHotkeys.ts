import { useEffect, type RefObject } from 'react';
import type { Seat } from '../../models/core/module';
import type { TabletopView } from '../../models/tabletop/view';
import { nextLocal } from './handover';
import { hotkeyFor } from './hotkeys';

type Action = { type: string } & Record<string, unknown>;

export interface GameHotkeysState {
  /** The hand-over screen is up: nobody is seated, so no key acts. */
  off: boolean;
  tabletop: TabletopView | null;
  shown: Seat | null;
  local: readonly Seat[];
  selected: string | null;
  destination: string;
  act: (action: Action) => void;
  undo: () => void;
  switchSeat: (seat: Seat) => void;
  toggleHelp: () => void;
  /** Escape: closes the help, the piece menu and the selection. */
  closeAll: () => void;
  chatRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
}

const typingIn = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));

/** The game screen's keys (hotkeys.ts). The listener is set again with each render, so it sees the latest state. */
export function useGameHotkeys(state: GameHotkeysState) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { tabletop, shown, selected, destination, act } = state;
      if (state.off) return;
      const action = hotkeyFor(e, typingIn(e.target));
      if (!action) return;
      if (action === 'help') state.toggleHelp();
      else if (action === 'escape') {
        state.closeAll();
        return;
      } else if (action === 'undo') state.undo();
      else if (action === 'draw') {
        const deck = tabletop && Object.values(tabletop.piles).find((p) => p.visibility === 'deck' && p.count > 0);
        const hand = tabletop && shown !== null && Object.values(tabletop.piles).find((p) => p.visibility === 'hand' && p.owner === shown);
        if (deck && hand) act({ type: 'table/draw', from: deck.id, to: hand.id });
      } else if (action === 'move') {
        if (selected && destination) act({ type: 'table/move', piece: selected, to: destination });
      } else if (action === 'nextSeat') {
        const next = nextLocal(state.local, shown);
        if (next !== null && next !== shown) state.switchSeat(next);
      } else if (action === 'chat') state.chatRef.current?.focus();
      else if (action === 'focusPieces') (state.listRef.current?.querySelector('button') as HTMLElement | null)?.focus();
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
