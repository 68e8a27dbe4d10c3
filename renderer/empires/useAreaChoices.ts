import { useEffect, useRef, useState } from 'react';
import type { EmpiresAction } from '../../models/empires/actions';
import type { ModulePanelProps } from '../module-renderer';

type Props = Pick<ModulePanelProps, 'seat' | 'ask' | 'act' | 'preview' | 'picked'>;

/**
 * The legal answers to a question the rules ask one seat (a calamity's choice, a conflict's losses...): fetched
 * for the chooser whenever the view changes, their areas lit on the map, and a click on a lit area answering with
 * that area's first answer. The calamity and choice panels share it so that both behave alike on the map.
 */
export function useAreaChoices<C extends EmpiresAction>(
  { seat, ask, act, preview, picked }: Props,
  view: unknown,
  mine: boolean,
  keep: (a: EmpiresAction) => a is C,
  areaOf: (a: C) => string | undefined,
  litText: string,
): C[] {
  const [legal, setLegal] = useState<C[]>([]);
  const askRef = useRef(ask);
  askRef.current = ask;
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    let live = true;
    if (!mine) {
      setLegal([]);
      return;
    }
    void askRef.current({ type: 'legal-actions' }).then((r) => {
      if (!live) return;
      const list = r.ok ? (r.answer as EmpiresAction[]) : [];
      setLegal(list.filter((a): a is C => keepRef.current(a)));
    });
    return () => {
      live = false;
    };
  }, [view, mine]);
  useEffect(() => {
    const areas = [...new Set(legal.map(areaOf).filter((x): x is string => !!x))];
    preview(areas.length ? { piece: { kind: 'marker', owner: seat }, candidates: areas.map((a) => ({ cells: [a], ok: true, detail: litText })) } : null);
    // areaOf is a pure function of the answer: only a new list relights the map.
  }, [legal, preview, seat, litText]);
  useEffect(() => () => preview(null), [preview]);
  useEffect(() => {
    const hit = picked ? legal.find((a) => areaOf(a) === picked) : undefined;
    if (hit) void act(hit);
    // Only a new pick on the map answers, not a new list.
  }, [picked]);
  return legal;
}
