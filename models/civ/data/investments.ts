export type InvestmentCardId = 'military-industrial-complex' | 'endowment-for-the-arts' | 'infrastructure' | 'patron-guilds' | 'public-works' | 'scholarship-fund';

export interface InvestmentTier {
  readonly threshold: number;
  readonly effect: string;
  /** Numbers the scripted rules read (combat bonus, production, tech discount, culture). */
  readonly combatBonus?: number;
  readonly techDiscount?: number;
  readonly artsCulture?: number;
  readonly cityProduction?: number;
  readonly handLimit?: number;
  /** Culture each culture-track step costs less (CIV-INVAB-02). */
  readonly cultureStepDiscount?: number;
  /** Production every city of the owner makes more (CIV-INVAB-03). */
  readonly everyCityProduction?: number;
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
  // CIV-INVAB-02: as the catalogue gives it; only the highest tier reached works (FF-INV-07).
  { id: 'endowment-for-the-arts', title: 'Endowment for the Arts', original: false, tiers: [
    { threshold: 1, effect: 'Culture hand limit +1', handLimit: 1 },
    { threshold: 2, effect: 'Each culture-track step costs 1 culture less', cultureStepDiscount: 1 },
    { threshold: 4, effect: 'Each culture-track step costs 2 culture less', cultureStepDiscount: 2 },
  ] },
  // CIV-INVAB-03: thresholds NOT FOUND; 2 / 4 / 6 is the catalogue's default.
  { id: 'infrastructure', title: 'Infrastructure', original: false, tiers: [
    { threshold: 2, effect: 'Every city makes 1 more production', everyCityProduction: 1 },
    { threshold: 4, effect: 'Every city makes 2 more production', everyCityProduction: 2 },
    { threshold: 6, effect: 'Every city makes 3 more production', everyCityProduction: 3 },
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

/**
 * CIV-INVAB-01..04: the four titles each player owns. `catalogue`: the titles the catalogue found, with Scholarship
 * Fund standing in for the card known only as "PE" (CIV-INVAB-04, NOT FOUND); `proposed`: Tessera's own set (civ.md C2).
 */
export const INVESTMENT_SETS: Readonly<Record<'catalogue' | 'proposed', readonly InvestmentCardId[]>> = {
  catalogue: ['military-industrial-complex', 'endowment-for-the-arts', 'infrastructure', 'scholarship-fund'],
  proposed: ['military-industrial-complex', 'patron-guilds', 'public-works', 'scholarship-fund'],
};

/** The investment titles of a game (older saved games have no set and keep Tessera's own). */
export function investmentTitles(options: { readonly investmentSet?: 'catalogue' | 'proposed' }): readonly InvestmentCardId[] {
  return INVESTMENT_SETS[options.investmentSet ?? 'proposed'];
}
