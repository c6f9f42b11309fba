import type { ManagerOptions, SocketOptions } from "socket.io-client";

/** docs/product.md §9: path /io, reconnect forever with 1–5 s backoff and 0.5 jitter, 20 s connection timeout. */
export const realtimeOptions = {
  path: "/io",
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} satisfies Partial<ManagerOptions & SocketOptions>;
