import type { LogLine, Seat } from './seat';
import type { Random } from '../core/rng';
import { abilitiesHeld, hasAbility, type AbilityKind } from './advances/abilities';
import { BARBARIAN_BOX } from './actions';
import { cardLabel } from './cards';
import { civ } from './data/civilizations';
import { rankingOrder } from './census';
import { indexMap } from './map';
import { buildingLimitBonus, type Party } from './population';
import { player, tokenEntries, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from './state';

const holds = (state: EmpiresState, party: Party, kind: AbilityKind) => party !== 'barbarians' && hasAbility(state, party, kind);
/** ME-CONF2-9/10: Engineering's city defence, if the party holds it. */
const defence = (state: EmpiresState, party: Party) => (party === 'barbarians' ? undefined : abilitiesHeld(state, party, 'cityDefence')[0]?.ability);

/** Tokens a move would add, to ask "would this cause a conflict?" without building the next state. */
export type Extra = { readonly seat: Seat; readonly count: number } | undefined;

/** The parties with tokens in an area (ME-CONF2-8: barbarians are one party). */
export function parties(state: EmpiresState, area: string, extra?: Extra): { party: Party; count: number }[] {
  const a = state.areas[area];
  const out: { party: Party; count: number }[] = [];
  const { seats, counts } = tokenEntries(a.tokens);
  for (let i = 0; i < seats.length; i++) {
    const count = counts[i] + (extra && extra.seat === seats[i] ? extra.count : 0);
    if (count > 0) out.push({ party: seats[i], count });
  }
  if (extra && extra.count > 0 && !(extra.seat in a.tokens)) out.push({ party: extra.seat, count: extra.count });
  if (a.barbarians > 0) out.push({ party: 'barbarians', count: a.barbarians });
  return out;
}

/** The limit a token conflict is fought down to: the printed limit, with a building's bonus as SB-POP-7 allows. */
export function conflictLimit(state: EmpiresState, area: string): number {
  const printed = indexMap(state.map).area[area].limit;
  return state.areas[area].barbarians > 0 || !state.options.sharedAreaBonus ? printed : printed + buildingLimitBonus(state, area);
}

/**
 * ME-CONF2-1: a token conflict: two or more parties over the limit, or two or more parties in an area with a
 * city. (A city attack is one party's tokens in an enemy or pirate city's area.)
 */
export function isTokenConflict(state: EmpiresState, area: string, extra?: Extra): boolean {
  // Most areas hold one party or none: answered without listing the parties.
  if (!extra && partiesAtMost1(state.areas[area])) return false;
  const ps = parties(state, area, extra);
  if (ps.length < 2) return false;
  if (state.areas[area].city) return true;
  return ps.reduce((t, p) => t + p.count, 0) > conflictLimit(state, area);
}

/** ME-TERM-8: an area where a conflict situation stands (token conflict or city attack). */
export function isConflictSituation(state: EmpiresState, area: string, extra?: Extra): boolean {
  return isTokenConflict(state, area, extra) || attackerOf(state, area, extra) !== null;
}

/** ME-CONF2-1: the single party whose tokens stand in another's (or a pirate) city's area. */
export function attackerOf(state: EmpiresState, area: string, extra?: Extra): Party | null {
  const city = state.areas[area].city;
  // Most areas hold no city: answer before counting the parties.
  if (!city) return null;
  const ps = parties(state, area, extra);
  if (ps.length !== 1) return null;
  const p = ps[0].party;
  if (city.owner === 'pirate') return p === 'barbarians' ? null : p;
  return p === city.owner ? null : p;
}

function setCount(state: EmpiresState, area: string, party: Party, count: number): EmpiresState {
  if (party === 'barbarians') return withArea(state, area, { barbarians: count });
  const before = state.areas[area].tokens[party] ?? 0;
  const s = withTokens(state, area, party, count);
  return withPlayer(s, party, { stock: player(s, party).stock + before - count });
}

const shipsFirst = (state: EmpiresState, party: Party) => party !== 'barbarians' && state.input.shipLosses?.[party] === true && holds(state, party, 'shipsAsLosses');

/** Advanced Military holders who chose so (ME-CONF2-6). */
const fromNeighbours = (state: EmpiresState, party: Party) => party !== 'barbarians' && state.input.adjacentLosses?.[party] === true && holds(state, party, 'lossesFromAdjacent');

/**
 * ME-CONF2-6: where an Advanced Military holder takes a loss instead of the contested area: the land-adjacent
 * area holding most of his tokens (the digital choice; ties by area id), recounted each time; null if none.
 */
function neighbourLoss(state: EmpiresState, area: string, party: Party): string | null {
  if (!fromNeighbours(state, party)) return null;
  const mine = (a: string) => state.areas[a].tokens[party as Seat] ?? 0;
  const near = (indexMap(state.map).land[area] ?? []).filter((a) => mine(a) > 0).sort((a, b) => mine(b) - mine(a) || a.localeCompare(b));
  return near[0] ?? null;
}

const over = (state: EmpiresState, area: string) => {
  const ps = parties(state, area);
  if (ps.length < 2) return false;
  return state.areas[area].city ? true : ps.reduce((t, p) => t + p.count, 0) > conflictLimit(state, area);
};

/**
 * ME-CONF2-4/5/6/7: rounds; in each the party with fewest tokens removes one first, then the next (ties at once);
 * Metalworking holders remove after every non-holder. It stops at once, even in mid-round, when the area is
 * within its limit (no city) or a single party is left. Removed tokens go to stock.
 */
export function fight(state: EmpiresState, area: string): { state: EmpiresState; removed: Map<Party, number> } {
  // ME-CONF2-6: a loss taken as a ship or next door leaves the area's count: those fights go loss by loss.
  if (parties(state, area).some((p) => shipsFirst(state, p.party) || fromNeighbours(state, p.party))) return fightLossByLoss(state, area);
  // The rounds are played on the counts alone, then written to the board once per party: a copy of the board per
  // token removed made a big conflict slow. The parties keep their order (seats ascending, then barbarians).
  const start = new Map(parties(state, area).map((p) => [p.party, p.count]));
  const counts = new Map(start);
  const removed = new Map<Party, number>();
  const city = !!state.areas[area].city;
  const printed = indexMap(state.map).area[area].limit;
  // conflictLimit as the barbarians' presence changes during the fight.
  const limitWithout = state.options.sharedAreaBonus ? printed + buildingLimitBonus(state, area) : printed;
  const standing = () => [...counts].filter(([, n]) => n > 0).map(([party, count]) => ({ party, count }));
  const isOver = () => {
    const ps = standing();
    if (ps.length < 2) return false;
    return city ? true : ps.reduce((t, p) => t + p.count, 0) > ((counts.get('barbarians') ?? 0) > 0 ? printed : limitWithout);
  };
  const metal = (p: Party) => (holds(state, p, 'removesSecondInConflict') ? 1 : 0);
  for (let guard = 0; guard < 200 && isOver(); guard++) {
    const groups = new Map<string, Party[]>();
    for (const p of standing().sort((a, b) => metal(a.party) - metal(b.party) || a.count - b.count)) {
      const key = `${metal(p.party)}/${p.count}`;
      groups.set(key, [...(groups.get(key) ?? []), p.party]);
    }
    for (const group of groups.values()) {
      if (!isOver()) break;
      for (const party of group) {
        const now = counts.get(party) ?? 0;
        if (now <= 0) continue;
        counts.set(party, now - 1);
        removed.set(party, (removed.get(party) ?? 0) + 1);
      }
    }
  }
  let s = state;
  for (const [party, n] of counts) if (n !== start.get(party)) s = setCount(s, area, party, n);
  return { state: s, removed };
}

/** The fight of `fight`, one loss at a time on the board, for holders who take losses as ships or next door. */
function fightLossByLoss(state: EmpiresState, area: string): { state: EmpiresState; removed: Map<Party, number> } {
  let s = state;
  const removed = new Map<Party, number>();
  for (let guard = 0; guard < 200 && over(s, area); guard++) {
    const ps = parties(s, area);
    const metal = (p: Party) => (holds(s, p, 'removesSecondInConflict') ? 1 : 0);
    const groups = new Map<string, Party[]>();
    for (const p of [...ps].sort((a, b) => metal(a.party) - metal(b.party) || a.count - b.count)) {
      const key = `${metal(p.party)}/${p.count}`;
      groups.set(key, [...(groups.get(key) ?? []), p.party]);
    }
    for (const group of groups.values()) {
      if (!over(s, area)) break;
      for (const party of group) {
        const now = parties(s, area).find((q) => q.party === party);
        if (!now) continue;
        // ME-CONF2-6: a Naval Warfare holder who chose so loses a ship of his there instead of a token.
        const ship = shipsFirst(s, party) ? s.ships.find((x) => x.owner === party && x.at === area) : undefined;
        const next = ship ? null : neighbourLoss(s, area, party);
        if (ship) s = withRecords(s, { ships: s.ships.filter((x) => x !== ship) });
        else if (next) s = setCount(s, next, party, (s.areas[next].tokens[party as Seat] ?? 0) - 1);
        else s = setCount(s, area, party, now.count - 1);
        removed.set(party, (removed.get(party) ?? 0) + 1);
      }
    }
  }
  return { state: s, removed };
}

const partyName = (state: EmpiresState, p: Party) => (p === 'barbarians' ? 'the barbarians' : state.players[p].name);

/** ME-CONF2-9: tokens an attack needs: 7; Engineering makes it 8 against a holder, 6 for a holder. */
export function attackNeeds(state: EmpiresState, area: string, attacker: Party): number {
  const owner = state.areas[area].city!.owner;
  const def = owner === 'pirate' ? undefined : defence(state, owner);
  const att = defence(state, attacker);
  if (attacker === 'barbarians') return def && state.options.engineeringVsBarbarians ? def.defend : 7;
  if (def && !att) return def.defend;
  if (att && !def) return att.attack;
  return 7;
}

/** ME-CONF2-10 (Engineering count): tokens that replace a taken city. */
export function replacementTokens(state: EmpiresState, area: string, attacker: Party): number {
  const owner = state.areas[area].city!.owner;
  if (owner === 'pirate') return 6;
  const defEng = defence(state, owner) !== undefined;
  const attEng = defence(state, attacker) !== undefined;
  if (defEng && !attEng) return Number(state.options.engineeringDefenderTokens);
  if (attEng && !defEng) return 5;
  return 6;
}

/** ME-CONF2-9: whether the attack standing in the area falls short of the tokens it needs. */
export function attackFails(state: EmpiresState, area: string): boolean {
  const attacker = attackerOf(state, area)!;
  return parties(state, area)[0].count < attackNeeds(state, area, attacker);
}

/** ME-CONF2-9, ME-SHIP-6: a failed attack: the attackers (and, with Naval Warfare, their ships there) are lost. */
export function loseAttack(state: EmpiresState, area: string): { state: EmpiresState; log: LogLine[] } {
  const attacker = attackerOf(state, area)!;
  const city = state.areas[area].city!;
  const name = indexMap(state.map).area[area].name;
  const count = parties(state, area)[0].count;
  const need = attackNeeds(state, area, attacker);
  const defender = city.owner === 'pirate' ? 'the pirates' : state.players[city.owner].name;
  let s = setCount(state, area, attacker, 0);
  const log: LogLine[] = [{ text: `The attack of ${partyName(state, attacker)} on the city of ${defender} in ${name} fails (${count} of ${need} tokens); the attackers are lost.`, rule: 'ME-CONF2-9' }];
  const sunk = holds(s, attacker, 'shipsAsLosses') ? s.ships.filter((x) => x.owner === attacker && x.at === area) : [];
  if (sunk.length) {
    s = withRecords(s, { ships: s.ships.filter((x) => !sunk.includes(x)) });
    log.push({ text: `${partyName(state, attacker)} also lose${sunk.length === 1 ? 's a ship' : ` ${sunk.length} ships`} there (Naval Warfare).`, rule: 'ME-SHIP-6' });
  }
  return { state: s, log };
}

/** ME-CONF2-10 steps (1) and (2), ME-CONF2-11: the taken city becomes the defender's tokens (barbarians for a pirate city), fought out. */
export function takeCity(state: EmpiresState, area: string): { state: EmpiresState; log: LogLine[] } {
  const attacker = attackerOf(state, area)!;
  const city = state.areas[area].city!;
  const name = indexMap(state.map).area[area].name;
  const count = parties(state, area)[0].count;
  const defender = city.owner === 'pirate' ? 'the pirates' : state.players[city.owner].name;
  const log: LogLine[] = [{ text: `${partyName(state, attacker)} take${attacker === 'barbarians' ? '' : 's'} the city of ${defender} in ${name} with ${count} tokens.`, rule: 'ME-CONF2-9' }];
  let s = withArea(state, area, { city: null });
  const replace = replacementTokens(state, area, attacker);
  if (city.owner === 'pirate') {
    const box = BARBARIAN_BOX - Object.values(s.areas).reduce((t, a) => t + a.barbarians, 0);
    s = withArea(s, area, { barbarians: s.areas[area].barbarians + Math.min(replace, box) });
    log.push({ text: `The pirate city becomes barbarian tokens.`, rule: 'ME-CONF2-11' });
  } else {
    const d = player(s, city.owner);
    const put = Math.min(replace, d.stock);
    s = withPlayer(s, city.owner, { citiesInStock: d.citiesInStock + 1 });
    s = setCount(s, area, city.owner, put);
    log.push({ text: `${d.name}'s city becomes ${put} ${put === 1 ? 'token' : 'tokens'}.`, rule: 'ME-CONF2-10' });
  }
  return { state: fight(s, area).state, log };
}

/** ME-CONF2-10 step (3): the attacker draws one card at random from the defender's hand; only he learns which. */
export function drawFromDefender(state: EmpiresState, attacker: Seat, defender: Seat, random: Random): { state: EmpiresState; log: LogLine[]; revealed: boolean } {
  const hand = state.players[defender].hand;
  if (hand.length === 0) return { state, log: [], revealed: false };
  const card = hand[random.int(hand.length)];
  let s = withPlayer(state, defender, { hand: hand.filter((c) => c !== card) });
  s = withPlayer(s, attacker, { hand: [...s.players[attacker].hand, card] });
  return {
    state: s,
    revealed: true,
    log: [
      { text: `${player(s, attacker).name} draws a trade card from ${player(s, defender).name}.`, rule: 'ME-CONF2-10' },
      { text: `You took ${cardLabel(card)}.`, to: [attacker] },
    ],
  };
}

/** ME-CONF2-10 step (4), ME-CONF2-11: the attacker moves up to three tokens of his stock into treasury. */
export function bankSpoils(state: EmpiresState, attacker: Seat, count: number, rule: string): { state: EmpiresState; log: LogLine[] } {
  const a = player(state, attacker);
  const take = Math.min(count, 3, a.stock);
  if (take <= 0) return { state, log: [] };
  return { state: withPlayer(state, attacker, { stock: a.stock - take, treasury: a.treasury + take }), log: [{ text: `${a.name} takes ${take} into treasury.`, rule }] };
}

/** ME-CONF2-9..11: one city attack, resolved fully with the choices the bots make (draw a card, bank three). */
export function attackCity(state: EmpiresState, area: string, random: Random): { state: EmpiresState; log: LogLine[]; revealed: boolean } {
  if (attackFails(state, area)) return { ...loseAttack(state, area), revealed: false };
  const attacker = attackerOf(state, area)!;
  const owner = state.areas[area].city!.owner;
  const taken = takeCity(state, area);
  let s = taken.state;
  const log = [...taken.log];
  let revealed = false;
  if (attacker !== 'barbarians') {
    if (owner !== 'pirate') {
      const d = drawFromDefender(s, attacker, owner, random);
      s = d.state;
      revealed = d.revealed;
      log.push(...d.log);
    }
    const b = bankSpoils(s, attacker, 3, owner === 'pirate' ? 'ME-CONF2-11' : 'ME-CONF2-10');
    s = b.state;
    log.push(...b.log);
  }
  return { state: s, log, revealed };
}

/** A conflict needs two parties: most areas hold one or none. */
function partiesAtMost1(a: EmpiresState['areas'][string]): boolean {
  let n = a.barbarians > 0 ? 1 : 0;
  for (const seat in a.tokens) if (a.tokens[seat] > 0 && ++n > 1) return false;
  return true;
}

/** ME-CONF2-2, 4a: every token conflict, one area after another (they do not touch each other). */
export function tokenConflicts(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  const names = indexMap(s.map).area;
  // ME-CONF2-6: conflicts of Advanced Military holders who chose to wait come after the others; between holders,
  // the higher civilization number waits for the lower (an area with two such holders waits as the later one).
  const waitRank = (area: string) => Math.max(0, ...parties(s, area).filter((p) => fromNeighbours(s, p.party)).map((p) => civ(s.players[p.party as Seat].civ).rank));
  // The contested areas, by id (for-in over a local, then a sort of the few found: the board has ~150 areas).
  const board = s.areas;
  const areas: string[] = [];
  for (const a in board) if (!partiesAtMost1(board[a])) areas.push(a);
  areas.sort();
  const rank = new Map(areas.map((a) => [a, waitRank(a)]));
  for (const area of areas.sort((a, b) => rank.get(a)! - rank.get(b)!)) {
    if (!isTokenConflict(s, area)) continue;
    const r = fight(s, area);
    s = r.state;
    const lost = [...r.removed].map(([p, n]) => `${partyName(s, p)} ${n}`).join(', ');
    log.push({ text: `Conflict in ${names[area].name}: ${lost} lost.`, rule: 'ME-CONF2-4' });
  }
  return { state: s, log };
}

/** ME-CONF2-2, 4b: the city attacks in order: pirate cities first, then by the defender's A.S.T.-ranking. */
export function attackQueue(state: EmpiresState): string[] {
  // Only areas with a city can be attacked (for-in over a local: the board has ~150 areas).
  const board = state.areas;
  const attacked: string[] = [];
  for (const a in board) if (board[a].city && attackerOf(state, a) !== null) attacked.push(a);
  const owners = rankingOrder(state, [...new Set(attacked.map((a) => state.areas[a].city!.owner).filter((o): o is Seat => o !== 'pirate'))]);
  return [...attacked.filter((a) => state.areas[a].city!.owner === 'pirate').sort(), ...owners.flatMap((o) => attacked.filter((a) => state.areas[a].city!.owner === o).sort())];
}

/** ME-CONF2-2: 4a every token conflict, then 4b city attacks, each with the bots' choices (phase 4 asks the players). */
export function resolveConflicts(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[]; revealed: boolean } {
  const first = tokenConflicts(state);
  let s = first.state;
  const log: LogLine[] = [...first.log];
  let revealed = false;
  for (const area of attackQueue(s)) {
    if (attackerOf(s, area) === null) continue;
    const r = attackCity(s, area, random);
    s = r.state;
    revealed ||= r.revealed;
    log.push(...r.log);
  }
  return { state: s, log, revealed };
}
