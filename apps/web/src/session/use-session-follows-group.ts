import { useRealtimeConnected, useRealtimeHints } from "../realtime/realtime-hints";
import { restoreSession } from "./restore-session";
import { sessionSelectors, useSessionStore } from "./session-store";

/**
 * Keeps the signed-in person's rights current: when their group or their own record changes, the
 * open screens ask GET /api/session again, so a right taken away closes its screen at once (the
 * server already refuses it from the next request), and a suspension signs them out. A change
 * made while the socket was not connected sent its hint to nobody: on each connection the session
 * is asked again.
 */
export function useSessionFollowsGroup(): void {
  useRealtimeConnected(() => {
    if (sessionSelectors.user(useSessionStore.getState())) void restoreSession().catch(() => undefined);
  });
  useRealtimeHints(["groups", "employees"], (hint) => {
    const user = sessionSelectors.user(useSessionStore.getState());
    if (!user) return;
    const mine = hint.entity === "groups" ? hint.id === user.group.id : hint.id === user.id;
    if (mine) void restoreSession().catch(() => undefined);
  });
}
