import { z } from 'zod';

const plan = z.object({
  sacrifice: z.object({ building: z.string(), bonusCommodity: z.string().optional() }).optional(),
  advances: z.array(z.string()).readonly(),
  build: z.object({ building: z.string(), area: z.string() }).optional(),
  payment: z.object({ cards: z.array(z.string()).readonly(), treasury: z.number().int().min(0) }),
  tradeEmpire: z.object({ card: z.string(), commodity: z.string() }).optional(),
  bonusCredits: z.record(z.string(), z.object({ red: z.number().int(), blue: z.number().int(), orange: z.number().int(), green: z.number().int(), yellow: z.number().int() }).partial()).optional(),
  freeAdvance: z.string().optional(),
});

const count = z.number().int().min(1).max(55);

/** ME-TRADEX-5/8: one side of a deal: the cards, the stated count and the two commodities named. */
const side = {
  cards: z.array(z.string()).min(1).max(60),
  named: z.tuple([z.string(), z.string()]),
  count: z.number().int().min(1).max(60),
};

/** Every action of the module. Manual board edits are plain, validated changes; the rest are scripted rules. */
export const actionSchema = z.discriminatedUnion('type', [
  // Manual tabletop phases (ME-TURN-1): board edits and phase-done.
  z.object({ type: z.literal('place-tokens'), area: z.string(), count }),
  z.object({ type: z.literal('remove-tokens'), area: z.string(), count }),
  z.object({ type: z.literal('barbarians'), area: z.string(), delta: z.number().int().min(-60).max(60) }),
  z.object({ type: z.literal('build-city'), area: z.string(), treasury: z.number().int().min(0).max(12).optional() }),
  z.object({ type: z.literal('remove-city'), area: z.string() }),
  z.object({ type: z.literal('reduce-city'), area: z.string() }),
  z.object({ type: z.literal('annex-city'), area: z.string() }),
  z.object({ type: z.literal('treasury'), delta: z.number().int().min(-55).max(55) }),
  z.object({ type: z.literal('draw-card'), stack: z.number().int().min(1).max(9) }),
  z.object({ type: z.literal('give-cards'), to: z.number().int().min(0), cards: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('discard-cards'), cards: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('check-buildings') }),
  z.object({ type: z.literal('phase-done') }),
  // Scripted board phases (ME-SEQ): tax rate, growth when short of stock, movement, ships.
  z.object({ type: z.literal('set-tax-rate'), rate: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('expand'), area: z.string(), back: z.boolean().optional() }),
  z.object({ type: z.literal('move-tokens'), from: z.string(), to: z.string(), count, via: z.string().optional() }),
  z.object({ type: z.literal('build-ship'), area: z.string(), pay: z.enum(['treasury', 'treasury-and-token', 'tokens']), tokenFrom: z.string().optional(), replace: z.string().optional() }),
  z.object({ type: z.literal('maintain-ship'), ship: z.string(), pay: z.enum(['treasury', 'token']), tokenFrom: z.string().optional() }),
  z.object({
    type: z.literal('sail'),
    ship: z.string(),
    path: z.array(z.string()).min(1).max(6),
    carry: z.number().int().min(0).max(6),
    // ME-MOVE-4: on the way the ship may drop tokens and pick up unmoved ones, at areas of its path before the last.
    stops: z.array(z.object({ at: z.string(), drop: z.number().int().min(0).max(6).optional(), pick: z.number().int().min(0).max(6).optional() })).max(5).optional(),
  }),
  z.object({ type: z.literal('end-movement') }),
  z.object({ type: z.literal('ship-losses'), ships: z.boolean() }),
  z.object({ type: z.literal('adjacent-losses'), adjacent: z.boolean() }),
  // Scripted choices of phases 4, 5c and 11 (ME-CONF2-2/10, ME-CITY-5): one answer to the question asked.
  z.object({ type: z.literal('conflict-choose'), area: z.string().optional(), wait: z.boolean().optional(), draw: z.boolean().optional(), treasury: z.number().int().min(0).max(3).optional() }),
  z.object({ type: z.literal('reduce-for-support'), area: z.string() }),
  // Scripted: Regression (phase 9), acquisition (phase 12), leaving.
  z.object({ type: z.literal('resolve-regression'), sacrifice: z.boolean(), destroyCities: z.array(z.string()) }),
  // Scripted calamity resolution (ME-CALX-2..7): one decision of the calamity resolving now.
  z.object({
    type: z.literal('calamity-choose'),
    area: z.string().optional(),
    seat: z.number().int().min(0).optional(),
    card: z.string().optional(),
    unit: z.enum(['token', 'city']).optional(),
    save: z.boolean().optional(),
  }),
  z.object({ type: z.literal('transact'), plan }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('claim-priority'), plan }),
  z.object({ type: z.literal('close-window') }),
  z.object({ type: z.literal('leave-game') }),
  // Scripted phase 10 (ME-ADVX-4): one special ability, or no more.
  z.object({
    type: z.literal('use-special'),
    advance: z.string(),
    area: z.string().optional(),
    count: z.number().int().min(1).max(5).optional(),
    treasury: z.number().int().min(1).max(5).optional(),
    cards: z.array(z.string()).max(60).optional(),
    seats: z.array(z.number().int().min(0)).max(5).optional(),
    moves: z.array(z.object({ from: z.string(), to: z.string(), count: z.number().int().min(1).max(5) })).min(1).max(5).optional(),
  }),
  z.object({ type: z.literal('pass-special') }),
  // Scripted card phases (ME-TCARD-7, ME-TRADEX): purchases in phase 6, the trade session of phase 7.
  z.object({ type: z.literal('buy-trade-card'), stack: z.number().int().min(1).max(9), free: z.boolean().optional() }),
  z.object({ type: z.literal('done-buying') }),
  z.object({ type: z.literal('offer-trade'), to: z.number().int().min(0), ...side }),
  z.object({ type: z.literal('answer-trade'), offer: z.number().int().min(1), ...side }),
  z.object({ type: z.literal('accept-trade'), offer: z.number().int().min(1) }),
  z.object({ type: z.literal('withdraw-offer'), offer: z.number().int().min(1) }),
  z.object({ type: z.literal('trade-done') }),
  z.object({ type: z.literal('close-trade') }),
]);

export type EmpiresAction = z.infer<typeof actionSchema>;
export type EmpiresActionType = EmpiresAction['type'];
export const ACTION_TYPES: readonly EmpiresActionType[] = actionSchema.options.map((o) => o.shape.type.value);

/** Box limit for barbarian tokens (a digital default: the catalogue gives no number). */
export const BARBARIAN_BOX = 60;

/** The action reference (docs/actions): what each action does, who sends it and when. */
export const ACTION_DOCS: Readonly<Record<EmpiresActionType, string>> = {
  'place-tokens': 'Manual phases: put tokens from your stock into a land area.',
  'remove-tokens': 'Manual phases: take your tokens from an area back to stock.',
  barbarians: 'Manual phases: add or remove barbarian tokens in an area (the box holds 60).',
  'build-city': 'City construction (or a manual phase): turn 6 of your tokens on a city site (12 elsewhere) into a city; with Architecture `treasury` pays up to half.',
  'remove-city': 'Manual phases: destroy the city in an area (it returns to its owner).',
  'reduce-city': 'Manual phases: replace the city in an area by tokens up to the area limit.',
  'annex-city': 'Manual phases: take over the city in an area with one of your own.',
  treasury: 'Manual phases: move tokens between your stock and your treasury.',
  'draw-card': 'Trade card acquisition: draw the top card of a stack.',
  'give-cards': 'Manual phases: hand cards to another player (not a non-tradeable calamity).',
  'discard-cards': 'Manual phases, or the hand limit after phase 12: discard cards.',
  'check-buildings': 'Manual phases: return any building standing outside its builder\'s region to the supply.',
  'phase-done': 'Manual phases and city construction: you are done; the phase ends when every player is.',
  'set-tax-rate': 'Tax collection, holders of Monarchy or Coinage: the tax rate for all your cities this turn.',
  expand: 'Population expansion, when your stock is short: one token into an area where you may grow; with `back` a token placed there earlier this phase comes back, to be placed elsewhere.',
  'move-tokens': 'Movement, on your turn: unmoved tokens step to a land-adjacent area (two steps `via` an area with Roadbuilding).',
  'build-ship': 'Movement, on your turn: build a ship in a coastal area holding your token, paid from treasury or tokens.',
  'maintain-ship': 'Movement, on your turn: keep a ship from an earlier turn (1 treasury or a token) so it may sail.',
  sail: 'Movement, on your turn: a ship sails along `path` with `carry` unmoved tokens from its area, who land at the end; `stops` drop tokens or pick up unmoved ones on the way.',
  'end-movement': 'Movement, on your turn: your movement is over (final); unkept ships are lost and the next player moves.',
  'ship-losses': 'Conflict, holders of Naval Warfare with a ship in a contested area: `ships` true takes your ships there as losses before your tokens this turn, false keeps them.',
  'adjacent-losses': 'Conflict, holders of Advanced Military in a contested area with tokens next door: `adjacent` true waits for the other conflicts and takes your losses there from land-adjacent areas this turn, false fights as usual.',
  'conflict-choose':
    'Conflict (phase 4, or phase 11), when a city attack waits for you: as the defender, `area` names which of your attacked cities is resolved next, or `wait` says you wait for your own attack first (short of tokens, once); as the attacker who took a city, `draw` says whether you draw a card from the defender, then `treasury` how many tokens (0-3) you move from stock into treasury.',
  'reduce-for-support': 'City construction (5c) or phase 11, when your tokens on the board cannot support all your cities: `area` names the city to reduce (cities built this turn first).',
  'resolve-regression': 'Calamity resolution: the holder of Regression steps back, or sacrifices his building or cities to prevent it.',
  'calamity-choose': 'Calamity resolution, when a calamity waits for you: name a secondary victim (`seat`), an area (`area`, with `unit` for damage), a card (`card`), or pay to `save`.',
  transact: 'Phase 12, on your turn: your one transaction (sacrifice, advances, building) and how you pay.',
  pass: 'Phase 12, on your turn: make no transaction.',
  'claim-priority': 'Phase 12, before your turn: claim priority with a complete transaction.',
  'close-window': 'Phase 12: the host closes the current priority dispute window.',
  'leave-game': 'Any time: leave the game for good.',
  'use-special': 'Phase 10, on your turn (A.S.T.-position order): use one special advance wholly: `area` (Fundamentalism, Monotheism, Politics annexing, Universal Doctrine with `count` barbarians), `treasury` (Politics), `cards` (Trade Routes), `seats` (Provincial Empire) or `moves` (Diaspora).',
  'pass-special': 'Phase 10, on your turn: use no more special abilities this turn.',
  'buy-trade-card': 'Trade card acquisition, on your turn to buy (after everyone drew): buy one card from `stack` (9 for 15; 2 and 7 with Cartography, 3 with Rhetoric, 6 and 8 with Mining); `free` takes Wonder of the World\'s free card from a stack above your city count. Paid before you see the card; an empty stack gives water.',
  'done-buying': 'Trade card acquisition, on your turn to buy: you buy no more cards (final); the next player buys.',
  'offer-trade': 'Trade: offer player `to` the `cards` (at least 3, never a non-tradeable calamity), declaring `count` (the number of cards) and `named`, two commodities truly among them. Only the two of you see the declaration; the table sees the card count. A deal runs: offer-trade, the other\'s answer-trade (his side; he may answer again), your accept-trade; either may withdraw-offer until then. A card may stand in several offers; the first deal takes it and the others lapse.',
  'answer-trade': 'Trade, to an offer made to you: your side of the deal (`cards`, `count`, `named` as for an offer). A new answer replaces your earlier one.',
  'accept-trade': 'Trade, to your offer once answered: the deal is made; all cards change hands at once.',
  'withdraw-offer': 'Trade: withdraw your offer, or decline an offer made to you.',
  'trade-done': 'Trade: you are done trading (final); the session ends when everyone is done or the time is up.',
  'close-trade': 'Trade: the host closes the session when the trade timer runs out (refused from a LAN guest, ME-TRADEX-1).',
};
