import { useMemo } from 'react';
import type { OpenedGame } from '../../models/core/service';
import type { ModuleRenderer } from '../module-renderer';
import { seatColoursOn } from '../ui/seat-colors';

/** The players with their seat colours, and each seat's colour and mark for the table. */
export function useSeatPlayers(gamePlayers: OpenedGame['players'], renderer: ModuleRenderer) {
  // Seat colours that never match a colour the module's own pieces wear (Khronos's building families).
  const colours = useMemo(() => seatColoursOn(gamePlayers.map((p) => p.color), renderer.reservedColours ?? []), [gamePlayers, renderer]);
  const players = useMemo(() => gamePlayers.map((p, i) => ({ ...p, color: colours[i].id })), [gamePlayers, colours]);
  const seatHexes = useMemo(() => colours.map((c) => c.hex), [colours]);
  const seatMarks = useMemo(() => colours.map((c) => c.mark), [colours]);
  return { players, seatHexes, seatMarks };
}
