import { useEffect, useRef, useState, type ReactNode } from 'react';
import { strings } from '../ui/strings';

const KEY = 'tessera.folded-panels';

function foldedPanels(): Set<string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function rememberFolded(id: string, folded: boolean) {
  const all = foldedPanels();
  if (folded) all.add(id);
  else all.delete(id);
  try {
    localStorage.setItem(KEY, JSON.stringify([...all]));
  } catch {
    /* storage off: folding lasts for this session */
  }
}

/**
 * A side panel whose heading folds it away to free the table (remembered per panel in this browser). `folded`
 * is what a folded panel still shows (the log's newest line), if anything.
 */
export function Panel({ id, title, className, label, children, folded }: { id: string; title: string; className?: string; label?: string; children: ReactNode; folded?: ReactNode }) {
  const [open, setOpen] = useState(() => !foldedPanels().has(id));
  const toggle = () => {
    rememberFolded(id, open);
    setOpen(!open);
  };
  return (
    <section className={`panel ${className ?? ''}${open ? '' : ' folded'}`} aria-label={label ?? title}>
      <h2>
        <button type="button" className="panel-toggle" aria-expanded={open} title={open ? strings.layout.collapse(title) : strings.layout.expand(title)} onClick={toggle}>
          {title}
          <span className="fold-mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </h2>
      {open ? children : folded}
    </section>
  );
}

/**
 * A panel body that scrolls inside its column, with a "More below" button while some of it is out of sight, so a
 * long panel (a builder's lists) never hides its last controls without saying so.
 */
export function ScrollBody({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setMore(el.scrollHeight - el.scrollTop - el.clientHeight > 4);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(check);
    mutations.observe(el, { childList: true, subtree: true });
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <div className={`scroll-body ${className ?? ''}`}>
      <div className="scroll-inner" ref={ref}>
        {children}
      </div>
      {more ? (
        <button type="button" className="more-below" onClick={() => ref.current?.scrollBy({ top: ref.current.clientHeight * 0.8, behavior: 'smooth' })}>
          {strings.layout.moreBelow} ▾
        </button>
      ) : null}
    </div>
  );
}
