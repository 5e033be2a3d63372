import { useQuery } from '@tanstack/react-query';
import type { AppCode } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { figuresFromAnswer, type DashboardFigure } from './dashboard-figures';

export type DashboardFiguresState =
  | { status: 'loading' }
  | { status: 'ready'; figures: DashboardFigure[] }
  /** The server does not serve dashboard figures (404) for this application yet. */
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

export function useDashboardFigures(app: AppCode, customerId: string | null): DashboardFiguresState {
  const query = useQuery({
    queryKey: ['dashboardata', app, customerId],
    queryFn: ({ signal }) =>
      apiFetch<unknown>(`/api/${app}/dashboardata`, {
        query: { anno: new Date().getFullYear(), customer_id: customerId ?? undefined },
        signal,
      }),
    select: figuresFromAnswer,
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    return query.error instanceof ApiError && query.error.isNotFound
      ? { status: 'unavailable' }
      : { status: 'error', message: query.error.message };
  }
  return { status: 'ready', figures: query.data };
}
