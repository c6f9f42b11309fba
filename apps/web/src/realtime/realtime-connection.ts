import { io, type Socket } from "socket.io-client";
import type { QueryClient } from "@tanstack/react-query";
import { realtimeEvent, type RealtimeHint } from "@washdesk/domain";
import { announceConnected, announceHint } from "./realtime-hints";
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
  // The hints of a drop are lost: on a reconnection every query is stale and those shown refetch.
  // The first connection comes once the screen has settled, its data just loaded; only the
  // session is asked again then (by the listeners), so a right taken away meanwhile still counts.
  let connectedBefore = false;
  socket.on("connect", () => {
    if (connectedBefore) void queryClient.invalidateQueries();
    connectedBefore = true;
    announceConnected();
  });
  socket.on(realtimeEvent, (hint: RealtimeHint) => {
    void queryClient.invalidateQueries({ queryKey: [hint.entity] });
    announceHint(hint);
  });
  return socket;
}
