import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useScrolls } from './use-scrolls';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Tailwind width class or an explicit CSS width ('900px', '60%'). */
  width?: string;
  tone?: 'default' | 'error';
  /** When false, Esc and the backdrop do not close the dialog (forced choices such as an expired password). */
  dismissable?: boolean;
}

/** The one dialog chrome of the app: title bar, scrolling body, button row. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  width = '32rem',
  tone = 'default',
  dismissable = true,
}: DialogFrameProps) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  // A body that scrolls is focusable, so the keyboard can scroll a long read-only dialog too.
  const scrolls = useScrolls(body);
  return (
    <Dialog open={open} onClose={dismissable ? onClose : () => undefined} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          style={{ width, maxWidth: '100%' }}
          className="flex max-h-[90vh] flex-col overflow-hidden rounded-lg bg-white shadow-xl"
        >
          <DialogTitle
            className={clsx('px-6 py-4 text-lg font-semibold', tone === 'error' ? 'bg-red-700 text-white' : 'bg-brand-600 text-white')}
          >
            {title}
          </DialogTitle>
          <div ref={setBody} tabIndex={scrolls ? 0 : undefined} className="overflow-y-auto px-6 py-4 text-sm text-slate-800">
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
