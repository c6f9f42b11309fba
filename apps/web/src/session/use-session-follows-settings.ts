import { useRealtimeHints } from "../realtime/realtime-hints";
import { restoreSession } from "./restore-session";

/**
 * The settings whose values the session's utility and website carry: System Settings › General, the
 * Utility section's blind close and quiet hours, the Payment profile's cash outside a register.
 */
const SESSION_SETTINGS = new Set(["general", "utility", "website", "paymentProfile"]);

/**
 * Keeps the session's utility and website current: when someone saves the shop's name, time zone,
 * receipt texts or a switch the session carries, every open screen asks GET /api/session again, so the header and the
 * receipts change without a reload (docs/product.md §3 session store).
 */
export function useSessionFollowsSettings(): void {
  useRealtimeHints(["settings"], (hint) => {
    if (hint.id !== null && SESSION_SETTINGS.has(hint.id)) void restoreSession().catch(() => undefined);
  });
}
