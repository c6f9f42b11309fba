import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { renderWithProviders } from "../../../test/render";
import { createQueryClient } from "../../app/query-client";

/** The address the screen is at, for a test to read: "/reports?preset=today". */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A report screen at an address, with a fresh cache and the address shown beside it. */
export function renderReport(path: string, ui: ReactElement) {
  const queryClient = createQueryClient();
  const pathname = path.split("?")[0] ?? path;
  return {
    ...renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Notifications />
          <Routes>
            <Route path={pathname} element={ui} />
            <Route path="*" element={<p>Left the report</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
    queryClient,
  };
}
