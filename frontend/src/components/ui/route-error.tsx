import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import { NotAuthorizedError } from '../../lib/not-authorized-error';
import { Button } from './button';
import { NotAuthorizedPage } from './not-authorized-page';

/**
 * A page or layout that could not load (server unreachable, 5xx): say so and offer a retry. A guard's refusal is
 * no failure: it gets the "Utente non autorizzato" page.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof NotAuthorizedError) return <NotAuthorizedPage />;
  const detail = error instanceof ApiError ? error.message : 'Errore imprevisto';
  return (
    <section className="mx-auto mt-16 max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center" role="alert">
      <h1 className="text-xl font-semibold text-red-800">Impossibile caricare la pagina</h1>
      <p className="mt-3 text-sm text-slate-700">{detail}</p>
      <Button
        className="mt-6"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Riprova
      </Button>
    </section>
  );
}
