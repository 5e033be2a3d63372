import type { ReactNode } from 'react';
import clsx from 'clsx';

/** The white panel of the card and create pages. */
const PANEL = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
const TITLE = 'text-base font-semibold text-slate-800';

export interface SectionProps {
  /** The panel's h2; none for a panel that only frames a form. */
  title?: ReactNode;
  /** The heading's id: given, the section is labelled by its title. */
  headingId?: string;
  /** Next to the title (a count, a note). */
  aside?: ReactNode;
  /** At the right of the title row (Modifica, …). */
  actions?: ReactNode;
  /** Layout only (width, centring); the panel's look stays the same. */
  className?: string;
  children: ReactNode;
}

/** A titled panel of a card page: one look for every record card. */
export function Section({ title, headingId, aside, actions, className, children }: SectionProps) {
  const row = aside !== undefined || actions !== undefined;
  const heading =
    title === undefined ? null : row ? (
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={headingId} className={TITLE}>
          {title}
        </h2>
        {aside}
        {actions !== undefined && <div className="ml-auto flex gap-2">{actions}</div>}
      </div>
    ) : (
      <h2 id={headingId} className={clsx('mb-3', TITLE)}>
        {title}
      </h2>
    );
  return (
    <section className={clsx(className, PANEL)} aria-labelledby={headingId}>
      {heading}
      {children}
    </section>
  );
}
