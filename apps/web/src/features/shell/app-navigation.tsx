import { Stack } from "@mantine/core";
import { Link, matchPath, useLocation } from "react-router";
import type { Group } from "@washdesk/domain";
import { canOpen } from "../../app/can-open";
import { appRoutes, areas, menuLabelOf, navPath, type AppRoute, type Area } from "../../app/routes";
import { InboxUnreadBadge } from "../messaging";
import classes from "./app-navigation.module.css";

export interface NavSection {
  area: Area;
  routes: AppRoute[];
}

/** The menu entries a group may open, grouped by area in menu order; empty areas are left out. */
export function navigationFor(group: Group | null, routes: readonly AppRoute[] = appRoutes): NavSection[] {
  return areas
    .map((area) => ({ area, routes: routes.filter((route) => route.nav && route.area === area && canOpen(route, group)) }))
    .filter((section) => section.routes.length > 0);
}

export function AppNavigation({ group, onNavigate }: { group: Group | null; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <Stack gap="xs">
        {navigationFor(group).map((section) => (
          <div key={section.area}>
            {section.area !== "Home" && <p className={classes.area}>{section.area}</p>}
            {section.routes.map((route) => (
              <Link
                key={route.path}
                className={classes.link}
                to={navPath(route)}
                aria-current={matchPath({ path: route.path, end: true }, pathname) !== null ? "page" : undefined}
                onClick={onNavigate}
              >
                {menuLabelOf(route)}
                {route.name === "inbox" && <InboxUnreadBadge />}
              </Link>
            ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
