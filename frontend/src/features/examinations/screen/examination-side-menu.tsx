import { useState } from 'react';
import clsx from 'clsx';
import type { FormAnchor } from '../examination-rules';

const LINK = 'block w-full rounded px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100';

/** The visit's side menu: form sections, the Questionari submenu, and the worker's vaccination and disability records. */
export function ExaminationSideMenu({
  sections,
  questionnaires,
  onAnchor,
  onRecord,
}: {
  sections: FormAnchor[];
  questionnaires: FormAnchor[];
  onAnchor: (key: string) => void;
  onRecord: (kind: 'VAC' | 'INV') => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <nav aria-label="Sezioni della visita" className="flex flex-col gap-0.5 text-sm">
      {sections.map((section) => (
        <button key={section.key} type="button" className={LINK} onClick={() => onAnchor(section.key)}>
          {section.title}
        </button>
      ))}
      {questionnaires.length > 0 && (
        <div>
          <button type="button" className={clsx(LINK, 'font-medium')} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            Questionari {open ? '▾' : '▸'}
          </button>
          {open && (
            <div className="ml-3 border-l border-slate-200 pl-1">
              {questionnaires.map((q) => (
                <button key={q.key} type="button" className={LINK} onClick={() => onAnchor(q.key)}>
                  {q.title}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <hr className="my-2 border-slate-200" />
      <button type="button" className={LINK} onClick={() => onRecord('VAC')}>
        Vaccinazioni
      </button>
      <button type="button" className={LINK} onClick={() => onRecord('INV')}>
        Invalidità
      </button>
    </nav>
  );
}
