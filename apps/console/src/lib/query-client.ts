import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { onSessionCleared } from './session-store.ts';

/** Server state cache. Client errors (4xx) are answers, not glitches: never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The console's one cache, provided by the signed-in layout (the session screens do not need it,
 * which keeps it off the sign-in screen). Whatever one person loaded is dropped when the session ends.
 */
export const queryClient = createQueryClient();
onSessionCleared(() => queryClient.clear());
