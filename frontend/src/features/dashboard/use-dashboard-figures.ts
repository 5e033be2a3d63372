import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppCode } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { customerFromAnswer, figuresFromAnswer, type DashboardFigure } from './dashboard-figures';

export type DashboardFiguresState =
  | { status: 'loading' }
  | { status: 'ready'; figures: DashboardFigure[]; customer: { id: string; company_name: string } | null }
  /** The server does not serve dashboard figures (404) for this application yet. */
  | { status: 'unavailable' }
  | { status: 'error'; message: string; customerNotFound: boolean };

/** The dashboard's figures of an application (and chosen company): the home route asks for them ahead (its loader). */
export function dashboardFiguresQuery(app: AppCode, customerId: string | null) {
  return queryOptions({
    queryKey: ['dashboardata', app, customerId],
    queryFn: ({ signal }) =>
      apiFetch<unknown>(`/api/${app}/dashboardata`, {
        query: { anno: new Date().getFullYear(), customer_id: customerId ?? undefined },
        signal,
      }),
  });
}

export function useDashboardFigures(app: AppCode, customerId: string | null): DashboardFiguresState {
  const query = useQuery({
    ...dashboardFiguresQuery(app, customerId),
    select: (body) => ({ figures: figuresFromAnswer(body), customer: customerFromAnswer(body) }),
  });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.isNotFound;
    // With a company chosen, a 404 is about that company (out of scope, removed), not about the dashboard.
    if (notFound && customerId === null) return { status: 'unavailable' };
    return { status: 'error', message: query.error.message, customerNotFound: notFound };
  }
  return { status: 'ready', ...query.data };
}
