import { Notifications } from "@mantine/notifications";
import { createMemoryRouter, RouterProvider } from "react-router";
import { renderWithProviders } from "../../test/render";
import { buildRouteObjects } from "../app/app-routes";
import { createQueryClient } from "../app/query-client";

/** The whole app (router, guard, layout) at one address, as a person would open it, with a fresh cache. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRouteObjects(queryClient), { initialEntries: [path] });
  const result = renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return { ...result, router, queryClient };
}
