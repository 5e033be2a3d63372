import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { Spinner } from './spinner';

/**
 * The states every record card goes through before it can show its record: loading, not found (also what an
 * id outside the user's scope answers), failed, loaded.
 */
export function RecordLoader<T>({
  query,
  notFound,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** e.g. 'Utente non trovato' */
  notFound: string;
  /** e.g. "Impossibile caricare l'utente": the server's message follows it */
  failed: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="p-6">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.isNotFound;
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        {missing ? notFound : `${failed}: ${query.error.message}`}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
