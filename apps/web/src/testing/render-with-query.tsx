import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { renderWithProviders } from "../../test/render";
import { createQueryClient } from "../app/query-client";

/** A component test's frame: Mantine, a fresh query cache, a router and the notices, as in the app. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Notifications />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...renderWithProviders(ui, { wrapper }), queryClient };
}
