import { Link, useLocation } from '@tanstack/react-router';

export const MODULE_NOT_AVAILABLE_TITLE = 'Modulo non ancora disponibile';

/**
 * Shown on every route whose screen has not been built yet, so a menu entry never opens a blank page.
 */
export function ModuleNotAvailable({ backTo }: { backTo?: string }) {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto mt-16 max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-8 text-center" role="note">
      <h1 className="text-xl font-semibold text-amber-900">{MODULE_NOT_AVAILABLE_TITLE}</h1>
      <p className="mt-3 text-sm text-amber-900">
        La funzione richiesta (<code className="rounded bg-amber-100 px-1">{pathname}</code>) non è ancora disponibile in questa versione di
        Tutela.
      </p>
      {backTo && (
        <Link to={backTo} className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          Torna alla dashboard
        </Link>
      )}
    </section>
  );
}
