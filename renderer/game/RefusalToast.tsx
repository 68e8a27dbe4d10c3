import { useState } from 'react';
import { tutorialForRule } from '../tutorials/catalogue';
import { strings } from '../ui/strings';

/** Why the host refused what the player asked (a rule's id when a rule said no), or why a save failed. */
export interface Refusal {
  message: string;
  rule?: string;
}

/** The toast's state: a refusal and a note; dismissing the toast forgets both. */
export function useToast() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const dismiss = () => {
    setRefusal(null);
    setNote(null);
  };
  return { refusal, setRefusal, note, setNote, dismiss };
}

/** The toast: a refusal (an alert, with the way to the rule's tutorial) or a note such as "saved". */
export function RefusalToast({ refusal, note, onTutorial, onDismiss }: { refusal: Refusal | null; note: string | null; onTutorial?: (id: string) => void; onDismiss: () => void }) {
  if (!refusal && !note) return null;
  return (
    <div className={refusal ? 'toast refusal' : 'toast'} role={refusal ? 'alert' : 'status'}>
      <span>{refusal ? (refusal.rule ? strings.game.refused(refusal.message, refusal.rule) : refusal.message) : note}</span>
      {refusal && onTutorial ? <LearnRule rule={refusal.rule} onOpen={onTutorial} /> : null}
      <button type="button" onClick={onDismiss}>
        {strings.game.dismiss}
      </button>
    </div>
  );
}

/** The "?" beside a refusal: opens the tutorial that teaches the refusal's rule, when there is one. */
function LearnRule({ rule, onOpen }: { rule?: string; onOpen: (id: string) => void }) {
  const tutorial = tutorialForRule(rule);
  if (!tutorial || !rule) return null;
  const label = strings.tutorials.learnRule(rule, tutorial.title);
  return (
    <button type="button" className="learn-rule" aria-label={label} title={label} onClick={() => onOpen(tutorial.id)}>
      ?
    </button>
  );
}
