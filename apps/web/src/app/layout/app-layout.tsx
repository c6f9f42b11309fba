import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { appQueryClient } from "../query-client";
import { AppFrame } from "./app-frame";
import { seedEarlyQueries } from "./seed-early-queries";

/**
 * The signed-in side of the app. Server state (TanStack Query) only exists behind sign-in, so its
 * code loads with this chunk and the login page stays small. Tests pass a fresh cache.
 */
export default function AppLayout({ queryClient = appQueryClient }: { queryClient?: QueryClient }) {
  // Before the first screen renders, so it reads the answers started with the app.
  useState(() => seedEarlyQueries(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame />
    </QueryClientProvider>
  );
}
