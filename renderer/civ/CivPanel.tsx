import { civActionWords } from './actionWords';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GREAT_PERSON_BY_ID } from '../../models/civ/data/great-people';
import { INVESTMENT_BY_ID, investmentTitles } from '../../models/civ/data/investments';
import { RELIC_DATA } from '../../models/civ/data/markers';
import { WONDER_BY_ID } from '../../models/civ/data/wonders';
import type { Square } from '../../models/civ/geometry';
import { activeTier } from '../../models/civ/player';
import type { MetropolisCandidate } from '../../models/civ/rules/metropolis';
import { figureKind, greatPersonName, metropolisPreview, placedName } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import type { ModulePanelProps } from '../module-renderer';
import { growthBus } from './growthBus';
import { LootDialog } from './LootDialog';
import { BattleView, type BattlePending } from './BattleView';
import { Abilities, CultureHand, UseButton } from './CardsPanel';
import { strings } from '../ui/strings';

const t = strings.civ;
import { useLatestAnswer } from '../ui/useLatestAnswer';
import './civ.css';

type Action = { type: string } & Record<string, unknown>;

/** The seat now acting in the phase (the head of a pending decision goes first). */
export function actingSeat(v: CivView): number | null {
  const p = v.pending[0] as { kind: string; seat?: number; attacker?: number; fight?: { next: 'attacker' | 'defender'; seats: Record<string, number | undefined> } } | undefined;
  // CIV-BATTLE-21: in a fight, the seat whose battle turn it is.
  if (p?.fight) return p.fight.seats[p.fight.next] ?? null;
  if (p) return p.seat ?? p.attacker ?? null;
  return v.phase === 'ended' ? null : (v.order[v.turn] ?? null);
}

/** Short words for an action the panel has no button of its own for. */
/**
 * The Civilization panel for the shown seat: the phase's own buttons (done, research), the metropolis preview,
 * great people, investments, relics, fortifications and caravans, loot and the wonder market; anything else that
 * is legal now in one list.
 */
export function CivPanel(props: ModulePanelProps) {
  const { seat, act, ask, preview } = props;
  const view = props.view as CivView;
  const me = view.players[seat];
  const [legal, setLegal] = useState<Action[]>([]);
  const [growth, setGrowth] = useState<{ capital: Square; candidates: MetropolisCandidate[] } | null>(null);
  const [wantPreview, setWantPreview] = useState(false);
  const head = view.pending[0] as { kind: string; seat?: number } | undefined;
  const growthDue = head?.kind === 'growth' && head.seat === seat;
  const capital = view.cities.find((c) => c.owner === seat && c.kind === 'capital');

  useLatestAnswer(
    () => ask({ type: 'legal-actions' }),
    (r) => setLegal(r.ok ? (r.answer as Action[]) : []),
    [view, seat, ask],
  );

  // FF-METRO: when growth is due (or the player asks), ask for the four candidates and show them on the table.
  const showGrowth = (growthDue || wantPreview) && !!capital;
  useEffect(() => {
    if (!showGrowth || !capital) {
      setGrowth(null);
      return;
    }
    let live = true;
    void ask({ type: 'metropolis-candidates' }).then((r) => {
      if (live && r.ok) setGrowth({ capital: capital.centre, candidates: r.answer as MetropolisCandidate[] });
    });
    return () => {
      live = false;
    };
  }, [showGrowth, view, ask, capital]);

  const grow = useCallback((square: Square) => void act({ type: 'grow-metropolis', square }), [act]);
  const growRef = useRef(grow);
  growRef.current = grow;
  useEffect(() => {
    if (!growth) {
      preview(null);
      growthBus.show(null, null);
      return;
    }
    preview(metropolisPreview(seat, growth.capital, growth.candidates));
    growthBus.show({ seat, ...growth }, growthDue ? (s) => growRef.current(s) : null);
    return () => {
      preview(null);
      growthBus.show(null, null);
    };
  }, [growth, seat, preview, growthDue]);

  if (!me) return null;
  const acting = actingSeat(view);
  const has = (type: string) => legal.some((a) => a.type === type);
  const research = legal.filter((a) => a.type === 'research').map((a) => a.tech as string);
  const handled = new Set(['done', 'research', 'grow-metropolis', 'use-card', 'discard-event', 'keep-great-person', 'invest', 'spend-loot', 'play-unit', 'pass-battle-turn']);
  const others = legal.filter((a) => !handled.has(a.type));

  return (
    <section className="panel civ-panel" aria-label={t.panel}>
      <h2>{t.panel}</h2>
      <p data-testid="civ-round">{t.roundPhase(view.round, t.phase[view.phase] ?? view.phase, acting === null ? '' : (view.players[acting]?.name ?? ''))}</p>
      <p>{acting === seat ? t.yourTurn : acting !== null ? t.waiting(view.players[acting]?.name ?? '') : null}</p>
      <p data-testid="civ-counters">{t.counters(me.trade, me.culture, me.coinTokens)}</p>
      <p className="hint">
        {t.techs}: {me.techs.length === 0 ? t.noTechs : me.techs.map((x) => `${x.name} (${x.level})`).join(', ')}
      </p>
      <div className="buttons">
        {has('done') ? (
          <button type="button" className="primary" onClick={() => void act({ type: 'done' })}>
            {head?.kind === 'card-response' ? t.letPass : t.done}
          </button>
        ) : null}
      </div>
      {research.length > 0 ? <Research techs={research} act={act} /> : null}
      <Growth
        view={view}
        growth={growth}
        due={growthDue}
        hasCapital={!!capital}
        wantPreview={wantPreview}
        onToggle={() => setWantPreview((w) => !w)}
        onGrow={grow}
      />
      <PendingDecision {...props} view={view} legal={legal} />
      <CultureHand view={view} seat={seat} legal={legal} act={act} />
      <GreatPeople view={view} seat={seat} legal={legal} act={act} />
      <Abilities view={view} seat={seat} legal={legal} act={act} ask={ask} />
      <Investments view={view} seat={seat} legal={legal} act={act} />
      <Relics view={view} />
      <CityMarkers view={view} />
      <Wonders view={view} />
      {others.length > 0 ? <Others actions={others} act={act} view={view} /> : null}
      <p className="hint" data-testid="civ-legal-count">
        {t.legalCount(legal.length)}
      </p>
    </section>
  );
}

function Research({ techs, act }: { techs: string[]; act: ModulePanelProps['act'] }) {
  const [tech, setTech] = useState(techs[0]);
  const chosen = techs.includes(tech) ? tech : techs[0];
  return (
    <section className="civ-research" aria-label={t.research}>
      <h3>{t.research}</h3>
      <label>
        {t.techChoice}{' '}
        <select aria-label={t.techChoice} value={chosen} onChange={(e) => setTech(e.target.value)}>
          {techs.map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => void act({ type: 'research', tech: chosen })}>
        {t.researchTech(chosen)}
      </button>
    </section>
  );
}

function Growth(props: {
  view: CivView;
  growth: { capital: Square; candidates: MetropolisCandidate[] } | null;
  due: boolean;
  hasCapital: boolean;
  wantPreview: boolean;
  onToggle(): void;
  onGrow(square: Square): void;
}) {
  const { growth, due } = props;
  return (
    <section className={due ? 'civ-growth due' : 'civ-growth'} aria-label={t.growth}>
      <h3>{t.growth}</h3>
      {due ? <p role="status">{t.growthDue}</p> : null}
      {!props.hasCapital ? <p className="hint">{t.growthNone}</p> : null}
      {props.hasCapital && !due ? (
        <button type="button" onClick={props.onToggle}>
          {props.wantPreview ? t.growthHide : t.growthPreview}
        </button>
      ) : null}
      {growth ? (
        <ul className="civ-candidates">
          {growth.candidates.map((c) => (
            <li key={`${c.square.x},${c.square.y}`} className={c.ok ? 'ok' : 'refused'} data-square={`${c.square.x},${c.square.y}`}>
              <strong>{t.candidate(c.square.x, c.square.y)}</strong>{' '}
              {c.ok ? (
                <>
                  <span>{c.overbuilds.length ? t.overbuilds(c.overbuilds.map(placedName).join(', ')) : t.overbuildsNothing}</span>
                  {c.relocations.map((r) => (
                    <span key={r.figure}> · {t.stepsAside(figureKind(r.figure), r.to.x, r.to.y)}</span>
                  ))}
                  {due ? (
                    <button type="button" onClick={() => props.onGrow(c.square)}>
                      {t.growToward(c.square.x, c.square.y)}
                    </button>
                  ) : null}
                </>
              ) : (
                <span className="reason">
                  {c.rule}: {c.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingDecision({ view, seat, act, legal }: ModulePanelProps & { view: CivView; legal: Action[] }) {
  const head = view.pending[0] as Record<string, unknown> & { kind: string } | undefined;
  if (!head) return null;
  const name = (s: unknown) => (typeof s === 'number' ? (view.players[s]?.name ?? '') : String(s));
  if (head.kind === 'loot' && head.seat === seat) return <LootDialog view={view} loot={head.loot as number} loser={head.loser as number} act={act} />;
  if (head.kind === 'battle' && head.fight) return <BattleView view={view} seat={seat} act={act} legal={legal} battle={head as unknown as BattlePending} />;
  if (head.kind === 'battle') {
    const sq = head.square as Square;
    const declare = legal.filter((a) => a.type === 'declare-battle-result');
    return (
      <section className="civ-pending" aria-label={t.pending}>
        <h3>{t.pending}</h3>
        <p>{t.battle(name(head.attacker), name(head.defender), sq.x, sq.y)}</p>
        <div className="buttons">
          {declare.map((a) => (
            <button key={String(a.winner)} type="button" onClick={() => void act(a)}>
              {civActionWords(a, view)}
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (head.kind === 'greek-choice' && head.seat === seat) {
    return (
      <section className="civ-pending" aria-label={t.pending}>
        <h3>{t.pending}</h3>
        <div className="buttons">
          {legal
            .filter((a) => a.type === 'keep-great-person')
            .map((a) => (
              <button key={String(a.card)} type="button" onClick={() => void act(a)}>
                {t.keep(greatPersonName(String(a.card)))}
              </button>
            ))}
        </div>
      </section>
    );
  }
  return null;
}

function GreatPeople({ view, seat, legal, act }: { view: CivView; seat: number; legal: Action[]; act: ModulePanelProps['act'] }) {
  const me = view.players[seat];
  // One way to use a card (CIV-CARD-01): its `use-card` actions, with a choice of target when there are several.
  const usesOf = (card: string) => legal.filter((a) => a.type === 'use-card' && a.card === card);
  return (
    <section className="civ-great-people" aria-label={t.greatPeople}>
      <h3>{t.greatPeople}</h3>
      {me.gpCards.length === 0 ? <p className="hint">{t.noGreatPeople}</p> : null}
      <ul className="civ-cards">
        {me.gpCards.map((c) => {
          const card = GREAT_PERSON_BY_ID[c.id];
          return (
            <li key={c.id} className={c.faceUp ? 'card face-up' : 'card hidden'} data-card={c.id}>
              <strong>{card?.name ?? c.id}</strong> ({card?.type}) · {c.faceUp ? t.faceUpCard : t.hiddenCard}
              <div className="hint">{card?.effect}</div>
              <UseButton view={view} uses={usesOf(c.id)} label={t.use(card?.name ?? c.id)} act={act} />
            </li>
          );
        })}
      </ul>
      <p className="hint">{t.reserve(me.gpReserve.join(', '))}</p>
      <ul className="hint">
        {view.players
          .filter((p) => p.seat !== seat)
          .map((p) => (
            <li key={p.seat}>{t.othersGreatPeople(p.name, p.gpHidden, p.gpCards.filter((c) => c.faceUp).map((c) => greatPersonName(c.id)).join(', '))}</li>
          ))}
      </ul>
      <button type="button" onClick={() => void act({ type: 'gain-great-person', target: seat })}>
        {t.gainGreatPerson}
      </button>
    </section>
  );
}

function Investments({ view, seat, legal, act }: { view: CivView; seat: number; legal: Action[]; act: ModulePanelProps['act'] }) {
  if (!view.options.investmentDeck) return null;
  const me = view.players[seat];
  const can = new Set(legal.filter((a) => a.type === 'invest').map((a) => String(a.card)));
  return (
    <section className="civ-investments" aria-label={t.investments}>
      <h3>{t.investments}</h3>
      <p className="hint">{t.pool(view.investmentPool)}</p>
      <ul>
        {investmentTitles(view.options).map((id) => INVESTMENT_BY_ID[id]).map((card) => {
          const n = me.investments[card.id] ?? 0;
          const tier = activeTier(card.id, n);
          return (
            <li key={card.id} data-investment={card.id}>
              <strong>{card.title}</strong> · {t.markers(n)}
              <ol className="tiers">
                {card.tiers.map((x) => (
                  <li key={x.threshold} className={tier === x ? 'lit' : n >= x.threshold ? 'passed' : ''} aria-current={tier === x ? 'true' : undefined}>
                    {x.threshold}: {x.effect}
                  </li>
                ))}
              </ol>
              {can.has(card.id) ? (
                <button type="button" onClick={() => void act({ type: 'invest', card: card.id })}>
                  {t.invest(card.title)}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Relics({ view }: { view: CivView }) {
  const onMap = view.markers.filter((m) => m.kind === 'relic');
  return (
    <section className="civ-relics" aria-label={t.relics}>
      <h3>{t.relics}</h3>
      <ul>
        {onMap.map((m) => {
          const relic = 'relic' in m && m.relic ? RELIC_DATA[m.relic] : undefined;
          return <li key={`${m.at.x},${m.at.y}`}>{t.relicOnMap(relic?.name ?? 'Relic', m.at.x, m.at.y)}</li>;
        })}
        {view.relicsClaimed.map((r) => (
          <li key={r}>{t.relicClaimed(RELIC_DATA[r]?.name ?? r)}</li>
        ))}
      </ul>
    </section>
  );
}

function CityMarkers({ view }: { view: CivView }) {
  const marked = view.cities.filter((c) => c.marker);
  return (
    <section className="civ-city-markers" aria-label={t.cityMarkers}>
      <h3>{t.cityMarkers}</h3>
      <p className="hint">{t.fortPool(view.fortPool)}</p>
      {marked.length === 0 ? <p className="hint">{t.noCityMarkers}</p> : null}
      <ul>
        {marked.map((c) => (
          <li key={c.id}>{t.cityMarker(c.marker!, view.players[c.owner]?.name ?? '', c.centre.x, c.centre.y)}</li>
        ))}
      </ul>
    </section>
  );
}

function Wonders({ view }: { view: CivView }) {
  return (
    <section className="civ-wonders" aria-label={t.wonders}>
      <h3>{t.wonders}</h3>
      <p className="hint">{t.wondersLeft(view.wonderDeck)}</p>
      <ul>
        {view.wonderMarket.map((w, i) => {
          const wonder = w ? WONDER_BY_ID[w] : undefined;
          return <li key={i}>{wonder ? `${wonder.name} (${wonder.era}) · ${t.wonderCost(wonder.cost)} · ${wonder.effect}` : t.none}</li>;
        })}
        {Object.entries(view.wondersOwned).map(([w, owner]) => (
          <li key={w} className="owned">
            {t.wonderOwned(WONDER_BY_ID[w]?.name ?? w, view.players[owner]?.name ?? '')}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Others({ actions, act, view }: { actions: Action[]; act: ModulePanelProps['act']; view: CivView }) {
  const [index, setIndex] = useState(0);
  const chosen = actions[Math.min(index, actions.length - 1)];
  return (
    <section className="civ-others" aria-label={t.other}>
      <h3>{t.other}</h3>
      <select aria-label={t.otherChoice} value={Math.min(index, actions.length - 1)} onChange={(e) => setIndex(Number(e.target.value))}>
        {actions.slice(0, 400).map((a, i) => (
          <option key={i} value={i}>
            {civActionWords(a, view)}
          </option>
        ))}
      </select>{' '}
      <button type="button" onClick={() => void act(chosen)}>
        {t.doIt}
      </button>
    </section>
  );
}
