/**
 * FF-TECH-02 / C4: culture events that name F&F concepts and so are probably among its ten new cards. Only these
 * are known; culture events are played by hand at the table (CIV-CULT-06), so this is reference data.
 */
export interface CultureEvent {
  readonly name: string;
  readonly section: 1 | 2 | 3;
  readonly copies: number;
  readonly timing: 'start-of-turn';
  readonly effect: string;
  readonly certainty: 'probable';
}

export const FF_CULTURE_EVENTS: readonly CultureEvent[] = [
  { name: 'Counterfeiters', section: 1, copies: 2, timing: 'start-of-turn', effect: 'Pick a player: they discard a coin token you choose (investments are safe).', certainty: 'probable' },
  { name: 'Depression', section: 2, copies: 1, timing: 'start-of-turn', effect: 'Up to two rivals each discard a coin token you choose (investments are safe).', certainty: 'probable' },
  { name: 'Bank Scandal', section: 3, copies: 1, timing: 'start-of-turn', effect: 'Every rival discards a coin token you choose (investments are safe).', certainty: 'probable' },
  { name: 'Flooding', section: 2, copies: 1, timing: 'start-of-turn', effect: 'A disaster marker, water side up, covers a non-mountain square with no figures or tokens; it is water for good.', certainty: 'probable' },
];
