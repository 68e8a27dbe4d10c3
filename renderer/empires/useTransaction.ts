import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { TransactionPlan } from '../../models/empires/state';
import type { EmpiresView } from '../../models/empires/view';
import { buildingPreview } from '../../models/empires/table';
import type { ModulePanelProps } from '../module-renderer';
import { bonusCreditsOf, bringsFree, type CreditChoice } from './PurchaseBonuses';
import { useLatestAnswer } from '../ui/useLatestAnswer';

export interface Costs {
  advances: number;
  building: number;
  cards: number;
  bonus: number;
  treasuryNeeded: number;
}
export type Verdict = { ok: boolean; rule?: string; message?: string };
export type CheckAnswer = { check: Verdict; costs: Costs } | { ok: false; rule?: string; message?: string };
export type LegalAnswer = { area: string; check: Verdict }[];

/** What the builder's fields declare, as the host reads it. */
export interface TransactionChoice {
  advances: string[];
  building: string;
  area: string;
  sacrifice: string;
  bonus: string;
  cards: string[];
  treasury: number;
  creditChoice: CreditChoice;
  free: string;
}

/** The plan the fields declare: a building only once its area is chosen, a bonus only with a sacrifice. */
export function planOf({ advances, building, area, sacrifice, bonus, cards, treasury, creditChoice, free }: TransactionChoice): TransactionPlan {
  return {
    advances,
    ...(building && area ? { build: { building, area } } : {}),
    ...(sacrifice ? { sacrifice: bonus ? { building: sacrifice, bonusCommodity: bonus } : { building: sacrifice } } : {}),
    payment: { cards, treasury },
    ...(bonusCreditsOf(advances, creditChoice) ? { bonusCredits: bonusCreditsOf(advances, creditChoice) } : {}),
    ...(free && bringsFree(advances) ? { freeAdvance: free } : {}),
  };
}

/** The host's live verdict and costs for the plan (a building without an area yet is checked as if placed). */
export function useTransactionCheck(ask: ModulePanelProps['ask'], plan: TransactionPlan, building: string, area: string): CheckAnswer | null {
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  useLatestAnswer(
    () => ask({ type: 'transaction-check', plan: building && !area ? { ...plan, build: { building, area: '-' } } : plan }),
    (r) => setAnswer(r.ok ? (r.answer as CheckAnswer) : { ok: false, rule: r.rule, message: r.message }),
    [ask, plan, building, area],
  );
  return answer;
}

interface LegalAreasArgs {
  view: EmpiresView;
  seat: number;
  ask: ModulePanelProps['ask'];
  preview: ModulePanelProps['preview'];
  picked: ModulePanelProps['picked'];
  building: string;
  sacrifice: string;
  setArea: Dispatch<SetStateAction<string>>;
}

/**
 * The building's legal areas, shown on the map; the first legal one is chosen for the player, and a click on a
 * legal area of the map chooses it.
 */
export function useLegalAreas({ view, seat, ask, preview, picked, building, sacrifice, setArea }: LegalAreasArgs): LegalAnswer | null {
  const [legal, setLegal] = useState<LegalAnswer | null>(null);
  const asked = useRef('');
  useEffect(() => {
    let live = true;
    if (!building) {
      asked.current = '';
      setLegal(null);
      preview(null);
      return;
    }
    // Another building or sacrifice: its old areas and reasons go at once, not when the new answer comes.
    const choice = `${building}/${sacrifice}`;
    if (asked.current !== choice) {
      asked.current = choice;
      setLegal(null);
      preview(null);
    }
    // With a sacrifice in the plan the areas are judged after it, so the area it frees is offered (SB-REBUILD-1).
    void ask({ type: 'legal-areas', building, ...(sacrifice ? { sacrifice } : {}) }).then((r) => {
      if (!live || !r.ok) return;
      const list = r.answer as LegalAnswer;
      setLegal(list);
      preview(buildingPreview(view, seat, building, list));
      const first = list.find((c) => c.check.ok);
      setArea((a) => (a && list.some((c) => c.area === a && c.check.ok) ? a : (first?.area ?? '')));
    });
    return () => {
      live = false;
    };
    // Asked again on every host update too: a move or an undo changes which areas are legal.
  }, [building, sacrifice, ask, seat, view]);
  useEffect(() => () => preview(null), [preview]);

  useEffect(() => {
    if (picked && legal?.some((c) => c.area === picked && c.check.ok)) setArea(picked);
  }, [picked, legal]);
  return legal;
}
