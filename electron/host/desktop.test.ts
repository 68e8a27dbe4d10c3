import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceOut } from '../../models/core/service';
import { createHostLink } from '../host-link';
import { serveDesktopWindow } from './desktop';

describe('the desktop window wiring', () => {
  it('answers the window over the IPC link in order, and a game opened there syncs its view', async () => {
    const link = createHostLink();
    const got: ServiceOut[] = [];
    link.onToRenderer((m) => got.push(m as ServiceOut));
    link.fromRenderer({ k: 'call', id: '1', call: 'modules', args: {} }); // sent before the host is wired: queued
    const service = serveDesktopWindow(link, mkdtempSync(join(tmpdir(), 'desk-')));
    link.fromRenderer({ k: 'call', id: '2', call: 'new-game', args: { module: 'sandbox', players: [{ name: 'A', color: 'blue', kind: 'hotseat' }] } });
    await new Promise((r) => setTimeout(r, 300));
    const created = got.find((m) => m.k === 'reply' && m.id === '2');
    expect(got[0]).toMatchObject({ k: 'reply', id: '1', ok: true });
    expect(created).toMatchObject({ ok: true });
    const gameId = (created as { result: { gameId: string } }).result.gameId;
    link.fromRenderer({ k: 'call', id: '3', call: 'open-game', args: { gameId } });
    await new Promise((r) => setTimeout(r, 100));
    expect(got.some((m) => m.k === 'game' && (m.m as { t: string }).t === 'sync')).toBe(true);
    await service.close();
  });
});
