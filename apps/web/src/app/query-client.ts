import { QueryClient } from "@tanstack/react-query";

/**
 * The API client already retries network errors forever and reports every failure, so TanStack
 * Query must not retry refusals (a 403 stays a 403). Realtime hints keep data fresh.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache. It lives in the signed-in layout's chunk: server state only exists behind sign-in. */
export const appQueryClient = createQueryClient();
