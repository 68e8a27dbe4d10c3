import { useState } from 'react';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { BoardEdits } from './BoardEdits';
import { BoardPhases } from './BoardPhases';
import { CalamityPanel } from './CalamityPanel';
import { ChoicePanel } from './ChoicePanel';
import { scoreRows } from './scores';
import { strings } from '../ui/strings';

const t = strings.empires;
import { TransactionBuilder } from './TransactionBuilder';
import { OwnAdvances } from './Advances';
import { Specials } from './Specials';
import { HandPanel, Purchases, TradeDesk } from './TradeDesk';
import './empires.css';

/** A special building's and an area's names as the game prints them (ids stay out of the interface). */
const buildingLabel = (view: EmpiresView, id: string) => view.buildings.find((b) => b.id === id)?.label ?? id;
const areaLabel = (view: EmpiresView, id: string) => view.map.areas.find((a) => a.id === id)?.name ?? id;
const nameOf = (view: EmpiresView, seat: number | null) => (seat === null ? t.nobody : (view.players[seat]?.name ?? t.nobody));

/** The A.S.T.: each player's space and epoch, furthest first (the acquisition order's basis, ME-AST-2). */
function AstTrack({ view }: { view: EmpiresView }) {
  const rows = [...view.players].filter((p) => !p.left).sort((a, b) => b.ast - a.ast || a.rank - b.rank);
  const last = 16;
  return (
    <section className="panel empires-ast" aria-label={t.ast}>
      <h3>{t.ast}</h3>
      <ol>
        {rows.map((p) => (
          <li key={p.seat}>
            <span className="who">
              {p.name} ({p.civName})
            </span>
            <span className="track" aria-label={t.astRow(p.ast, p.epoch)}>
              {Array.from({ length: last + 1 }, (_, i) => (
                <i key={i} className={i === p.ast ? 'on' : i < p.ast ? 'past' : ''} />
              ))}
            </span>
            <span className="where">{t.astRow(p.ast, p.epoch)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The buildings: those in the supply at the shown seat's cost, and where the others stand. */
function Market({ view, seat }: { view: EmpiresView; seat: number }) {
  const cost = view.players[seat]?.buildingCost ?? null;
  const areaName = (id: string) => areaLabel(view, id);
  return (
    <section className="panel empires-market" aria-label={t.market}>
      <h3>{t.market}</h3>
      <p className="hint">{t.buildingCost(cost)}</p>
      <ul>
        {view.buildings.map((b) => (
          <li key={b.id} data-building={b.id} className={b.at ? 'standing' : 'supply'}>
            <strong>{b.label}</strong> {b.at ? t.standsIn(areaName(b.at), nameOf(view, b.owner)) : `${t.inSupply}${cost === null ? '' : ` · ${cost}`}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Phase 12: the order, who transacts now, an open dispute, and the claim / transact / pass actions. */
function Acquisition(props: ModulePanelProps & { view: EmpiresView }) {
  const { view, seat, act } = props;
  const acq = view.acquisition!;
  const [builder, setBuilder] = useState<'claim' | 'transact' | null>(null);
  const mine = acq.current === seat && !acq.window;
  const canClaim = acq.stage === 'transactions' && !acq.finished.includes(seat) && !(acq.current === seat && !acq.window) && !acq.window?.claims.some((c) => c.seat === seat);
  return (
    <section className="panel empires-acquisition" aria-label={t.acquisition}>
      <h3>{t.acquisition}</h3>
      <h4>{t.queue}</h4>
      <ol className="queue">
        {acq.order.map((s) => (
          <li key={s} className={s === acq.current ? 'current' : acq.finished.includes(s) ? 'finished' : ''}>
            {nameOf(view, s)}
            {s === acq.current ? ` · ${t.transacting}` : ''}
            {acq.finished.includes(s) ? ` · ${t.finished}` : ''}
            {acq.failedClaims.includes(s) ? ` · ${t.failed}` : ''}
          </li>
        ))}
      </ol>
      {acq.current !== null ? <p className="current-player">{t.current(nameOf(view, acq.current))}</p> : null}
      {acq.window ? (
        <div className="dispute" aria-label={t.dispute}>
          <h4>{t.dispute}</h4>
          <ul>
            {acq.window.claims.map((c) => (
              <li key={c.seat}>
                {t.claimBy(
                  nameOf(view, c.seat),
                  [
                    c.sacrifice ? t.claimSacrifice(buildingLabel(view, c.sacrifice)) : '',
                    c.build ? t.claimBuild(buildingLabel(view, c.build.building), areaLabel(view, c.build.area)) : '',
                    c.advances.length ? t.claimAdvances(c.advances.length) : '',
                  ]
                    .filter(Boolean)
                    .join(', ') || t.claimNothing,
                )}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => void act({ type: 'close-window' })}>
            {t.closeWindow}
          </button>
        </div>
      ) : null}
      {acq.stage === 'hand-limit' ? <p>{t.handLimit}</p> : null}
      {builder === null ? (
        <div className="buttons">
          {canClaim ? (
            <button type="button" className="primary" onClick={() => setBuilder('claim')}>
              {t.claimPriority}
            </button>
          ) : null}
          {mine ? (
            <>
              <button type="button" className="primary" onClick={() => setBuilder('transact')}>
                {t.transact}
              </button>
              <button type="button" onClick={() => void act({ type: 'pass' })}>
                {t.pass}
              </button>
            </>
          ) : null}
        </div>
      ) : (
        <TransactionBuilder {...props} claim={builder === 'claim'} onClose={() => setBuilder(null)} />
      )}
      {acq.stage === 'hand-limit' ? <BoardEdits view={view} seat={seat} act={act} picked={props.picked} /> : null}
    </section>
  );
}

/** The final scores in the side column: a line per player (the results screen has the full table). */
function Scores({ view }: { view: EmpiresView }) {
  const rows = scoreRows(view);
  const yn = (b: boolean) => (b ? t.yes : t.no);
  const [, points, ownHeld, owns, ast, six, three] = t.columns;
  return (
    <section className="panel empires-scores" aria-label={t.scores}>
      <h3>{t.scores}</h3>
      <ol>
        {rows.map((r) => (
          <li key={r.seat} className={r.winner ? 'winner' : ''} aria-label={r.name}>
            <span className="score-name">
              {r.name}
              {r.winner ? ` (${t.winner})` : ''}
            </span>{' '}
            <span className="score-points">
              {r.score} {points.toLowerCase()}
            </span>
            <span className="score-detail">
              {ast} {r.ast} · {six} {r.six} · {three} {r.three} · {ownHeld}: {yn(r.ownHeld)} · {owns}: {yn(r.owns)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The Empires panel for the shown seat: the player's counters and cards, the phase's actions, A.S.T. and market. */
export function EmpiresPanel(props: ModulePanelProps) {
  const view = props.view as EmpiresView;
  const me = view.players[props.seat];
  if (!me) return null;
  const scriptedPhases = ['tax-collection', 'population-expansion', 'movement', 'conflict', 'city-construction'];
  const board = view.boardPhases === 'scripted' && scriptedPhases.includes(view.phase);
  const specials = view.phase === 'special-abilities' && view.specials !== null && view.specials !== undefined;
  // Phases 6-7 by the rules (ME-TCARD, ME-TRADEX): the hand, the purchases and the trade desk instead of the tabletop.
  const cards = view.cardPhases === 'scripted' && (view.phase === 'trade-card-acquisition' || view.phase === 'trade');
  const manual = !board && !cards && !view.calamity && !specials && view.phase !== 'advances-acquisition' && view.phase !== 'game-over' && view.phase !== 'surplus-population' && view.phase !== 'ast-alteration';
  return (
    <div className="empires-panel" aria-label={t.panel}>
      <section className="panel empires-me">
        <h3>{t.turn(view.turn, view.phaseName)}</h3>
        <p>{t.you(me.civName, me.epoch)}</p>
        <p>{t.counters(me.treasury, me.stock, me.citiesInStock)}</p>
      </section>
      {view.phase === 'game-over' ? <Scores view={view} /> : null}
      {view.phase === 'advances-acquisition' && view.acquisition ? <Acquisition {...props} view={view} /> : null}
      {view.choice ? <ChoicePanel view={view} seat={props.seat} ask={props.ask} act={props.act} preview={props.preview} picked={props.picked} /> : null}
      {board && !view.choice ? <BoardPhases view={view} seat={props.seat} ask={props.ask} act={props.act} picked={props.picked} preview={props.preview} dragged={props.dragged} dropped={props.dropped} /> : null}
      {view.calamity ? <CalamityPanel view={view} seat={props.seat} ask={props.ask} act={props.act} preview={props.preview} picked={props.picked} /> : null}
      {cards ? <HandPanel view={view} seat={props.seat} /> : null}
      {cards && view.phase === 'trade-card-acquisition' ? <Purchases view={view} seat={props.seat} act={props.act} /> : null}
      {cards && view.phase === 'trade' ? <TradeDesk view={view} seat={props.seat} act={props.act} remote={props.remote} /> : null}
      {manual ? <BoardEdits view={view} seat={props.seat} act={props.act} picked={props.picked} /> : null}
      {specials ? <Specials view={view} seat={props.seat} ask={props.ask} act={props.act} preview={props.preview} picked={props.picked} /> : null}
      <OwnAdvances view={view} seat={props.seat} />
      <Market view={view} seat={props.seat} />
      <AstTrack view={view} />
    </div>
  );
}
