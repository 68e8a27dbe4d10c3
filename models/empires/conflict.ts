import type { LogLine, Seat } from './seat';
import type { Random } from '../core/rng';
import { abilitiesHeld, hasAbility, type AbilityKind } from './advances/abilities';
import { BARBARIAN_BOX } from './actions';
import { cardLabel } from './cards';
import { rankingOrder } from './census';
import { indexMap } from './map';
import { buildingLimitBonus, type Party } from './population';
import { player, withArea, withPlayer, withTokens, type EmpiresState } from './state';

const holds = (state: EmpiresState, party: Party, kind: AbilityKind) => party !== 'barbarians' && hasAbility(state, party, kind);
/** ME-CONF2-9/10: Engineering's city defence, if the party holds it. */
const defence = (state: EmpiresState, party: Party) => (party === 'barbarians' ? undefined : abilitiesHeld(state, party, 'cityDefence')[0]?.ability);

/** Tokens a move would add, to ask "would this cause a conflict?" without building the next state. */
export type Extra = { readonly seat: Seat; readonly count: number } | undefined;

/** The parties with tokens in an area (ME-CONF2-8: barbarians are one party). */
export function parties(state: EmpiresState, area: string, extra?: Extra): { party: Party; count: number }[] {
  const a = state.areas[area];
  const out: { party: Party; count: number }[] = [];
  for (const [s, n] of Object.entries(a.tokens)) {
    const count = n + (extra && extra.seat === Number(s) ? extra.count : 0);
    if (count > 0) out.push({ party: Number(s), count });
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

/**
 * ME-CONF2-4/5/6/7: rounds; in each the party with fewest tokens removes one first, then the next (ties at once);
 * Metalworking holders remove after every non-holder. It stops at once, even in mid-round, when the area is
 * within its limit (no city) or a single party is left. Removed tokens go to stock.
 */
export function fight(state: EmpiresState, area: string): { state: EmpiresState; removed: Map<Party, number> } {
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
function replacementTokens(state: EmpiresState, area: string, attacker: Party): number {
  const owner = state.areas[area].city!.owner;
  if (owner === 'pirate') return 6;
  const defEng = defence(state, owner) !== undefined;
  const attEng = defence(state, attacker) !== undefined;
  if (defEng && !attEng) return Number(state.options.engineeringDefenderTokens);
  if (attEng && !defEng) return 5;
  return 6;
}

/** ME-CONF2-9..11: one city attack, resolved fully. */
export function attackCity(state: EmpiresState, area: string, random: Random): { state: EmpiresState; log: LogLine[]; revealed: boolean } {
  const attacker = attackerOf(state, area)!;
  const city = state.areas[area].city!;
  const name = indexMap(state.map).area[area].name;
  const count = parties(state, area)[0].count;
  const need = attackNeeds(state, area, attacker);
  const defender = city.owner === 'pirate' ? 'the pirates' : state.players[city.owner].name;
  if (count < need) {
    let s = setCount(state, area, attacker, 0);
    const log: LogLine[] = [{ text: `The attack of ${partyName(state, attacker)} on the city of ${defender} in ${name} fails (${count} of ${need} tokens); the attackers are lost.`, rule: 'ME-CONF2-9' }];
    // ME-SHIP-6: with Naval Warfare the attacker's ships there are lost with the attack.
    const sunk = holds(s, attacker, 'shipsAsLosses') ? s.ships.filter((x) => x.owner === attacker && x.at === area) : [];
    if (sunk.length) {
      s = { ...s, ships: s.ships.filter((x) => !sunk.includes(x)) };
      log.push({ text: `${partyName(state, attacker)} also lose${sunk.length === 1 ? 's a ship' : ` ${sunk.length} ships`} there (Naval Warfare).`, rule: 'ME-SHIP-6' });
    }
    return { state: s, revealed: false, log };
  }
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
  const f = fight(s, area);
  s = f.state;
  let revealed = false;
  if (attacker !== 'barbarians') {
    if (city.owner !== 'pirate' && s.players[city.owner].hand.length > 0) {
      const hand = s.players[city.owner].hand;
      const card = hand[random.int(hand.length)];
      s = withPlayer(s, city.owner, { hand: hand.filter((c) => c !== card) });
      s = withPlayer(s, attacker, { hand: [...s.players[attacker].hand, card] });
      revealed = true;
      log.push({ text: `${player(s, attacker).name} draws a trade card from ${player(s, city.owner).name}.`, rule: 'ME-CONF2-10' });
      log.push({ text: `You took ${cardLabel(card)}.`, to: [attacker] });
    }
    const a = player(s, attacker);
    const take = Math.min(3, a.stock);
    if (take > 0) {
      s = withPlayer(s, attacker, { stock: a.stock - take, treasury: a.treasury + take });
      log.push({ text: `${a.name} takes ${take} into treasury.`, rule: city.owner === 'pirate' ? 'ME-CONF2-11' : 'ME-CONF2-10' });
    }
  }
  return { state: s, log, revealed };
}

/** ME-CONF2-2: 4a every token conflict, then 4b city attacks: pirate cities first, then by the defender's A.S.T.-ranking. */
function partiesAtMost1(a: EmpiresState['areas'][string]): boolean {
  let n = a.barbarians > 0 ? 1 : 0;
  for (const seat in a.tokens) if (a.tokens[seat] > 0 && ++n > 1) return false;
  return true;
}

export function resolveConflicts(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[]; revealed: boolean } {
  let s = state;
  const log: LogLine[] = [];
  let revealed = false;
  const names = indexMap(s.map).area;
  for (const area of Object.keys(s.areas).sort()) {
    // A conflict needs two parties: most areas hold one or none.
    if (partiesAtMost1(s.areas[area]) || !isTokenConflict(s, area)) continue;
    const r = fight(s, area);
    s = r.state;
    const lost = [...r.removed].map(([p, n]) => `${partyName(s, p)} ${n}`).join(', ');
    log.push({ text: `Conflict in ${names[area].name}: ${lost} lost.`, rule: 'ME-CONF2-4' });
  }
  const attacked = Object.keys(s.areas).filter((a) => attackerOf(s, a) !== null);
  const owners = rankingOrder(s, [...new Set(attacked.map((a) => s.areas[a].city!.owner).filter((o): o is Seat => o !== 'pirate'))]);
  const order = [...attacked.filter((a) => s.areas[a].city!.owner === 'pirate').sort(), ...owners.flatMap((o) => attacked.filter((a) => s.areas[a].city!.owner === o).sort())];
  for (const area of order) {
    if (attackerOf(s, area) === null) continue;
    const r = attackCity(s, area, random);
    s = r.state;
    revealed ||= r.revealed;
    log.push(...r.log);
  }
  return { state: s, log, revealed };
}
