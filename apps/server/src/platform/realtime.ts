import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { realtimeEvent, type RealtimeHint } from "@washdesk/domain";

export interface RealtimeOptions {
  /** Checks the handshake token; resolves the session id and user id or throws. */
  authenticate(token: string | undefined): Promise<{ sessionId: string; userId: string }>;
  redisUrl?: string;
}

/** Signed-in staff share one room; hints go there. */
const STAFF_ROOM = "staff";
const sessionRoom = (id: string) => `session:${id}`;

/**
 * socket.io on /io. Events carry hints ({entity, id, action}) that tell open screens what to
 * refetch, never the data itself, so permissions stay with the REST routes.
 */
export class Realtime {
  private io: Server | undefined;
  private redis: Redis[] = [];

  attach(server: HttpServer, options: RealtimeOptions): void {
    const io = new Server(server, { path: "/io", serveClient: false, cors: { origin: false } });
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      this.redis = [pub, sub];
      io.adapter(createAdapter(pub, sub));
    }
    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      options
        .authenticate(typeof token === "string" ? token : undefined)
        .then(({ sessionId, userId }) => {
          socket.data.sessionId = sessionId;
          socket.data.userId = userId;
          void socket.join([STAFF_ROOM, sessionRoom(sessionId)]);
          next();
        })
        .catch(() => next(new Error("unauthorized")));
    });
    this.io = io;
  }

  /** Sockets connected to this process (each process counts its own). */
  clientCount(): number {
    return this.io?.of("/").sockets.size ?? 0;
  }

  /** Whether hints reach the sockets of the other processes (the Redis adapter). */
  isShared(): boolean {
    return this.redis.length > 0;
  }

  publish(hint: RealtimeHint): void {
    this.io?.to(STAFF_ROOM).emit(realtimeEvent, hint);
  }

  /** A signed-out or revoked session must stop hearing anything at once. */
  dropSessions(sessionIds: string[]): void {
    if (!this.io || sessionIds.length === 0) return;
    this.io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  /** Fastify closes the HTTP server itself; here only the sockets, the engine and Redis are ended. */
  async close(): Promise<void> {
    if (this.io) {
      this.io.local.disconnectSockets(true);
      this.io.engine.close();
    }
    await Promise.all(this.redis.map((r) => r.quit().catch(() => undefined)));
  }
}
