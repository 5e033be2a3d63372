import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * One client for the whole app. Client errors (4xx) are final: retrying a 401/403/404/422 only repeats
 * the same answer and delays the message the user needs to see.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
