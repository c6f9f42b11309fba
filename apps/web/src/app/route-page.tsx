import { Loader, Center, Stack } from "@mantine/core";
import { Suspense, useEffect, type LazyExoticComponent, type ComponentType } from "react";
import { useSearchParams } from "react-router";
import { NoAccess } from "../features/shell/no-access";
import { PageHeading } from "../features/shell/page-heading";
import { sessionSelectors, useSessionStore } from "../session/session-store";
import { canOpen } from "./can-open";
import { lazyPage } from "./lazy-page";
import type { AppRoute } from "./routes";

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();

/** One lazy component per route, made once, so React keeps its state between renders. */
function pageOf(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazyPage(route.load);
    pages.set(route, page);
  }
  return page;
}

/** The record name from the query (pn, cn, en) replaces the route title when present. */
export function useRouteTitle(route: AppRoute): string {
  const [params] = useSearchParams();
  const fromQuery = route.titleFromQuery ? params.get(route.titleFromQuery)?.trim() : undefined;
  return fromQuery || route.title;
}

/** Guards one route by permission, then shows its breadcrumb, title and page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const group = useSessionStore(sessionSelectors.group);
  const title = useRouteTitle(route);
  const allowed = canOpen(route, group);

  useEffect(() => {
    document.title = `${allowed ? title : "No access"} · WashDesk`;
  }, [allowed, title]);

  if (!allowed) return <NoAccess screen={route.title} />;
  const Page = pageOf(route);
  return (
    <Stack gap="md">
      <PageHeading area={route.area} title={title} />
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading screen" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </Stack>
  );
}
