import { io, type Socket } from "socket.io-client";
import type { QueryClient } from "@tanstack/react-query";
import { realtimeEvent, type RealtimeHint } from "@washdesk/domain";
import { announceHint } from "./realtime-hints";
import { realtimeOptions } from "./realtime-options";

/**
 * Opens the realtime socket. A hint says what changed, never the data: the screens showing that
 * entity refetch it through TanStack Query, so every change still goes through permission checks.
 */
export function connectRealtime(queryClient: QueryClient, getToken: () => string | null): Socket {
  const socket = io({
    ...realtimeOptions,
    // A function, so every reconnect sends the newest (rotated) token.
    auth: (callback) => callback({ token: getToken() }),
  });
  socket.on(realtimeEvent, (hint: RealtimeHint) => {
    void queryClient.invalidateQueries({ queryKey: [hint.entity] });
    announceHint(hint);
  });
  return socket;
}
