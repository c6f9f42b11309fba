import { useEffect, useRef } from "react";
import type { RealtimeHint } from "@washdesk/domain";

type HintListener = (hint: RealtimeHint) => void;

// Kept apart from the socket's module, which loads late: a screen subscribes at once, and the
// connection hands every hint here once it is up.
const listeners = new Set<HintListener>();

/** Passes a hint from the socket to every screen that listens for hints. */
export function announceHint(hint: RealtimeHint): void {
  for (const listener of listeners) listener(hint);
}

/**
 * Calls `onHint` for each hint about one of `entities` while the component is shown: for a view that
 * reads several entities at once (the dashboard: sales, registers, expenses, purchases), whose
 * queries live under a key of their own.
 */
export function useRealtimeHints(entities: readonly string[], onHint: (hint: RealtimeHint) => void): void {
  const latest = useRef(onHint);
  latest.current = onHint;
  const watched = entities.join("\n");
  useEffect(() => {
    const names = new Set(watched.split("\n"));
    const listener: HintListener = (hint) => {
      if (names.has(hint.entity)) latest.current(hint);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [watched]);
}

type ConnectionListener = () => void;

const connectionListeners = new Set<ConnectionListener>();

/** Tells every listening screen that the socket is connected (the first time, or again after a drop). */
export function announceConnected(): void {
  for (const listener of connectionListeners) listener();
}

/**
 * Calls `onConnected` each time the socket connects while the component is shown. A hint sent while
 * no socket was connected (before the first connection, during a drop) is lost, so what must not
 * stay stale (the session and its rights) is asked again then.
 */
export function useRealtimeConnected(onConnected: () => void): void {
  const latest = useRef(onConnected);
  latest.current = onConnected;
  useEffect(() => {
    const listener: ConnectionListener = () => latest.current();
    connectionListeners.add(listener);
    return () => {
      connectionListeners.delete(listener);
    };
  }, []);
}
