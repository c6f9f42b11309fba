import { authRoutes } from "@washdesk/domain";
import { call } from "../api/call";
import { loadMarks, markLoad } from "../app/load-marks";
import { useSessionStore } from "./session-store";
import { readStoredToken } from "./token-storage";
import { readStationRegisterId } from "../features/registers/station-storage";

let pending: Promise<void> | null = null;

/**
 * Loads GET /api/session (for this device's register) and puts it in the store with the current token. Concurrent callers
 * share one request (React's strict mode mounts twice); `applyAfter` holds the store update until it settles. A 401 is handled by the client: it ends
 * the session and reloads to the login page.
 */
export function restoreSession(applyAfter?: Promise<unknown>): Promise<void> {
  // registerIsOpened answers for this device's register (docs/product.md §3 session store).
  pending ??= call(authRoutes.session, { silent: true, query: { registerId: readStationRegisterId() ?? undefined } })
    .then(async (body) => {
      markLoad(loadMarks.sessionAnswer);
      // At startup the session waits for the first screen's code, which is loading beside it: the
      // screen then appears in one step, not behind a loader that React holds for up to 300 ms.
      await applyAfter?.catch(() => undefined);
      // The token may have rotated during the call; the newest one is what the client holds now.
      const token = useSessionStore.getState().securityToken ?? readStoredToken();
      if (token === null) return;
      markLoad(loadMarks.sessionApplied);
      useSessionStore.getState().setSession({ ...body, securityToken: token });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
