import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { sessionSelectors, useSessionStore } from "../session/session-store";
import { connectRealtime } from "./realtime-connection";

/** Keeps the socket open while someone is signed in, and closes it on sign-out. */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore(sessionSelectors.isSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    const socket = connectRealtime(queryClient, () => useSessionStore.getState().securityToken);
    return () => {
      socket.disconnect();
    };
  }, [signedIn, queryClient]);
}
