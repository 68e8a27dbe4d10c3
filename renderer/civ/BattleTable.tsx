import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BoxGeometry, Color, CylinderGeometry, Matrix4, MeshBasicMaterial, MeshStandardMaterial, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { CivView } from '../../models/civ/view';
import type { ModuleLayerProps } from '../module-renderer';
import { animationSeconds, loadSettings } from '../game/settings';
import { paintAtlas, type AtlasEntry } from '../table/atlas';
import { layerPoints } from '../table/layerPoints';
import { GlyphLayer, type GlyphItem } from '../table/TableLabels';
import { strings } from '../ui/strings';
import { battleOf, CARD_D, CARD_W, planBattleMat, SCALE, TILT, worldOf, type BattleMat, type MatCard } from './battleTable';

const t = strings.civBattle;

const CARD_H = 0.025;
const cardGeometry = new BoxGeometry(CARD_W, CARD_H, CARD_D);
const slotGeometry = new BoxGeometry(CARD_W + 0.1, 0.012, CARD_D + 0.1);
const pipGeometry = new CylinderGeometry(0.045, 0.045, 0.02, 12);
const matGeometry = new BoxGeometry(1, 0.02, 1);
const cardMaterial = new MeshStandardMaterial({ roughness: 0.8 });
const slotMaterial = new MeshBasicMaterial();
const pipMaterial = new MeshBasicMaterial({ color: '#d0281e' });
// Drawn before the labels (render order 0 < 1), so its see-through dark never veils them.
const matMaterial = new MeshBasicMaterial({ color: '#120d08', transparent: true, opacity: 0.72, depthWrite: false });

const FACE = new Color('#efe6cf');
const WOUNDED = new Color('#f0b9a4');
const BACK = new Color('#34456a');
const BARBARIANS = '#8a6a48';
const DIM = new Color('#1a140e');
const MAX_PIPS = 6;
const HIDDEN = new Matrix4().makeScale(0, 0, 0);

const m = new Matrix4();
const q = new Quaternion();
const p = new Vector3();
const s = new Vector3();

/**
 * CIV-BATTLE on the table: while a battle is fought, its fronts float over the battle square as card slots in each
 * side's colour, the played units face up with their wounds as red pips, each battle force face down with its size.
 * A killed unit sinks and shrinks away (at once with animations off). One draw per kind: mat, slots, cards, pips,
 * labels.
 */
export function BattleTable({ view, layout, seatColours }: ModuleLayerProps) {
  const v = view as CivView;
  const mat = useMemo(() => {
    const b = battleOf(v);
    const name = (seat: number | undefined) => (seat === undefined ? '' : (v.players[seat]?.name ?? ''));
    const names = {
      attacker: b?.fight?.barbariansAttack ? t.barbarians : name(b?.attacker),
      defender: b?.defender === 'barbarians' ? t.barbarians : name(b?.defender as number | undefined),
    };
    return planBattleMat(v, layout, names);
  }, [v, layout]);
  useEffect(() => {
    if (!mat) return;
    for (const slot of mat.slots) layerPoints.set(slot.id, worldOf(mat, slot.x, 0.05, slot.z));
    return () => mat.slots.forEach((slot) => layerPoints.delete(slot.id));
  }, [mat]);
  if (!mat) return null;
  return <Mat mat={mat} seatColours={seatColours} />;
}

function Mat({ mat, seatColours }: { mat: BattleMat; seatColours: readonly string[] }) {
  const invalidate = useThree((st) => st.invalidate);
  const slots = useRef<InstancedMesh>(null);
  const cards = useRef<InstancedMesh>(null);
  const pips = useRef<InstancedMesh>(null);
  // Cards seen alive (their death is shown), cards taking their leave (start, ms), cards gone.
  const alive = useRef(new Set<string>());
  const dying = useRef(new Map<string, number>());
  const gone = useRef(new Set<string>());
  const [goneCount, setGoneCount] = useState(0);
  const seconds = useMemo(() => {
    const settings = loadSettings();
    return settings.animation === 'off' ? 0 : animationSeconds(settings) * 2;
  }, [mat]);
  const pipCount = mat.cards.reduce((n, c) => n + Math.min(c.wounds, MAX_PIPS), 0);
  const sideColour = (side: 'attacker' | 'defender') => {
    const seat = mat.seats[side];
    // Dimmed, so the cards, not the empty slots, catch the eye.
    return new Color(seat === undefined ? BARBARIANS : (seatColours[seat] ?? BARBARIANS)).lerp(DIM, 0.45);
  };

  /** Every card and pip at time `now` (ms): a dying card sinks and shrinks over `seconds`. */
  const write = (now: number): boolean => {
    const cm = cards.current;
    const pm = pips.current;
    if (!cm || !pm) return false;
    let moving = false;
    let pip = 0;
    mat.cards.forEach((c: MatCard, i) => {
      const start = dying.current.get(c.id);
      let k = 1;
      if (gone.current.has(c.id)) k = 0;
      else if (start !== undefined) {
        k = Math.max(0, 1 - (now - start) / (seconds * 1000));
        if (k === 0) {
          dying.current.delete(c.id);
          gone.current.add(c.id);
        } else moving = true;
      }
      const y = CARD_H / 2 + (c.faceUp ? 0.02 : i * 0.004) - (1 - k) * 0.4;
      cm.setMatrixAt(i, k === 0 ? HIDDEN : m.compose(p.set(c.x, y, c.z), q, s.set(k, k, k)));
      if (c.dead || k < 1) return;
      for (let w = 0; w < Math.min(c.wounds, MAX_PIPS) && pip < pm.count; w++) {
        pm.setMatrixAt(pip++, m.compose(p.set(c.x - ((Math.min(c.wounds, MAX_PIPS) - 1) / 2) * 0.1 + w * 0.1, y + CARD_H / 2 + 0.012, c.z + CARD_D * 0.34), q, s.set(1, 1, 1)));
      }
    });
    for (let j = pip; j < pm.count; j++) pm.setMatrixAt(j, HIDDEN);
    cm.instanceMatrix.needsUpdate = true;
    pm.instanceMatrix.needsUpdate = true;
    return moving;
  };

  useLayoutEffect(() => {
    const sm = slots.current;
    const cm = cards.current;
    if (!sm || !cm) return;
    mat.slots.forEach((slot, i) => {
      sm.setMatrixAt(i, m.compose(p.set(slot.x, 0.006, slot.z), q, s.set(1, 1, 1)));
      sm.setColorAt(i, sideColour(slot.side));
    });
    sm.instanceMatrix.needsUpdate = true;
    if (sm.instanceColor) sm.instanceColor.needsUpdate = true;
    cm.count = mat.cards.length;
    if (pips.current) pips.current.count = pipCount;
    const now = performance.now();
    let instant = false;
    for (const [i, c] of mat.cards.entries()) {
      cm.setColorAt(i, !c.faceUp ? BACK : c.wounds > 0 && !c.dead ? WOUNDED : FACE);
      if (!c.dead) alive.current.add(c.id);
      else if (!gone.current.has(c.id) && !dying.current.has(c.id)) {
        if (alive.current.has(c.id) && seconds > 0) dying.current.set(c.id, now);
        else {
          gone.current.add(c.id);
          instant = true;
        }
      }
    }
    if (cm.instanceColor) cm.instanceColor.needsUpdate = true;
    write(now);
    if (instant) setGoneCount(gone.current.size);
    invalidate();
  }, [mat, seconds, seatColours, pipCount]);

  useFrame(() => {
    if (dying.current.size === 0) return;
    const before = gone.current.size;
    if (write(performance.now())) invalidate();
    if (gone.current.size !== before) setGoneCount(gone.current.size);
  });

  const labels = useMemo(() => mat.labels.filter((l) => !l.card || !gone.current.has(l.card)), [mat, goneCount]);
  const atlas = useMemo(() => paintAtlas([...new Set(labels.map((l) => l.text))].map((text): AtlasEntry => ({ kind: 'text', text }))), [labels]);
  useEffect(() => () => atlas.texture.dispose(), [atlas]);
  const items = useMemo(
    () => labels.map((l): GlyphItem => ({ entry: { kind: 'text', text: l.text }, x: l.x, y: CARD_H + 0.05, z: l.z, height: l.height, maxWidth: l.maxWidth, colour: l.card ? '#2a2118' : '#f4ead2' })),
    [labels, mat],
  );
  return (
    <group name="civ-battle-mat" position={[mat.anchor.x, mat.anchor.y, mat.anchor.z]} rotation-x={TILT} scale={SCALE}>
      <mesh geometry={matGeometry} material={matMaterial} position={[0, -0.02, 0]} scale={[mat.size.w, 1, mat.size.d]} raycast={() => null} />
      <instancedMesh key={`s${mat.slots.length}`} ref={slots} args={[slotGeometry, slotMaterial, mat.slots.length]} raycast={() => null} frustumCulled={false} />
      <instancedMesh key={`c${mat.cards.length}`} ref={cards} args={[cardGeometry, cardMaterial, Math.max(1, mat.cards.length)]} raycast={() => null} frustumCulled={false} castShadow />
      <instancedMesh key={`p${pipCount}`} ref={pips} args={[pipGeometry, pipMaterial, Math.max(1, pipCount)]} raycast={() => null} frustumCulled={false} />
      <GlyphLayer items={items} atlas={atlas} billboard={false} />
    </group>
  );
}
