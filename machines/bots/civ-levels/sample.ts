import type { Seat } from '../../../models/core/module';
import { seedRng, type Random } from '../../../models/core/rng';
import { deckCards } from '../../../models/civ/cards/events';
import { GREAT_PEOPLE } from '../../../models/civ/data/great-people';
import { HUT_MIX, markerIds, VILLAGE_MIX } from '../../../models/civ/data/markers';
import { unitDeck, UNIT_TYPES } from '../../../models/civ/data/units';
import { WONDER_BY_ID, WONDERS, WONDERS_PER_ERA_IN_DECK } from '../../../models/civ/data/wonders';
import { NEUTRAL_TILE_IDS } from '../../../models/civ/maps';
import type { CivState, Pending, PlayerState } from '../../../models/civ/state';
import type { CivView } from '../../../models/civ/view';

/**
 * Whether the seat's view holds all a sample needs: not while a battle is fought (the hands drawn for it are in
 * no view) nor while another seat chooses among cards the seat has not seen. The levels answer those by the easy rule.
 */
export function sampleable(view: CivView, seat: Seat): boolean {
  return view.pending.every((p) => !(p.kind === 'battle' && 'fight' in p && p.fight) && !((p.kind === 'greek-choice' || p.kind === 'event-choice') && p.seat !== seat));
}

/** Takes `n` from the front of a shuffled pool (fewer if it runs out). */
const take = (pool: string[], n: number) => pool.splice(0, Math.max(0, n));

/**
 * One full game state consistent with what the seat sees (determinization): everything on the table, its own hand,
 * forces and markers are as in its view; what nobody has shown it (facedown tiles, hut and village markers, the
 * decks' order, other seats' hands, forces and kept markers) is dealt at random from the pieces it has not seen.
 * The levels play the pure rules on such samples and never read the real state. Only for `sampleable` views.
 */
export function sampleState(view: CivView, seat: Seat, random: Random): CivState {
  const me = view.players[seat];
  // Facedown tiles: any neutral tile not showing.
  const shown = new Set(view.slots.map((s) => s.tileId).filter((t): t is string => t !== null));
  const tiles = random.shuffle(NEUTRAL_TILE_IDS.filter((t) => !shown.has(t)));
  const slots = view.slots.map((s) => (s.kind === 'neutral' && !s.revealed ? { col: s.col, row: s.row, kind: s.kind, rotation: s.rotation, revealed: false, tileId: tiles.shift() ?? null } : { ...s }));

  // Hut and village markers: those on the map, in the bags and kept by other seats, from the ones the seat does not hold.
  const mine = new Set(me.held);
  const huts = random.shuffle(markerIds('hut', HUT_MIX).filter((id) => !mine.has(id)));
  const villages = random.shuffle(markerIds('village', VILLAGE_MIX).filter((id) => !mine.has(id)));
  const markers = view.markers.map((m) => (m.kind === 'relic' ? m : { kind: m.kind, at: m.at, id: (m.kind === 'hut' ? huts : villages).shift() ?? `${m.kind}-unknown` }));
  const hutBag = take(huts, view.hutBag);
  const villageBag = take(villages, view.villageBag);
  const kept = random.shuffle([...huts, ...villages]);

  // Unit cards: the seat's own forces are known; the others' forces and the decks share the rest.
  const ownUnits = new Set(me.forces);
  const unitPools = Object.fromEntries(UNIT_TYPES.map((t) => [t, random.shuffle(unitDeck(t).filter((u) => !ownUnits.has(u)))])) as Record<string, string[]>;

  // Culture events: own hand and the discards are seen; the others' hands come from what is left.
  // (cards in a choice the seat is making, or in an event waiting for answers, are seen too)
  const ownCards = new Set([...me.cultureHand, ...view.pending.flatMap((p) => ((p.kind === 'event-choice' || p.kind === 'greek-choice') && typeof p.cards !== 'number' ? p.cards : p.kind === 'card-response' ? [p.card] : []))]);
  const waw = view.options.wawEvents === 'include';
  const culturePools = ([1, 2, 3] as const).map((d) => {
    const gone = new Set(view.cultureDiscards[d]);
    return random.shuffle(deckCards(d, waw).filter((c) => !ownCards.has(c) && !gone.has(c)));
  });
  const cultureDecks = { 1: take(culturePools[0], view.cultureDecks[1]), 2: take(culturePools[1], view.cultureDecks[2]), 3: take(culturePools[2], view.cultureDecks[3]) };
  const cultureLeft = random.shuffle(culturePools.flat());

  // Great people: the cards showing anywhere are seen, the facedown ones (deck, other seats) are dealt from the rest.
  const gpSeen = new Set([...view.gpDeck.faceUp, ...view.players.flatMap((p) => p.gpCards.map((c) => c.id)), ...ownCards]);
  const gpPool = random.shuffle(view.options.greatPersonDeck ? GREAT_PEOPLE.map((c) => c.id).filter((id) => !gpSeen.has(id)) : []);
  const gpDeck = [...view.gpDeck.faceUp.map((id) => ({ id, faceUp: true })), ...take(gpPool, view.gpDeck.size - view.gpDeck.faceUp.length).map((id) => ({ id, faceUp: false }))];

  const players: PlayerState[] = view.players.map((p) => {
    const { gpHidden, heldCount, cultureCards, forcesByType, ...rest } = p;
    if (p.seat === seat) return { ...rest };
    const forces = Object.entries(forcesByType).flatMap(([t, n]) => take(unitPools[t] ?? [], n));
    const cultureHand = take(cultureLeft, cultureCards);
    return { ...rest, forces, cultureHand, held: take(kept, heldCount), gpCards: [...p.gpCards, ...take(gpPool, gpHidden).map((id) => ({ id, faceUp: false }))] };
  });
  const unitDecks = Object.fromEntries(UNIT_TYPES.map((t) => [t, take(unitPools[t], view.unitDecks[t] ?? 0)]));

  return {
    options: view.options,
    layoutId: view.layoutId,
    cols: view.cols,
    rows: view.rows,
    slots,
    players,
    figures: view.figures,
    moved: view.moved,
    cities: view.cities,
    placed: view.placed,
    markers,
    terrainOverrides: view.terrainOverrides,
    hutBag,
    villageBag,
    market: view.market,
    buildingStock: view.buildingStock,
    wonderDeck: wonderDeck(view, random),
    wonderMarket: view.wonderMarket,
    wonderDiscard: view.wonderDiscard,
    wondersOwned: view.wondersOwned,
    obsoleteWonders: view.obsoleteWonders,
    gpDeck,
    gpSupply: view.gpSupply,
    unitDecks,
    cultureDecks,
    cultureDiscards: view.cultureDiscards,
    investmentPool: view.investmentPool,
    fortPool: view.fortPool,
    round: view.round,
    order: view.order,
    phase: view.phase,
    turn: view.turn,
    // Only sampleable views come here: their pending entries are the state's own.
    pending: view.pending as readonly Pending[],
    relicsClaimed: view.relicsClaimed,
    winner: view.winner,
    rng: seedRng(`civ-sample/${random.uint32()}`),
  };
}

/** The wonder deck: the era order it was stacked in (ancient on top), each era's unseen wonders shuffled. */
function wonderDeck(view: CivView, random: Random): string[] {
  const seen = new Set([...view.wonderMarket.filter((w): w is string => w !== null), ...view.wonderDiscard, ...Object.keys(view.wondersOwned)]);
  const eras = ['ancient', 'medieval', 'modern'] as const;
  const pool = (view.options.wonderPool === 'all' ? WONDERS : WONDERS.filter((w) => !w.expansion)).filter((w) => view.options.investmentDeck || !w.needsInvestments);
  const deck: string[] = [];
  const spare: string[] = [];
  for (const era of eras) {
    const seenOfEra = [...seen].filter((id) => WONDER_BY_ID[id]?.era === era).length;
    const left = random.shuffle(pool.filter((w) => w.era === era && !seen.has(w.id)).map((w) => w.id));
    const n = Math.max(0, WONDERS_PER_ERA_IN_DECK - seenOfEra);
    deck.push(...left.slice(0, n));
    spare.push(...left.slice(n));
  }
  // The count is what the view shows; the top of the deck is the earliest era still in it (padded from the box).
  while (deck.length < view.wonderDeck && spare.length > 0) deck.push(spare.shift() as string);
  return deck.slice(Math.max(0, deck.length - view.wonderDeck));
}
