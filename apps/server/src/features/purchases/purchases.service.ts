import {
  ActivityAction,
  purchaseRefusals,
  type Purchase,
  type PurchaseInputValue,
  type PurchaseListFilter,
  type PurchasePage,
  type PurchasePaidBy,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { shopTimeZone } from "../settings";
import * as repo from "./purchases.repository";
import { purchaseListQueries } from "./purchase-list.repository";
import { moveStock, stockDifference, unitsByProduct } from "./purchase-stock.repository";
import { assertAmount, lineProducts, lineRows } from "./purchase-lines";
import { personOf, toPurchase, toPurchaseListItem } from "./purchase-dto";
import { dayRange, wallTimeToInstant } from "../../platform/shop-clock";
import { resolveAttachments, signAttachments } from "../files";

const ENTITY = "purchase";
const ATTACHMENT_PATH = "/attachments/purchase";

/** Open lists refetch: the purchase itself, and the products whose stock moved. */
function hint(deps: AppDeps, id: string, action: keyof typeof ActivityAction, stockMoved: boolean): void {
  deps.realtime.publish({ entity: "purchases", id, action });
  if (stockMoved) deps.realtime.publish({ entity: "products", id: null, action: "Edit" });
}

async function readPurchase(deps: AppDeps, db: Executor, id: string, timeZone: string): Promise<Purchase> {
  const found = await repo.findPurchase(db, id);
  if (!found) throw refusalError(purchaseRefusals.notFound);
  const lines = await repo.findLines(db, id);
  const attachments = await signAttachments({ ...deps, db }, found.purchase.attachments);
  const createdBy = personOf(found.purchase.createdBy, found.createdByFirstName, found.createdByLastName);
  return toPurchase(found.purchase, found.company, lines, createdBy, attachments, timeZone);
}

/** The row's values; attachments are checked against the uploads (files of /attachments/purchase only). */
async function purchaseValues(db: Executor, input: PurchaseInputValue, timeZone: string): Promise<repo.PurchaseChanges> {
  return {
    date: wallTimeToInstant(input.date, timeZone),
    vendorId: input.vendor,
    paidBy: input.paidBy,
    amount: input.amount,
    attachments: await resolveAttachments(db, input.attachments, ATTACHMENT_PATH),
    notes: input.notes,
  };
}

const hasStockMove = (deltas: ReadonlyMap<string, number>) => [...deltas.values()].some((units) => units !== 0);

/** docs/product.md §4 purchase: saved with its lines, and the stock of its standard products rises, all in one transaction. */
export async function createPurchase(deps: AppDeps, auth: AuthContext, input: PurchaseInputValue, ip: string): Promise<Purchase> {
  assertAmount(input);
  const timeZone = await shopTimeZone(deps.db);
  const purchase = await deps.db.transaction(async (tx) => {
    const vendor = await repo.findLivingVendor(tx, input.vendor);
    if (!vendor) throw refusalError(purchaseRefusals.vendorGone);
    const products = await lineProducts(tx, input);
    const row = await repo.insertPurchase(tx, { ...(await purchaseValues(tx, input, timeZone)), createdBy: auth.user.id });
    const lines = lineRows(row.id, input, products);
    await repo.insertLines(tx, lines);
    await moveStock(tx, unitsByProduct(lines));
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: ENTITY,
      entityId: row.id,
      details: { vendor: vendor.company, amount: row.amount, lines: lines.length },
      ip,
    });
    return readPurchase(deps, tx, row.id, timeZone);
  });
  hint(deps, purchase.id, "New", purchase.products.length > 0);
  return purchase;
}

export async function getPurchase(deps: AppDeps, id: string): Promise<Purchase> {
  return readPurchase(deps, deps.db, id, await shopTimeZone(deps.db));
}

/** The whole purchase is replaced; stock moves by the difference between the old and the new lines. */
export async function updatePurchase(deps: AppDeps, auth: AuthContext, id: string, input: PurchaseInputValue, ip: string): Promise<Purchase> {
  assertAmount(input);
  const timeZone = await shopTimeZone(deps.db);
  let moved = false;
  const purchase = await deps.db.transaction(async (tx) => {
    const current = await repo.lockPurchase(tx, id);
    if (!current) throw refusalError(purchaseRefusals.notFound);
    // A vendor deleted since may stay on its own purchase; a new choice must be living.
    if (input.vendor !== current.vendorId && !(await repo.findLivingVendor(tx, input.vendor))) throw refusalError(purchaseRefusals.vendorGone);
    const before = await repo.findLines(tx, id);
    const products = await lineProducts(tx, input, new Set(before.flatMap((line) => (line.productId ? [line.productId] : []))));
    const after = lineRows(id, input, products);
    await repo.updatePurchase(tx, id, await purchaseValues(tx, input, timeZone));
    await repo.deleteLines(tx, id);
    await repo.insertLines(tx, after);
    const deltas = stockDifference(before, after);
    await moveStock(tx, deltas);
    moved = hasStockMove(deltas);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: ENTITY,
      entityId: id,
      details: { amount: input.amount, lines: after.length },
      ip,
    });
    return readPurchase(deps, tx, id, timeZone);
  });
  hint(deps, id, "Edit", moved);
  return purchase;
}

/** Soft delete: the row stays for reports' history; the units it brought in leave the stock again. */
export async function deletePurchase(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  let moved = false;
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockPurchase(tx, id);
    if (!current) throw refusalError(purchaseRefusals.notFound);
    const lines = await repo.findLines(tx, id);
    const deltas = unitsByProduct(lines, -1);
    await moveStock(tx, deltas);
    moved = hasStockMove(deltas);
    await repo.softDeletePurchase(tx, id, deps.clock());
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Delete, entity: ENTITY, entityId: id, details: { amount: current.amount }, ip });
  });
  hint(deps, id, "Delete", moved);
}

export async function listPurchases(deps: AppDeps, filter: PurchaseListFilter): Promise<PurchasePage> {
  const timeZone = await shopTimeZone(deps.db);
  const queries = purchaseListQueries(deps.db, { filter, ...dayRange(filter.from, filter.to, timeZone) });
  const [rows, totals] = await Promise.all([queries.page, queries.totals]);
  const byPaidBy: Partial<Record<PurchasePaidBy, number>> = {};
  for (const group of totals) byPaidBy[group.paidBy] = group.amount;
  // One signing for the whole page, then each row takes its own back in order.
  const signed = await signAttachments(
    deps,
    rows.flatMap((row) => row.purchase.attachments),
  );
  let next = 0;
  const items = rows.map((row) => {
    const attachments = signed.slice(next, next + row.purchase.attachments.length);
    next += row.purchase.attachments.length;
    return toPurchaseListItem(row, attachments, timeZone);
  });
  return {
    items,
    total: totals.reduce((n, group) => n + group.n, 0),
    page: filter.page,
    pageSize: filter.pageSize,
    totals: { amount: totals.reduce((amount, group) => amount + group.amount, 0), byPaidBy },
  };
}
