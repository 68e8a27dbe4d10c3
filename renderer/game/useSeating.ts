import { useCallback, useEffect, useState } from 'react';
import type { HostClient } from '../../machines/engine/client';
import type { Seat } from '../../models/core/module';
import type { ModuleRenderer } from '../module-renderer';
import { hasSecrets } from '../modules';
import { firstSeating, followTurn, type Seating } from './handover';

/**
 * The window's seating (handover.ts): which local seat is shown, or whom the hand-over screen waits for. Seats the
 * window once every local mirror has arrived, then follows the turn.
 */
export function useSeating(client: HostClient, renderer: ModuleRenderer, local: readonly Seat[]) {
  const secretsOf = useCallback((seat: Seat) => hasSecrets(renderer.privatePanel?.(client.view(seat), seat) ?? null), [client, renderer]);
  const anyMirror = local.map((s) => client.mirrors.get(s)).find((m) => m !== undefined) ?? client.mirrors.get(null);
  const active = anyMirror?.status.active ?? [];
  const ready = local.every((s) => client.mirrors.has(s)) && anyMirror !== undefined;

  const [seating, setSeating] = useState<Seating | null>(null);
  useEffect(() => {
    if (!ready) return;
    setSeating((s) => (s === null ? firstSeating(local, active, secretsOf) : followTurn(s, local, active)));
  }, [ready, active, local, secretsOf]);

  const shown = seating && seating.pending === null ? seating.shown : null;
  return { seating, setSeating, shown, anyMirror, active, ready };
}
