/** The results screen's words: a section of the one catalogue (renderer/ui/strings.ts). */
export const resultsStrings = {
  title: 'Game over',
  winner: (names: string) => `Winner: ${names}`,
  winners: (names: string) => `Winners: ${names}`,
  and: ' and ',
  /** What decided the winners when the score did not. */
  tiebreak: {
    'most-buildings': 'Equal Ecus: the most buildings on Might and Faith decided.',
    shared: 'Nothing separates them: they share the victory.',
    'own-building': 'Equal points: owning one\u2019s own civilization\u2019s special building with control decided.',
    'owns-building': 'Equal points: owning a special building decided.',
    'ast-position': 'Equal points: the position on the A.S.T. decided.',
    'advances-6': 'Equal points: the number of 6-point advances decided.',
    'advances-3': 'Equal points: the number of 3-point advances decided.',
    'ast-ranking': 'Equal points: the A.S.T. ranking decided.',
    'advances-price': 'Equal points: the total price of the advances bought decided.',
    'best-credit': 'Equal points: the largest credit in one colour decided.',
    'all-credit': 'Equal points: all credits together decided.',
    cities: 'Equal points: the number of cities decided.',
    tokens: 'Equal points: the tokens on the board decided.',
    'player-order': 'Several players reached a victory at once: player order decided.',
  } as Record<string, string>,
  noTiebreak: 'No tiebreak was needed.',
  chart: 'Score over the game',
  chartLabel: (score: string) => `A line per player: ${score} at the end of each turn`,
  turnAxis: 'Turn',
  /** The score on the chart's vertical axis, per game. */
  score: { khronos: 'Ecus', empires: 'Victory points', civ: 'Progress to the nearest victory (%)' } as Record<string, string>,
  figures: 'Figures',
  player: 'Player',
  /** Each game's figure names, by the key its module gives them. */
  figure: {
    khronos: { might: 'Buildings on Might', faith: 'Buildings on Faith', reason: 'Buildings on Reason' },
    empires: { cities: 'Cities', advances: 'Advances (points)', ast: 'A.S.T. step', astPoints: 'A.S.T. (points)', lateIron: 'Late Iron bonus', buildings: 'Special buildings (points)' },
    civ: { culture: 'Culture track', tech: 'Highest tech level', economic: 'Coins', military: 'Military ranks' },
  } as Record<string, Record<string, string>>,
  total: 'Score',
  replay: 'Watch the replay',
  back: 'Back to the table',
  show: 'Results',
  loading: 'Adding up the game\u2026',
  failed: (message: string) => `The results could not be read: ${message}`,
};
