import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query cache. Answers are fetched again whenever a widget mounts and dropped once no
 * widget shows them (signing out leaves the portal's pages, so one user's answers never show for
 * the next); failures are not retried because the HTTP policy has already answered them (toast,
 * sign-out, step-up).
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false, gcTime: 0 },
    },
  });
}
