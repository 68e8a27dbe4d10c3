import type { Ability, SpecialKind } from '../../../models/empires/advances/abilities';

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;
const COLOUR: Record<string, string> = { red: 'red', blue: 'blue', orange: 'orange', green: 'green', yellow: 'yellow' };

/** Each special ability's name as a player says it. */
const SPECIAL: Record<SpecialKind, string> = {
  fundamentalism: 'Fundamentalism',
  'universal-doctrine': 'Universal Doctrine',
  'trade-routes': 'Trade Routes',
  politics: 'Politics',
  monotheism: 'Monotheism',
  'provincial-empire': 'Provincial Empire',
  diaspora: 'Diaspora',
};

const SPECIAL_WORDS: Record<SpecialKind, string> = {
  fundamentalism: 'Phase 10: destroy every other unit in one area next to yours.',
  'universal-doctrine': 'Phase 10: take over a pirate city or up to 5 barbarians anywhere.',
  'trade-routes': 'Phase 10: turn commodity cards into treasury at twice their face value.',
  politics: 'Phase 10: take up to 5 tokens into treasury, or buy out an area next to yours at 1 treasury a unit point.',
  monotheism: 'Phase 10: take over every unit in one area next to yours.',
  'provincial-empire': 'Phase 10: up to five neighbours each hand you a commodity worth 2 or more.',
  diaspora: 'Phase 10: move up to 5 of your tokens anywhere within the limits.',
};

/** The words of the advances' abilities and of phase 10 (ME-ADVX): a section of the one catalogue. */
export const empiresAdvancesStrings = {
  yourAdvances: 'Your advances',
  noAdvances: 'No advances yet.',
  credits: (parts: readonly [string, number][]) => (parts.length ? `Credits: ${parts.map(([c, n]) => `${COLOUR[c] ?? c} ${n}`).join(', ')}` : 'No credits'),
  namedCredit: (advance: string, n: number) => `${n} off ${advance}`,
  bonusCredits: (parts: readonly [string, number][]) => `Chosen credit points: ${parts.map(([c, n]) => `${COLOUR[c] ?? c} ${n}`).join(', ')}`,
  /** '' for an advance that only gives credits (or acts only on calamities). */
  ability: (a: Ability): string => {
    switch (a.kind) {
      case 'shipMoves': return `Your ships sail ${a.value} steps.`;
      case 'shipCapacity': return `Your ships carry ${tokens(a.value)}.`;
      case 'crossOpenSea': return 'Your ships may cross open sea.';
      case 'landMoves': return `Your tokens may move ${a.value} areas by land.`;
      case 'taxRateDelta': return a.deltas.length > 1 ? 'You may lower or raise your tax rate by one.' : 'You may raise your tax rate by one.';
      case 'noTaxRevolt': return 'Your cities never revolt over taxes.';
      case 'populationLimitBonus': return `Areas of limit ${a.maxLimit} or less hold ${a.value} more of yours while you are alone there.`;
      case 'cityAreaToken': return `Your city areas may keep ${tokens(a.value)} of yours.`;
      case 'cityDefence': return `Others need ${a.defend} tokens to take your cities; you need ${a.attack}.`;
      case 'removesSecondInConflict': return 'In conflicts the others remove their tokens first.';
      case 'shipsAsLosses': return 'Your ships may be taken as conflict losses.';
      case 'lossesFromAdjacent': return 'Conflict losses may come from areas next door; you may wait for other conflicts.';
      case 'movesAfterNonHolders': return 'You move after everyone without Military.';
      case 'closesCityAreas': return 'Others may not enter your city areas unless a conflict is already there.';
      case 'entersClosedCityAreas': return 'You may enter city areas closed by Diplomacy.';
      case 'forbidsConflict': return 'Others may not start a conflict in your areas.';
      case 'causesForbiddenConflict': return 'You may start conflicts where Cultural Ascendancy forbids it.';
      case 'protectedFrom': return `Protected against ${SPECIAL[a.special]}.`;
      case 'supportRateDelta': return `Each of your cities needs ${tokens(2 + a.value)} on the board.`;
      case 'countsAsCityForAst': return 'Counts as one more city on the A.S.T.';
      case 'purchaseBonusCredits': return `Gave ${a.points} credit points in colours you chose.`;
      case 'freeAdvance': return `Brought a free ${a.colour === 'green' ? 'Science' : a.colour} advance printed below ${a.below}.`;
      case 'discountOther': return `${a.amount} off one other advance bought with it.`;
      case 'treasuryWorth': return `Treasury counts ${a.value} a token when buying advances.`;
      case 'treasuryForCity': return 'Once a turn, treasury may pay up to half a city.';
      case 'cityFromNeighbours': return `Once a turn, a wilderness city may use up to ${tokens(a.tokens)} from next door.`;
      case 'substituteCommodity': return 'Once a turn, one card of equal or higher value completes a set.';
      case 'tradeCards': return 'Changes what you may draw or keep of the trade cards.';
      case 'special': return SPECIAL_WORDS[a.special];
      case 'none': return '';
    }
  },
  // Purchase bonuses (ME-ADVX-5)
  purchaseBonuses: 'Bonuses of this purchase',
  creditsFrom: (advance: string, points: number) => `${advance}: ${points} credit points, 5 at a time, in`,
  creditPiece: (advance: string, n: number) => `${advance}, 5 points number ${n}`,
  colour: (c: string) => COLOUR[c] ?? c,
  freeAdvance: 'Free advance (Anatomy)',
  noFreeAdvance: 'None',
  // Phase 10
  specials: 'Special abilities',
  specialsOrder: 'Order (A.S.T.-position)',
  specialsNow: (name: string) => `${name} acts now.`,
  specialsWait: (name: string) => `Waiting for ${name}.`,
  specialName: (s: SpecialKind) => SPECIAL[s],
  passSpecials: 'Use no more special abilities',
  noLegalUse: (reason: string | null) => (reason ? `Not usable now: ${reason}` : 'Not usable now: no legal target.'),
  useIn: (special: string, area: string) => `${special}: ${area}`,
  useCount: (special: string, area: string, n: number) => `${special}: ${tokens(n)} in ${area}`,
  useTreasury: (n: number) => `Politics: ${tokens(n)} into treasury`,
  useCards: (n: number, value: number) => `Trade Routes: ${n} ${n === 1 ? 'card' : 'cards'} for ${value} treasury`,
  useSeats: (names: string) => `Provincial Empire: ${names}`,
  useMove: (from: string, to: string, n: number) => `Diaspora: ${tokens(n)} from ${from} to ${to}`,
  specialTarget: 'Target area',
  pickTarget: 'Choose (or click a lit area on the map)',
  lit: 'Target here',
};
