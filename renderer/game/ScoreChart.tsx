import type { OpenedGame } from '../../models/core/service';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { chartScale, type ScorePoint } from './results';

const t = strings.results;
const W = 440;
const H = 180;
const PAD = { left: 40, right: 12, top: 10, bottom: 30 };

/** Each player's score at the end of each turn, one line per player in the seat's colour, with the turn and score axes. */
export function ScoreChart({ history, players, scoreName }: { history: readonly ScorePoint[]; players: OpenedGame['players']; scoreName: string }) {
  const s = chartScale(history, W, H);
  const ticks = [0, s.top / 2, s.top];
  return (
    <figure className="score-chart">
      <figcaption>{t.chart}</figcaption>
      <svg role="img" aria-label={t.chartLabel(scoreName)} viewBox={`0 0 ${W + PAD.left + PAD.right} ${H + PAD.top + PAD.bottom}`} width={W + PAD.left + PAD.right} height={H + PAD.top + PAD.bottom}>
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={0} x2={W} y1={s.y(v)} y2={s.y(v)} className="grid" />
              <text x={-6} y={s.y(v) + 4} textAnchor="end">
                {Math.round(v)}
              </text>
            </g>
          ))}
          {history.map((p) => (
            <text key={p.turn} x={s.x(p.turn)} y={H + 16} textAnchor="middle">
              {p.turn}
            </text>
          ))}
          <text x={W / 2} y={H + 29} textAnchor="middle" className="axis-name">
            {t.turnAxis}
          </text>
          {players.map((pl) => {
            const colour = seatColour(pl.color).hex;
            const points = history.filter((p) => p.scores[pl.seat] !== undefined).map((p) => `${s.x(p.turn).toFixed(1)},${s.y(p.scores[pl.seat]).toFixed(1)}`);
            return (
              <g key={pl.seat} data-seat={pl.seat} aria-label={pl.name}>
                <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth={2.5} />
                {points.map((pt) => {
                  const [x, y] = pt.split(',');
                  return <circle key={pt} cx={x} cy={y} r={3} fill={colour} />;
                })}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
