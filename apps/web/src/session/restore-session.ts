import type { SessionData } from "@washdesk/domain";
import { api } from "../api/api-client";
import { useSessionStore } from "./session-store";
import { readStoredToken } from "./token-storage";
import { readStationRegisterId } from "../features/registers/station";

let pending: Promise<void> | null = null;

/**
 * Loads GET /api/session (for this device's register) and puts it in the store with the current token. Concurrent callers
 * share one request (React's strict mode mounts twice). A 401 is handled by the client: it ends
 * the session and reloads to the login page.
 */
export function restoreSession(): Promise<void> {
  pending ??= api
    // registerIsOpened answers for this device's register (SPEC §3 session store).
    .get<SessionData>("/session", { silent: true, query: { registerId: readStationRegisterId() ?? undefined } })
    .then(({ body }) => {
      // The token may have rotated during the call; the newest one is what the client holds now.
      const token = useSessionStore.getState().securityToken ?? readStoredToken();
      if (token === null) return;
      useSessionStore.getState().setSession({ ...body, securityToken: token });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
