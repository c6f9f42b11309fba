import { ModalsProvider } from "@mantine/modals";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { appQueryClient } from "../query-client";
import { AppFrame } from "./app-frame";

/**
 * The signed-in side of the app. Server state (TanStack Query) and dialogs only exist behind sign-in,
 * so their code loads with this chunk and the login page stays small. Tests pass a fresh cache.
 */
export default function AppLayout({ queryClient = appQueryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <AppFrame />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
