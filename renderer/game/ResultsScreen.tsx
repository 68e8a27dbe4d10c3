import { useState } from 'react';
import type { Outcome } from '../../models/core/module';
import type { SavedGameFile } from '../../models/core/saved-game';
import type { OpenedGame } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';
import { strings } from '../ui/strings';
import { messageOf } from './connection';
import { canPlayAgain } from './newGame';
import { Overlay, SeatName } from './panels';
import { summarise, type GameSummary } from './results';
import { ScoreChart } from './ScoreChart';
import { useLatestAnswer } from '../ui/useLatestAnswer';
import './results.css';

const t = strings.results;

/**
 * The end of a game: who won and what decided it, each player's score turn by turn, the module's main figures per
 * player, and the way to the replay. The saved game (seed and actions) is read back from the host and rebuilt here,
 * so the chart needs nothing the game did not keep.
 */
export function ResultsScreen({ service, game, outcome, onReplay, onPlayAgain, onClose }: { service: ServiceClient; game: OpenedGame; outcome: Outcome; onReplay?: (file: SavedGameFile) => void; onPlayAgain?: (file: SavedGameFile, sameDeal: boolean) => void; onClose: () => void }) {
  const [read, setRead] = useState<{ file: SavedGameFile; summary: GameSummary | null } | { error: string } | null>(null);
  useLatestAnswer(
    () => service.call('export-game', { gameId: game.gameId }),
    (f) => setRead({ file: f as SavedGameFile, summary: summarise(f as SavedGameFile) }),
    [service, game.gameId],
    (e) => setRead({ error: messageOf(e) }),
  );

  const nameOf = (seat: number) => game.players.find((p) => p.seat === seat)?.name ?? '';
  const winners = outcome.winners.map(nameOf).join(t.and);
  const summary = read && 'summary' in read ? read.summary : null;
  const tiebreak = summary?.final.tiebreak ?? null;
  const labels = t.figure[game.module] ?? {};
  const figureKeys = summary?.final.players[0]?.figures.map((f) => f.key) ?? [];
  return (
    <Overlay label={t.title} className="results">
      <h2>{t.title}</h2>
      <p className="results-winner">{outcome.winners.length > 1 ? t.winners(winners) : t.winner(winners)}</p>
      <p className="results-summary">{outcome.summary}</p>
      {summary ? <p className="results-tiebreak">{tiebreak ? (t.tiebreak[tiebreak] ?? t.noTiebreak) : t.noTiebreak}</p> : null}
      {read === null ? <p>{t.loading}</p> : null}
      {read && 'error' in read ? <p role="alert">{t.failed(read.error)}</p> : null}
      {summary ? (
        <>
          <ScoreChart history={summary.history} players={game.players} scoreName={t.score[game.module] ?? t.total} />
          <table className="results-figures" aria-label={t.figures}>
            <thead>
              <tr>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.score[game.module] ?? t.total}</th>
                {figureKeys.map((k) => (
                  <th key={k} scope="col">
                    {labels[k] ?? k}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.final.players.map((p) => {
                const player = game.players.find((x) => x.seat === p.seat);
                return (
                  <tr key={p.seat} aria-label={player?.name}>
                    <th scope="row">{player ? <SeatName player={player} /> : null}</th>
                    <td>{p.score}</td>
                    {p.figures.map((f) => (
                      <td key={f.key}>{f.value}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
      {read && 'file' in read ? <p className="results-deal">{t.deal(read.file.seed)}</p> : null}
      <div className="results-actions">
        {read && 'file' in read && onReplay ? (
          <button type="button" className="primary" onClick={() => onReplay(read.file)}>
            {t.replay}
          </button>
        ) : null}
        {read && 'file' in read && onPlayAgain && canPlayAgain(read.file) ? (
          <>
            <button type="button" title={t.playAgainHelp} onClick={() => onPlayAgain(read.file, false)}>
              {t.playAgain}
            </button>
            <button type="button" title={t.playAgainHelp} onClick={() => onPlayAgain(read.file, true)}>
              {t.playDealAgain}
            </button>
          </>
        ) : null}
        <button type="button" onClick={onClose}>
          {t.back}
        </button>
      </div>
    </Overlay>
  );
}
