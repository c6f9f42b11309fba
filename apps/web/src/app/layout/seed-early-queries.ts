import type { QueryClient } from "@tanstack/react-query";
import { takeEarlyQueries } from "../early-queries";

/**
 * Puts the answers asked for at the app's start into the cache, so the first screen's queries find
 * them (or join them while in flight) instead of asking again once the screen has rendered.
 */
export function seedEarlyQueries(queryClient: QueryClient): void {
  for (const { queryKey, answer, arrived } of takeEarlyQueries()) {
    if (arrived) queryClient.setQueryData(queryKey, arrived.data);
    else void queryClient.prefetchQuery({ queryKey, queryFn: () => answer });
  }
}
