import { matchRoutes } from "react-router";
import { settleEarlyResponses } from "../api/api-client";
import { closeEarlyChannel } from "../boot/early-responses";
import { restoreSession } from "../session/restore-session";
import { readStoredToken } from "../session/token-storage";
import { loadAppLayout, loadLoginPage } from "./app-routes";
import { keepEarlyQueries, type EarlyQuery } from "./early-queries";
import { preloadPage } from "./lazy-page";
import { loadMarks, markLoad } from "./load-marks";
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
 * Returns the signed-in start (settled once the session is in the store), which main.tsx waits for
 * before its first render; null where the address starts no signed-in screen.
 */
export function startLoading(pathname: string): Promise<void> | null {
  const ready = startFirstScreen(pathname);
  // Whatever the boot script sent that the screen did not take (see boot/boot.ts).
  settleEarlyResponses(closeEarlyChannel());
  return ready;
}

/** The signed-in first screen's start, when this address has one: its code, session and first data. */
function startFirstScreen(pathname: string): Promise<void> | null {
  const signedIn = readStoredToken() !== null;
  // The login page sends a stored session on to the dashboard.
  const screen = screenAt(pathname === "/" ? "/home" : pathname);
  if (pathname === "/" || (!signedIn && screen !== undefined)) preloadPage(loadLoginPage).catch(ignore);
  if (!signedIn || screen === undefined) return null;
  const code = Promise.all([preloadPage(loadAppLayout), preloadPage(screen.load)]);
  const firstRequests = screen.startRequests?.() ?? [];
  keepEarlyQueries(firstRequests);
  void code.then(() => markLoad(loadMarks.code), ignore);
  const data = firstData(firstRequests).finally(() => markLoad(loadMarks.firstData));
  return restoreSession(Promise.all([code, data]));
}

/** How long the signed-in frame may wait for the first screen's data (see firstData). */
export const firstDataWaitMs = 250;

/**
 * The first screen's answers, or the end of a short wait, whichever comes first. They are asked
 * for beside the session and land moments after it: rendering the frame once they are in draws the
 * screen whole in one pass. Drawn before, the screen renders twice (empty, then again with its
 * data), and on the counter the second pass cost as much as the first. A slow answer holds nothing
 * back for long: the screen then shows its own loading state.
 */
export function firstData(requests: readonly EarlyQuery[]): Promise<unknown> {
  if (requests.length === 0) return Promise.resolve();
  return Promise.race([Promise.allSettled(requests.map((request) => request.answer)), new Promise((resolve) => setTimeout(resolve, firstDataWaitMs))]);
}
