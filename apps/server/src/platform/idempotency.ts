import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { headers } from "@washdesk/domain";
import type { Database, Transaction } from "./db/database";
import { idempotencyKeys } from "./db/schema";
import { runFixed, type FixedQuery } from "./db/fixed-query";
import { badRequest, conflict } from "./errors";

export const IDEMPOTENCY_KEY_REQUIRED = "An Idempotency-Key header is required for this request.";
export const IDEMPOTENCY_KEY_INVALID = "The Idempotency-Key header must be 1 to 200 visible characters.";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request. Send a new key for a new request.";
/** Header on a replayed answer, so a client (or a person reading logs) can tell. */
export const REPLAYED_HEADER = "idempotent-replayed";

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key; money-moving routes refuse to run without one. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[headers.idempotencyKey];
  if (value === undefined || value === "") throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
  if (typeof value !== "string" || !KEY.test(value)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return value;
}

/** JSON with object keys sorted at every level, so equal bodies hash alike whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export const requestHash = (body: unknown) => createHash("sha256").update(canonicalJson(body)).digest("hex");

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** Method and concrete path ("POST /api/sales/…/payments"): a key belongs to one request. */
  route: string;
  /** The validated body; its canonical hash is stored. */
  body: unknown;
}

/** What to send: the first answer, whether it was made now or is being replayed. */
export interface IdempotentReply<T> {
  status: number;
  body: unknown;
  replayed: boolean;
  /** The work's result; only when it ran now (not on a replay). */
  value?: T;
}

// Every money move runs these two: fixed text, prepared once per connection (exported for the
// sales bench's anchor, which runs the same statements).
export const idempotencyClaimQuery: FixedQuery = {
  name: "idempotency_claim_v1",
  text: "insert into idempotency_keys (user_id, key, route, request_hash) values ($1::uuid, $2::text, $3::text, $4::text) on conflict do nothing returning key",
};
export const idempotencyStoreQuery: FixedQuery = {
  name: "idempotency_store_v1",
  text: "update idempotency_keys set response_status = $3::int, response_body = $4::text::jsonb where user_id = $1::uuid and key = $2::text",
};

/**
 * Runs a money-moving request at most once per (user, key). In one transaction: claim the key
 * (insert; the unique index makes a concurrent claim of the same key wait for this transaction),
 * do the work, store the answer. A repeat after commit finds the row and gets the stored answer;
 * the same key with another route or body is a 409. Work that fails rolls back the claim with
 * everything else: nothing was written, so repeating the request is safe and runs it again.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  work: (tx: Transaction) => Promise<T>,
  answer: (value: T) => unknown,
): Promise<IdempotentReply<T>> {
  const hash = requestHash(scope.body);
  return db.transaction(async (tx) => {
    const claimed = await runFixed(tx, idempotencyClaimQuery, [scope.userId, scope.key, scope.route, hash]);
    if (claimed.length === 0) {
      // The holder has committed (the insert waited for it), so its answer is there to read.
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
      if (!stored || stored.route !== scope.route || stored.requestHash !== hash) throw conflict(IDEMPOTENCY_KEY_REUSED);
      if (stored.responseStatus === null) throw conflict("This request is still being processed. Try again in a moment.");
      return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
    }
    const value = await work(tx);
    const body = answer(value);
    await runFixed(tx, idempotencyStoreQuery, [scope.userId, scope.key, 200, JSON.stringify(body)]);
    return { status: 200, body, replayed: false, value };
  });
}

/** Sends an idempotent answer with its status and the replay header. */
export function sendIdempotent(reply: FastifyReply, result: IdempotentReply<unknown>): unknown {
  void reply.code(result.status).header(REPLAYED_HEADER, String(result.replayed));
  return result.body;
}
