import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { PatchOp } from '../../models/core/patch';
import { Random, seedRng } from '../../models/core/rng';
import { civOptions } from '../../models/civ/options';
import type { CivState } from '../../models/civ/state';

/**
 * Random players rarely walk an army into a rival's (capitals start far apart), so half the drill's civ games start
 * in the middle of a battle (CIV-BATTLE): seat 0's army stands on seat 1's, both standing forces drawn as battle
 * forces, the defender to play. The battle is then fought, resolved and looted by the random players, and every
 * message on the way is searched for the hands.
 */
export function civBattleOverrides(seed: string, players: number): PatchOp[] {
  const rules = modules.civ.rules;
  const state = rules.setup(seatPlayers(Array.from({ length: players }, (_, i) => `P${i + 1}`)), civOptions(), new Random(seedRng(seed))) as CivState;
  const attacker = state.figures.findIndex((f) => f.owner === 0 && f.kind === 'army');
  const defender = state.figures.find((f) => f.owner === 1 && f.kind === 'army');
  if (attacker < 0 || !defender) return [];
  const at = defender.at;
  const onCity = state.cities.some((c) => (c.centre.x === at.x && c.centre.y === at.y) || (c.expansion?.x === at.x && c.expansion?.y === at.y));
  if (onCity) return [];
  const fight = {
    hands: { attacker: state.players[0].forces.slice(0, 3), defender: state.players[1].forces.slice(0, 3) },
    fronts: [],
    next: state.players[1].forces.length > 0 ? 'defender' : 'attacker',
    bonus: { attacker: [], defender: [] },
    cards: [],
  };
  const defenderFigures = state.figures.filter((f) => f.owner === 1 && f.at.x === at.x && f.at.y === at.y).length;
  return [
    [['figures', attacker, 'at'], { ...at }],
    [['players', 0, 'forces'], state.players[0].forces.slice(3)],
    [['players', 1, 'forces'], state.players[1].forces.slice(3)],
    [['phase'], 'movement'],
    [['turn'], state.order.indexOf(0)],
    [['pending'], [{ kind: 'battle', attacker: 0, defender: 1, square: { ...at }, defenderFigures, fight }]],
  ];
}
