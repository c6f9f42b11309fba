import { can, type Group } from "@washdesk/domain";
import type { AppRoute } from "./routes";

/** Whether a group may open a route: the same `can()` the server checks, plus the two special cases. */
export function canOpen(route: AppRoute, group: Group | null): boolean {
  if (group === null) return false;
  if (route.permission === "signedIn") return true;
  if (route.permission === "dev") return group.isDev || group.isOwner;
  return can(group, ...route.permission);
}
