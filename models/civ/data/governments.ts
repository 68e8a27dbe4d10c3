import type { GovernmentId } from './civs';

export interface Government {
  readonly id: GovernmentId;
  readonly name: string;
  /** Effects kept as data (CIV-GOV-04); the core-printing texts were not found, these are W&W-style stand-ins. */
  readonly effect: string;
  readonly cityProduction?: number;
  readonly combatBonus?: number;
  readonly handSize?: number;
  readonly coins?: number;
  readonly stack?: number;
  readonly unlocked: 'always' | 'tech' | 'never';
}

export const GOVERNMENTS: Readonly<Record<GovernmentId, Government>> = {
  despotism: { id: 'despotism', name: 'Despotism', effect: 'Each city makes 1 more production.', cityProduction: 1, unlocked: 'always' },
  monarchy: { id: 'monarchy', name: 'Monarchy', effect: 'Stacking limit +1.', stack: 1, unlocked: 'tech' },
  feudalism: { id: 'feudalism', name: 'Feudalism', effect: 'Combat bonus +2.', combatBonus: 2, unlocked: 'tech' },
  republic: { id: 'republic', name: 'Republic', effect: 'Each city makes 1 more trade (manual).', unlocked: 'tech' },
  democracy: { id: 'democracy', name: 'Democracy', effect: 'One more coin.', coins: 1, unlocked: 'tech' },
  fundamentalism: { id: 'fundamentalism', name: 'Fundamentalism', effect: 'Combat bonus +4 and battle hand +1.', combatBonus: 4, handSize: 1, unlocked: 'tech' },
  communism: { id: 'communism', name: 'Communism', effect: 'Each city makes 1 more production.', cityProduction: 1, unlocked: 'tech' },
  anarchy: { id: 'anarchy', name: 'Anarchy', effect: 'The capital takes no city action.', unlocked: 'never' },
};
