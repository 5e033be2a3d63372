import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { FormAnchor } from '../examination-rules';
import { ExaminationSideMenu } from './examination-side-menu';

interface SectionsProps {
  sections: FormAnchor[];
  questionnaires: FormAnchor[];
  onAnchor: (key: string) => void;
  onRecord: (kind: 'VAC' | 'INV') => void;
}

/** The side menu docked beside the form from 1024 px, like the main menu. */
export function DockedSections(props: SectionsProps) {
  return (
    <aside className="sticky top-16 hidden max-h-[calc(100vh-8rem)] w-52 shrink-0 self-start overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 lg:block">
      <ExaminationSideMenu {...props} />
    </aside>
  );
}

/**
 * Below 1024 px the side menu would squeeze the form: a "Sezioni" button in the toolbar opens it as a drawer,
 * which closes once a section or record is chosen.
 */
export function SectionsDrawerButton(props: SectionsProps) {
  const [open, setOpen] = useState(false);
  const choose =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      setOpen(false);
      action(value);
    };
  return (
    <>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 lg:hidden"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Sezioni
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50 lg:hidden">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <DialogPanel
          className="fixed inset-y-0 left-0 w-64 max-w-[85vw] overflow-y-auto bg-white p-2 shadow-xl"
          data-testid="examination-sections-drawer"
        >
          <ExaminationSideMenu
            sections={props.sections}
            questionnaires={props.questionnaires}
            onAnchor={choose(props.onAnchor)}
            onRecord={choose(props.onRecord)}
          />
        </DialogPanel>
      </Dialog>
    </>
  );
}
