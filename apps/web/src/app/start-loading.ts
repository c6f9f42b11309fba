import { matchRoutes } from "react-router";
import { restoreSession } from "../session/restore-session";
import { readStoredToken } from "../session/token-storage";
import { loadAppLayout, loadLoginPage } from "./app-routes";
import { keepEarlyQueries } from "./early-queries";
import { preloadPage } from "./lazy-page";
import { appRoutes } from "./routes";

const routeMatchers = appRoutes.map((route, index) => ({ path: route.path, id: String(index) }));

/** The signed-in screen at this address, if any, matched as the router will match it. */
export function screenAt(pathname: string) {
  const id = matchRoutes(routeMatchers, pathname)?.at(-1)?.route.id;
  return id === undefined ? undefined : appRoutes[Number(id)];
}

const ignore = () => undefined;

/**
 * Starts, at once and side by side, everything the first screen waits for: the session (GET
 * /api/session), the signed-in frame's chunk, the screen's own chunk and the screen's first data.
 * Without this each waits for the one before (entry → session → layout → screen → data), and the
 * counter sits behind that staircase.
 * Failures are left to the components that render them: the guard asks for the session again, a
 * page whose early load failed loads again when it renders.
 */
export function startLoading(pathname: string): void {
  const signedIn = readStoredToken() !== null;
  // The login page sends a stored session on to the dashboard.
  const screen = screenAt(pathname === "/" ? "/home" : pathname);
  if (pathname === "/" || (!signedIn && screen !== undefined)) preloadPage(loadLoginPage).catch(ignore);
  if (!signedIn || screen === undefined) return;
  const code = Promise.all([preloadPage(loadAppLayout), preloadPage(screen.load)]);
  restoreSession(code).catch(ignore);
  if (screen.startRequests) keepEarlyQueries(screen.startRequests());
}
