import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Socket } from "socket.io-client";
import { sessionSelectors, useSessionStore } from "../session/session-store";

/** Longest wait for an idle moment before the socket opens anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` once the page has loaded and the browser is idle; returns a cancel. */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Keeps the socket open while someone is signed in, and closes it on sign-out. The socket.io client
 * loads and connects once the screen has settled: the first screen's code and data come first, and
 * a just-opened screen has fresh data anyway.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore(sessionSelectors.isSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    let socket: Socket | null = null;
    let closed = false;
    const cancel = whenSettled(() => {
      import("./realtime-connection")
        .then(({ connectRealtime }) => {
          if (!closed) socket = connectRealtime(queryClient, () => useSessionStore.getState().securityToken);
        })
        // A chunk that failed to load leaves the screens working, only without live refresh.
        .catch(() => undefined);
    });
    return () => {
      closed = true;
      cancel();
      socket?.disconnect();
    };
  }, [signedIn, queryClient]);
}
