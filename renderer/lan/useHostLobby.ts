import { useState } from 'react';
import type { DropChoice } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { BotLevel } from '../../models/core/saved-game';
import type { LanHosting, LanStatus, OpenedGame } from '../../models/core/service';
import { getService, messageOf } from '../game/connection';
import { openGame } from '../game/openGame';
import { ServiceError } from '../net/service-client';
import { usePolledAnswer } from '../ui/useLatestAnswer';
import { useLanAddresses } from './useLanAddresses';

/**
 * The host lobby's state and its calls to the service: hosting on an address (a public one only when the player
 * says yes), the seats while guests join, kicks, dropped seats' choices, bot levels, stopping and starting.
 */
export function useHostLobby(gameId: string, onOpened: (game: OpenedGame) => void, onCancel: () => void) {
  const [hosting, setHosting] = useState<LanHosting | null>(null);
  const [status, setStatus] = useState<LanStatus | null>(null);
  const [publicAsk, setPublicAsk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { addresses, address, setAddress, lookAgain } = useLanAddresses(setError);

  // The lobby follows the seats while guests join.
  usePolledAnswer(
    () => getService().then((s) => s.call('lan-status', { gameId })),
    (s) => setStatus(s as LanStatus),
    hosting ? 1000 : null,
    [hosting, gameId],
  );

  async function host(allowPublic = false) {
    setBusy(true);
    setError(null);
    setPublicAsk(null);
    try {
      const service = await getService();
      setHosting((await service.call('host-lan', { gameId, address: address.trim(), ...(allowPublic ? { allowPublic } : {}) })) as LanHosting);
    } catch (e) {
      if (e instanceof ServiceError && e.code === 'public-address') setPublicAsk(address.trim());
      else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function kick(seat: Seat) {
    try {
      await (await getService()).call('lan-kick', { gameId, seat });
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function choose(seat: Seat, choice: DropChoice) {
    try {
      await (await getService()).call('lan-drop-choice', { gameId, seat, choice });
      setStatus((await (await getService()).call('lan-status', { gameId })) as LanStatus);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function level(seat: Seat, chosen: BotLevel) {
    try {
      await (await getService()).call('lan-bot-level', { gameId, seat, level: chosen });
      setStatus((await (await getService()).call('lan-status', { gameId })) as LanStatus);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function stop() {
    if (hosting) await (await getService()).call('lan-stop', { gameId }).catch(() => undefined);
    onCancel();
  }

  async function start() {
    try {
      onOpened(await openGame(await getService(), gameId));
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return { addresses, address, setAddress, lookAgain, hosting, status, publicAsk, setPublicAsk, error, busy, host, kick, choose, level, stop, start };
}

export type HostLobbyState = ReturnType<typeof useHostLobby>;
