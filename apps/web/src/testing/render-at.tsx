import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { renderWithProviders } from "../../test/render";
import { createQueryClient } from "../app/query-client";

/** Shows where the app went, with its query, so a test can see a link followed or a navigation happen. */
function Landed() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.search}
    </p>
  );
}

/** A screen at an address (with its route pattern, for :id or :employee), a fresh cache, and every other address as "Landed on …". */
export function renderAt(path: string, pattern: string, ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    ...renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Notifications />
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
    queryClient,
  };
}
