import { Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "../features/shell/not-found-page";
import { lazyPage } from "./lazy-page";
import { RequireSession } from "./require-session";
import { RoutePage } from "./route-page";
import { appRoutes } from "./routes";

/** The login page has its own chunk: a signed-in counter never downloads the sign-in form and its rules. */
export const loadLoginPage = () => import("../features/auth/login-page").then((module) => ({ default: module.LoginPage }));
/** The signed-in frame (menu, query cache, dialogs) stays out of the login screen's download. */
export const loadAppLayout = () => import("./layout/app-layout");

/** The invoice a payment link opens: public, its own chunk, nothing of the signed-in app. */
export const loadPublicInvoicePage = () => import("../features/pay-by-link/public-invoice-page");
/** The house account a statement's link opens: public too, and its own chunk. */
export const loadPublicAccountPage = () => import("../features/pay-by-link/public-account-page");
/** The page a review request's text opens: public, its own chunk. */
export const loadPublicReviewPage = () => import("../features/reviews/public-review-page");
/** The e-mail unsubscribe link's page: public, its own chunk. */
export const loadUnsubscribePage = () => import("../features/campaigns/unsubscribe-page");
/** Online booking: public, its own chunk. */
export const loadPublicBookingPage = () => import("../features/appointments/public-booking-page");
/** The appointment a confirmation or reminder text links to: public, its own chunk. */
export const loadPublicAppointmentPage = () => import("../features/appointments/public-appointment-page");
/** The invitation link's page: public, like sign-in, and as small. */
export const loadInvitePage = () => import("../features/employees/invite-page").then((module) => ({ default: module.InvitePage }));

const LoginPage = lazyPage(loadLoginPage);
const PublicInvoicePage = lazyPage(loadPublicInvoicePage);
const PublicAccountPage = lazyPage(loadPublicAccountPage);
const InvitePage = lazyPage(loadInvitePage);
const PublicReviewPage = lazyPage(loadPublicReviewPage);
const UnsubscribePage = lazyPage(loadUnsubscribePage);
const PublicBookingPage = lazyPage(loadPublicBookingPage);
const PublicAppointmentPage = lazyPage(loadPublicAppointmentPage);
const AppLayout = lazyPage(loadAppLayout);

const fullScreenLoader = (
  <Center mih="100vh">
    <Loader aria-label="Loading" />
  </Center>
);

/**
 * The router's tree: login, the guarded layout with every screen of docs/product.md §2, and the catch-all.
 * A query client may be passed (tests); otherwise the layout uses the app's own.
 */
export function buildRouteObjects(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      path: "/",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <LoginPage />
        </Suspense>
      ),
    },
    {
      path: "/pay/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <PublicInvoicePage />
        </Suspense>
      ),
    },
    {
      path: "/pay/account/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <PublicAccountPage />
        </Suspense>
      ),
    },
    {
      path: "/review/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <PublicReviewPage />
        </Suspense>
      ),
    },
    {
      path: "/unsubscribe/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <UnsubscribePage />
        </Suspense>
      ),
    },
    {
      path: "/book",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <PublicBookingPage />
        </Suspense>
      ),
    },
    {
      path: "/appointment/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <PublicAppointmentPage />
        </Suspense>
      ),
    },
    {
      path: "/invite/:token",
      element: (
        <Suspense fallback={fullScreenLoader}>
          <InvitePage />
        </Suspense>
      ),
    },
    {
      element: (
        <RequireSession>
          <Suspense fallback={fullScreenLoader}>
            <AppLayout queryClient={queryClient} />
          </Suspense>
        </RequireSession>
      ),
      children: appRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
    },
    { path: "*", element: <NotFoundPage /> },
  ];
}
