import { ActivityAction, expectedCash, registerMessages, type Drop, type DropPage, type DropQuery } from "@washdesk/domain";
import { businessDateAt } from "../../platform/shop-clock";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, notFound } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSaleSettings } from "../sales";
import * as repo from "./drops.repository";
import { readLedgerRows } from "./ledger.repository";
import { cashLedgerOf } from "./register-dto";
import { holdOpenSession, registerHint } from "./registers.service";

const ENTITY = "drop";

function toDrop(row: repo.DropListRow): Drop {
  const d = row.drop;
  return {
    id: d.id,
    registerSessionId: d.registerSessionId,
    sessionNumber: row.sessionNumber,
    register: { id: row.registerId, name: row.registerName },
    amount: d.amount,
    note: d.note,
    businessDate: d.businessDate,
    createdAt: d.createdAt.toISOString(),
    createdBy: { id: d.createdBy, name: row.createdByName },
    closedAt: d.closedAt?.toISOString() ?? null,
    closedBy: d.closedBy ? { id: d.closedBy, name: row.closedByName ?? "" } : null,
  };
}

/** POST /api/registers/sessions/:id/drops: cash from an open drawer to the safe. */
export async function addDrop(
  deps: AppDeps,
  auth: AuthContext,
  sessionId: string,
  input: { amount: number; note: string },
  meta: RequestMeta,
): Promise<IdempotentReply<Drop>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/registers/sessions/${sessionId}/drops`, body: input },
    async (tx) => {
      const session = (await holdOpenSession(tx, sessionId))!;
      // A typo of a zero too many would leave the drawer "short" at the close: refuse it now.
      const inDrawer = expectedCash(cashLedgerOf(await readLedgerRows(tx, { sessionIds: [sessionId] }), session.openingCash));
      if (input.amount > inDrawer) throw badRequest(registerMessages.dropTooLarge);
      const settings = await readSaleSettings(tx);
      const { id } = await repo.insertDrop(tx, {
        registerSessionId: sessionId,
        amount: input.amount,
        note: input.note,
        businessDate: businessDateAt(deps.clock(), settings.utility.timeZone),
        createdBy: auth.user.id,
        createdAt: deps.clock(),
      });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: ENTITY,
        entityId: id,
        details: { sessionId, amount: input.amount },
        ip: meta.ip,
      });
      return toDrop((await repo.findDrop(tx, id))!);
    },
    (drop) => ok(drop, "Drop saved."),
  );
  if (reply.value) registerHint(deps, sessionId, "New");
  return reply;
}

/** GET /api/drops: the Drop Report. */
export async function listDrops(deps: AppDeps, query: DropQuery & { page: number; pageSize: number }): Promise<DropPage> {
  return deps.db.transaction(async (tx) => {
    const rows = await repo.dropPage(tx, query);
    const totals = await repo.dropTotals(tx, query);
    return { items: rows.map(toDrop), total: totals.count, page: query.page, pageSize: query.pageSize, totals };
  });
}

/** POST /api/drops/close and /open: CloseDrops once checked against the safe, OpenDrops to correct. */
export async function setDropsClosed(deps: AppDeps, auth: AuthContext, ids: string[], close: boolean, ip: string): Promise<{ count: number }> {
  const changed = await deps.db.transaction(async (tx) => {
    if ((await repo.countDrops(tx, ids)) !== new Set(ids).size) throw notFound("One of these drops does not exist.");
    const changedIds = await repo.setDropsClosed(tx, ids, close ? { at: deps.clock(), by: auth.user.id } : null);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: close ? ActivityAction.CloseDrops : ActivityAction.OpenDrops,
      entity: ENTITY,
      details: { ids: changedIds },
      ip,
    });
    return changedIds;
  });
  registerHint(deps, "drops", close ? "CloseDrops" : "OpenDrops");
  return { count: changed.length };
}
