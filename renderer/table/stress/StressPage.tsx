import { useMemo, useState } from 'react';
import type { PieceSpec, PreviewCandidate, TableSpec } from '../../../models/core/board';
import { demoTable } from './demoSpec';
import { layoutTable } from '../layout';
import { defaultColourOf, NEUTRAL } from '../palette';
import { TableCanvas } from '../TableCanvas';
import { NaivePieces } from './NaivePieces';
import { stressTable } from './stressSpec';

/**
 * The render benchmark's page (e2e builds only): `?stress=N` draws the stress table with N pieces through the
 * TableScene; `&naive=1` draws the same pieces one Mesh each instead; `?stress=demo` shows a composed table
 * whose pointer events are listed in the DOM for the e2e tests.
 */
export default function StressPage() {
  const params = new URLSearchParams(location.search);
  if (params.get('stress') === 'demo') return <DemoTable withPreview={params.get('preview') === '1'} />;
  const count = Math.max(0, Number(params.get('stress')) || 0);
  const naive = params.get('naive') === '1';
  const spec = useMemo(() => stressTable(count), [count]);
  const shown = useMemo(() => (naive ? { boards: spec.boards, pieces: [] } : spec), [spec, naive]);
  const layout = useMemo(() => layoutTable(spec.boards), [spec]);
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <TableCanvas spec={shown} ambient={false} animationSpeed={0} selected="p5" highlighted={['s3-3', 's4-3']}>
        {naive ? <NaivePieces pieces={spec.pieces} layout={layout} colourOf={(o) => (o === null ? NEUTRAL : defaultColourOf(o))} /> : null}
      </TableCanvas>
    </div>
  );
}

/** The composed table: moves pieces on drop, and lists every event it hears (newest last) for the tests. */
function DemoTable({ withPreview }: { withPreview: boolean }) {
  const demo = useMemo(() => demoTable(), []);
  const [spec, setSpec] = useState<TableSpec>(demo.spec);
  const [selected, setSelected] = useState<string | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const [tip, setTip] = useState<PreviewCandidate | null>(null);
  const log = (e: string) => setEvents((es) => [...es, e]);
  const move = (id: string, to: string) =>
    setSpec((s) => ({ ...s, pieces: s.pieces.map((p): PieceSpec => (p.id === id ? { ...p, at: to, footprint: undefined } : p)) }));
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <TableCanvas
        spec={spec}
        preview={withPreview ? demo.preview : null}
        selected={selected}
        highlighted={['s12-6']}
        onCellClick={(id) => log(`cell ${id}`)}
        onPieceClick={(id) => {
          setSelected(id);
          log(`piece ${id}`);
        }}
        onPieceContextMenu={(id, at) => log(`menu ${id} ${Math.round(at.x)},${Math.round(at.y)}`)}
        onPieceDrop={(id, cell) => {
          move(id, cell);
          log(`drop ${id} ${cell}`);
        }}
        onPreviewPick={(i) => log(`pick ${i}`)}
        onPreviewHover={(c) => setTip(c)}
      />
      <ol aria-label="Table events" style={{ position: 'fixed', right: 8, bottom: 8, margin: 0, color: '#fff', font: '12px sans-serif' }}>
        {events.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ol>
      {tip ? (
        <div role="tooltip" style={{ position: 'fixed', left: 12, top: 12, padding: '6px 10px', background: '#000b', color: '#fff', font: '14px sans-serif', borderRadius: 6 }}>
          {tip.ok ? tip.detail : `${tip.rule}: ${tip.message}`}
        </div>
      ) : null}
    </div>
  );
}
