import { useId, useState } from 'react';
import type { OptionSpec } from '../../models/core/module';
import type { ModuleInfo } from '../../models/core/service';
import { strings } from '../ui/strings';
import { activeLock, defaultOptions, type OptionLock, type OptionValues } from './newGame';

const t = strings.newGame;

/**
 * A game's options: the printed rules as one "Recommended" choice, with every variant folded away behind a
 * disclosure (kept in the page, hidden, while folded).
 */
export function Options({ info, options, onChange }: { info: ModuleInfo; options: OptionValues; onChange: (o: OptionValues) => void }) {
  const [open, setOpen] = useState(false);
  const variantsId = useId();
  const recommended = defaultOptions(info);
  const changed = info.optionSpecs.filter((o) => options[o.key] !== recommended[o.key]).length;
  if (info.optionSpecs.length === 0) return <p>{t.noOptions}</p>;
  return (
    <>
      <div className="option recommended">
        <label>
          <input type="radio" name={`${variantsId}-rules`} checked={changed === 0} onChange={() => onChange(recommended)} /> <strong>{t.recommended}</strong>
        </label>
        <small className="option-help">{changed === 0 ? t.recommendedHelp : t.changed(changed)}</small>
        {changed > 0 ? (
          <button type="button" onClick={() => onChange(recommended)}>
            {t.backToRecommended}
          </button>
        ) : null}
      </div>
      <button type="button" className="disclosure" aria-expanded={open} aria-controls={variantsId} onClick={() => setOpen(!open)}>
        {open ? t.hideVariants : t.variants(info.optionSpecs.length)}
      </button>
      <div className="options" id={variantsId} hidden={!open}>
        {info.optionSpecs.map((spec) => (
          <OptionField key={spec.key} spec={spec} value={options[spec.key]} lock={activeLock(spec, options)} onChange={(v) => onChange({ ...options, [spec.key]: v })} />
        ))}
      </div>
    </>
  );
}

function OptionField({ spec, value: chosen, lock, onChange }: { spec: OptionSpec; value: OptionValues[string]; lock: OptionLock | null; onChange: (v: OptionValues[string]) => void }) {
  const id = useId();
  const help = `${id}-help`;
  // A lock (another option's choice needs this one fixed) shows the fixed value, disabled, with its reason.
  const value = lock ? lock.value : chosen;
  const note = (
    <small id={help} className="option-help">
      {spec.help}
      {spec.rule ? <span className="rule-id"> {t.rule(spec.rule)}</span> : null}
      {lock ? <span className="option-locked"> {t.locked(lock.reason)}</span> : null}
    </small>
  );
  if (spec.kind === 'boolean')
    return (
      <div className="option">
        <label>
          <input type="checkbox" checked={value === true} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.checked)} /> {spec.label}
        </label>
        {note}
      </div>
    );
  if (spec.kind === 'choice')
    return (
      <div className="option">
        <label htmlFor={id}>{spec.label}</label>
        <select id={id} value={String(value)} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.value)}>
          {(spec.choices ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {note}
      </div>
    );
  return (
    <div className="option">
      <label htmlFor={id}>{spec.label}</label>
      <input id={id} type="number" min={spec.min} max={spec.max} value={Number.isFinite(value) ? String(value) : ''} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))} />
      {note}
    </div>
  );
}
