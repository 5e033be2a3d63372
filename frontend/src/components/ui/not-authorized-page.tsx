import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@tutela/contracts';

/** The one page for a route the user may not open, whichever guard decided it. */
export function NotAuthorizedPage() {
  return (
    <section
      className="mx-auto mt-16 max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center"
      role="alert"
      data-testid="not-authorized"
    >
      <h1 className="text-xl font-semibold text-red-800">{MESSAGES.UNAUTHORIZED}</h1>
      <p className="mt-3 text-sm text-slate-700">{MESSAGES.NOT_AUTHORIZED_DETAIL}</p>
      <Link to="/dashboards/home" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
        {MESSAGES.BACK_TO_DASHBOARD}
      </Link>
    </section>
  );
}
