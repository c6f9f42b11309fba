import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { LoginPage } from "../features/auth/login-page";
import { NotFoundPage } from "../features/shell/not-found-page";
import { RequireSession } from "./require-session";
import { RoutePage } from "./route-page";
import { appRoutes } from "./routes";

// The signed-in frame (menu, socket) loads after sign-in, keeping the login screen's download small.
const AppLayout = lazy(() => import("./layout/app-layout"));

/**
 * The router's tree: login, the guarded layout with every screen of SPEC §2, and the catch-all.
 * A query client may be passed (tests); otherwise the layout uses the app's own.
 */
export function buildRouteObjects(queryClient?: QueryClient): RouteObject[] {
  return [
    { path: "/", element: <LoginPage /> },
    {
      element: (
        <RequireSession>
          <Suspense
            fallback={
              <Center mih="100vh">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <AppLayout queryClient={queryClient} />
          </Suspense>
        </RequireSession>
      ),
      children: appRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
    },
    { path: "*", element: <NotFoundPage /> },
  ];
}
