import {
  ActivityAction,
  countedTotal,
  expectedCash,
  registerMessages,
  registerRefusals,
  type Refusal,
  type CloseRegister,
  type OpenRegister,
  type Register,
  type RegisterSession,
  type RegisterSessionPage,
  type RegisterSessionQuery,
} from "@washdesk/domain";
import type { z } from "zod";
import type { closeRegisterSchema, openRegisterSchema } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import { businessDateAt } from "../../platform/shop-clock";
import type { Executor, Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { conflict, notFound, refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSaleSettings } from "../sales";
import * as repo from "./registers.repository";
import { readLedgerRows } from "./ledger.repository";
import { cashLedgerOf, rowsOfSession, toRegisterSession, type LedgerSession } from "./register-dto";
import { blindSession, countsBlind, sessionFor } from "./blind-close";

const ENTITY = "register";

/** The realtime hint of a change to a register, so open register screens (and the POS) refetch. */
export const registerHint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "registers", id, action });

/** GET /api/registers: every drawer, with its open session. */
export async function listRegisters(deps: AppDeps): Promise<Register[]> {
  const rows = await repo.listRegisters(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    openSession:
      r.sessionId && r.sessionNumber !== null && r.openedAt && r.openedById
        ? { id: r.sessionId, number: r.sessionNumber, openedAt: r.openedAt.toISOString(), openedBy: { id: r.openedById, name: r.openedByName } }
        : null,
  }));
}

/** POST /api/registers: a new drawer. */
export async function addRegister(deps: AppDeps, auth: AuthContext, name: string, ip: string): Promise<Register> {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertRegister(tx, name);
    if (!inserted) throw conflict(registerMessages.nameTaken);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.New, entity: ENTITY, entityId: inserted.id, details: { name }, ip });
    return inserted;
  });
  registerHint(deps, row.id, "New");
  return { ...row, openSession: null };
}

/** Every figure of some sessions, read in the same transaction as the sessions themselves. */
export async function withLedgers(db: Executor, rows: repo.SessionListRow[]): Promise<LedgerSession[]> {
  if (rows.length === 0) return [];
  const ledger = await readLedgerRows(db, { sessionIds: rows.map((r) => r.session.id) });
  return rows.map((row) => toRegisterSession(row, rowsOfSession(ledger, row.session.id)));
}

/** The drawers open now, each with its ledger as this person may see it (the dashboard). */
export async function openSessionsFor(db: Executor, auth: AuthContext): Promise<RegisterSession[]> {
  const rows: repo.SessionListRow[] = [];
  for (const register of await repo.listRegisters(db)) {
    const row = register.sessionId ? await repo.findSession(db, register.sessionId) : null;
    if (row) rows.push(row);
  }
  const sessions = await withLedgers(db, rows);
  return (await countsBlind(db, auth)) ? sessions.map(blindSession) : sessions;
}

export async function readSession(db: Executor, id: string): Promise<LedgerSession> {
  const row = await repo.findSession(db, id);
  if (!row) throw notFound(registerMessages.notFound);
  const [session] = await withLedgers(db, [row]);
  return session!;
}

/** GET /api/registers/sessions/:id: one session as this user may see it (blind close). */
export async function readSessionFor(deps: AppDeps, auth: AuthContext, id: string): Promise<RegisterSession> {
  return deps.db.transaction(async (tx) => sessionFor(tx, auth, await readSession(tx, id)));
}

/** GET /api/registers/sessions: the Register Report (and, with status=open, the opened registers). */
export async function listSessions(
  deps: AppDeps,
  auth: AuthContext,
  query: RegisterSessionQuery & { page: number; pageSize: number },
): Promise<RegisterSessionPage> {
  return deps.db.transaction(async (tx) => {
    const [rows, total] = [await repo.sessionPage(tx, query), await repo.sessionCount(tx, query)];
    const items = await withLedgers(tx, rows);
    return { items: (await countsBlind(tx, auth)) ? items.map(blindSession) : items, total, page: query.page, pageSize: query.pageSize };
  });
}

/** POST /api/registers/sessions: open a drawer with its float counted. One open session per drawer. */
export async function openRegister(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof openRegisterSchema>,
  meta: RequestMeta,
): Promise<IdempotentReply<RegisterSession>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/registers/sessions", body: input },
    async (tx) => {
      const register = await repo.findLiveRegister(tx, input.registerId);
      if (!register) throw notFound(registerMessages.registerNotFound);
      const settings = await readSaleSettings(tx);
      const now = deps.clock();
      const openingCash = countedTotal(input.counts);
      const session = await repo.insertSession(tx, {
        registerId: register.id,
        openedBy: auth.user.id,
        openedAt: now,
        businessDate: businessDateAt(now, settings.utility.timeZone),
        openingCash,
        openingCounts: input.counts as Record<string, number>,
      });
      if (!session) throw conflict(registerMessages.alreadyOpen);
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: ENTITY,
        entityId: session.id,
        details: { register: register.name, number: session.number, openingCash },
        ip: meta.ip,
      });
      return readSession(tx, session.id);
    },
    (session) => ok(session, "Register opened."),
  );
  if (reply.value) registerHint(deps, reply.value.id, "New");
  return reply;
}

/**
 * POST /api/registers/sessions/:id/close. The row lock (FOR UPDATE) waits for every sale, refund,
 * drop or expense holding the session FOR SHARE, so the expected cash frozen here includes them all;
 * anything arriving afterwards finds the session closed and is refused.
 */
export async function closeRegister(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof closeRegisterSchema>,
  meta: RequestMeta,
): Promise<IdempotentReply<RegisterSession>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/registers/sessions/${id}/close`, body: input },
    async (tx) => closeIn(tx, deps, auth, id, input, meta.ip),
    (session) => ok(session, "Register closed."),
  );
  if (reply.value) registerHint(deps, id, "Completed");
  return reply;
}

async function closeIn(
  tx: Transaction,
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: CloseRegister & { note: string },
  ip: string,
): Promise<RegisterSession> {
  const locked = await repo.lockSession(tx, id, "update");
  if (!locked) throw notFound(registerMessages.notFound);
  if (locked.closedAt) throw conflict(registerMessages.alreadyClosed);
  const ledger = cashLedgerOf(await readLedgerRows(tx, { sessionIds: [id] }), locked.openingCash);
  const expected = expectedCash(ledger);
  const counted = countedTotal(input.counts ?? {});
  await repo.closeSession(tx, id, {
    closedAt: deps.clock(),
    closedBy: auth.user.id,
    expectedCash: expected,
    countedCash: counted,
    countedCounts: (input.counts ?? {}) as Record<string, number>,
    closeNote: input.note,
  });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Completed,
    entity: ENTITY,
    entityId: id,
    details: { expected, counted, overShort: counted - expected },
    ip,
  });
  // A blind count learns its result from a manager: the answer (kept for a repeat too) leaves it out.
  return sessionFor(tx, auth, await readSession(tx, id));
}

/**
 * Holds an open session for a money move (FOR SHARE) in the move's transaction, or refuses with
 * words for the cashier. Null in, null out: a move without a drawer (the back office).
 */
export async function holdOpenSession(
  tx: Transaction,
  sessionId: string | null | undefined,
  closed: Refusal = registerRefusals.sessionClosed,
): Promise<OpenSessionHold | null> {
  if (!sessionId) return null;
  const locked = await repo.lockSession(tx, sessionId, "share");
  if (!locked) throw refusalError(registerRefusals.sessionNotFound);
  if (locked.closedAt) throw refusalError(closed);
  return { id: locked.id, openingCash: locked.openingCash };
}

export interface OpenSessionHold {
  id: string;
  openingCash: number;
}

/** Whether a session has been counted and closed (a sale rung up in it can no longer be voided). */
export async function sessionIsClosed(db: Executor, sessionId: string): Promise<boolean> {
  return (await repo.sessionClosed(db, sessionId)) === true;
}

/** registerIsOpened of the session store: whether this device's drawer has an open session. */
export async function registerIsOpen(db: Executor, registerId: string | undefined): Promise<boolean> {
  if (!registerId) return false;
  return repo.registerHasOpenSession(db, registerId);
}

export type { OpenRegister };
