export type InvestmentCardId = 'military-industrial-complex' | 'patron-guilds' | 'public-works' | 'scholarship-fund';

export interface InvestmentTier {
  readonly threshold: number;
  readonly effect: string;
  /** Numbers the scripted rules read (combat bonus, production, tech discount, culture). */
  readonly combatBonus?: number;
  readonly techDiscount?: number;
  readonly artsCulture?: number;
  readonly cityProduction?: number;
  readonly handLimit?: number;
}

export interface InvestmentCard {
  readonly id: InvestmentCardId;
  readonly title: string;
  readonly original: boolean;
  readonly tiers: readonly InvestmentTier[];
}

/**
 * C2: each player owns these four titles in their colour (20 cards for 5 players). Only MIC keeps the seed's numbers;
 * the other three are Tessera's own stand-ins until the printed cards are transcribed.
 */
export const INVESTMENT_CARDS: readonly InvestmentCard[] = [
  { id: 'military-industrial-complex', title: 'Military-Industrial Complex', original: false, tiers: [
    { threshold: 2, effect: '+4 combat bonus', combatBonus: 4 },
    { threshold: 4, effect: '+8 combat bonus', combatBonus: 8 },
    { threshold: 6, effect: '+12 combat bonus', combatBonus: 12 },
  ] },
  { id: 'patron-guilds', title: 'Patron Guilds', original: true, tiers: [
    { threshold: 1, effect: 'Once a turn, an arts city earns 1 more culture', artsCulture: 1 },
    { threshold: 3, effect: 'Once a turn, an arts city earns 2 more culture; hand limit +1', artsCulture: 2, handLimit: 1 },
    { threshold: 5, effect: 'Once a turn, an arts city earns 3 more culture; hand limit +1', artsCulture: 3, handLimit: 1 },
  ] },
  { id: 'public-works', title: 'Public Works', original: true, tiers: [
    { threshold: 2, effect: 'Once a turn, one build action gets 2 more production', cityProduction: 2 },
    { threshold: 4, effect: 'Once a turn, one build action gets 3 more production', cityProduction: 3 },
    { threshold: 6, effect: 'Every build action gets 2 more production', cityProduction: 2 },
  ] },
  { id: 'scholarship-fund', title: 'Scholarship Fund', original: true, tiers: [
    { threshold: 2, effect: 'Techs cost 2 less trade', techDiscount: 2 },
    { threshold: 4, effect: 'Techs cost 4 less trade', techDiscount: 4 },
    { threshold: 6, effect: 'Techs cost 4 less trade and learning a tech earns 2 culture', techDiscount: 4 },
  ] },
];

export const INVESTMENT_BY_ID: Readonly<Record<InvestmentCardId, InvestmentCard>> = Object.fromEntries(INVESTMENT_CARDS.map((c) => [c.id, c])) as Record<InvestmentCardId, InvestmentCard>;
export const INVESTMENT_IDS = INVESTMENT_CARDS.map((c) => c.id);
