import { randomUUID } from "node:crypto";
import { businessDateAt } from "../../platform/shop-clock";
import {
  ActivityAction,
  invoiceStatusFor,
  OrderStatus,
  PaymentMethod,
  planPayments,
  pointsOnCompletion,
  saleRefusals,
  statusAfterPayment,
  type Sale,
  type SaleCreateValue,
  type SaleUpdateValue,
  type VehicleType,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Executor, Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import { toSale } from "./sale-dto";
import { assertTransition, totalChanged } from "./sale-errors";
import { saleHint, saleSettingsFrom, staffName } from "./sale-context";
import { assertStaffExist, mergeDeltas, priceFoundLines, priceLines, staffIdsOf, stockDeltas, stockDeltasWith } from "./sale-lines";
import { readSaleFacts, writeNewSale } from "./sale-create.repository";
import { moveStock } from "./stock.repository";
import { lockLiveSale, readSale, readVisibleSale } from "./sale-read";
import { holdOpenSession } from "../registers";
import { scheduleReviewRequestIn } from "../reviews";
import { saleCompletedIn, saleUndoneIn } from "./sale-completion";

export const SALE_SAVED = "Sale saved.";

const ENTITY = "sale";

interface Party {
  customer: repo.SaleCustomerRow | null;
  vehicle: repo.SaleVehicleRow | null;
  vehicleType: VehicleType | null;
}

/** The customer (or walk-in) and vehicle of a sale; a vehicle's own type sets the prices. */
export async function resolveParty(db: Executor, input: PartyInput): Promise<Party> {
  if (!input.customerId) return partyOf(input, null);
  return partyOf(input, await repo.findCustomerAndVehicle(db, input.customerId, input.vehicleId ?? null));
}

type PartyInput = { customerId?: string | null; vehicleId?: string | null; vehicleType?: VehicleType | null };

/** resolveParty with the customer and vehicle already read (null: not asked for, or gone). */
function partyOf(input: PartyInput, found: { customer: repo.SaleCustomerRow; vehicle: repo.SaleVehicleRow | null } | null): Party {
  const walkInType = input.vehicleType ?? null;
  if (!input.customerId) return { customer: null, vehicle: null, vehicleType: walkInType };
  if (!found) throw refusalError(saleRefusals.customerGone);
  const { customer, vehicle } = found;
  if (!input.vehicleId) return { customer, vehicle: null, vehicleType: walkInType };
  if (!vehicle) throw refusalError(saleRefusals.vehicleNotTheirs);
  return { customer, vehicle, vehicleType: vehicle.type };
}

/** POST /api/sales: price, check the shown total, take any payments, lower stock, all in one transaction. */
export async function createSale(deps: AppDeps, auth: AuthContext, input: SaleCreateValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/sales", body: input },
    (tx) => createSaleIn(tx, deps, auth, input, meta.ip),
    (sale) => ok(sale, SALE_SAVED),
  );
  if (reply.value) saleHint(deps, reply.value.id, "New", input.registerSessionId);
  return reply;
}

/** The work of POST /api/sales inside the caller's transaction; converting a quote rings up its sale through it too. */
export async function createSaleIn(tx: Transaction, deps: AppDeps, auth: AuthContext, input: SaleCreateValue, ip: string): Promise<Sale> {
  // First: a sale sent while its drawer is being closed waits here, then is refused, never lost.
  const session = await holdOpenSession(tx, input.registerSessionId);
  const staffIds = staffIdsOf(input.lines);
  const facts = await readSaleFacts(tx, {
    customerId: input.customerId ?? null,
    vehicleId: input.vehicleId ?? null,
    productIds: [...new Set(input.lines.map((l) => l.productId))],
    staffIds,
  });
  const settings = saleSettingsFrom((key) => facts.settings[key]);
  const party = partyOf(input, facts.party);
  const { drafts, pricing } = priceFoundLines(input.lines, facts.products, party.vehicleType);
  if (pricing.amount !== input.expectedAmount) throw totalChanged(pricing.amount, input.expectedAmount);
  if (staffIds.length > 0 && facts.staffFound !== staffIds.length) throw refusalError(saleRefusals.staffUnknown);

  const customerId = party.customer?.id ?? null;
  const planned = planPayments({ amount: pricing.amount, paidTotal: 0, customerId }, input.payments, settings.awardPoints);
  if (!planned.ok) throw refusalError(planned.refusal);
  // Cash goes into the station's open drawer, wherever it is taken, unless the shop allows cash
  // outside a register (docs/product.md §4 Register session).
  const cashOutside = !session && input.payments.some((p) => p.method === PaymentMethod.Cash);
  if (cashOutside && !settings.utility.cashOutsideRegister) throw refusalError(saleRefusals.cashNeedsDrawer);
  const paymentDrafts = planned.plan.map((plan) => ({ ...plan.row, id: randomUUID() }));
  const paidTotal = planned.plan.at(-1)?.paidTotal ?? 0;
  const tipTotal = input.payments.reduce((sum, p) => sum + p.tip, 0);
  const pointsSpent = planned.plan.reduce((sum, p) => sum + p.pointsSpent, 0);
  const status = statusAfterPayment(pricing.amount, paidTotal);
  const completed = status === OrderStatus.Completed;
  const earned = completed ? pointsOnCompletion(customerId, input.payments, settings.awardPoints) : 0;
  const now = deps.clock();
  const businessDate = businessDateAt(now, settings.utility.timeZone);

  // Rows other sales share (the customer's points, product stock) are written in the same statement
  // as the sale, so their locks are held only until the commit that follows.
  const written = await writeNewSale(tx, {
    sale: {
      id: randomUUID(),
      customerId: party.customer?.id ?? null,
      vehicleId: party.vehicle?.id ?? null,
      vehicleType: party.vehicleType,
      serviceMode: input.serviceMode ?? null,
      notes: input.notes,
      cashierId: auth.user.id,
      registerSessionId: session?.id ?? null,
      status,
      invoiceStatus: invoiceStatusFor(pricing.amount, paidTotal),
      subTotal: pricing.subTotal,
      discountTotal: pricing.discountTotal,
      taxTotal: pricing.taxTotal,
      includedTaxTotal: pricing.includedTaxTotal,
      amount: pricing.amount,
      paidTotal,
      tipTotal,
      awardPointsEarned: earned,
      awardPointsRedeemed: pointsSpent,
      businessDate,
      completedAt: completed ? now : null,
    },
    lines: drafts,
    payments: paymentDrafts,
    // The sale's number is added in SQL, where it is drawn.
    activity: {
      action: ActivityAction.New,
      details: { amount: pricing.amount, paid: paidTotal, payments: paymentDrafts.map((p) => ({ id: p.id, method: p.method, amount: p.amount })) },
      ip,
    },
    points: { customerId: party.customer?.id ?? null, spend: pointsSpent, add: earned },
    stock: stockDeltasWith(
      facts.comboParts,
      drafts.map((l) => ({ productId: l.productId ?? null, kind: l.kind, units: l.quantity })),
      -1,
    ),
  });
  // A sale completed at once (the counter, a quote turned into a sale) asks for a review later.
  if (completed) await scheduleReviewRequestIn(tx, { saleId: written.sale.id, customerId, completedAt: now });
  let customer = party.customer;
  if (customer && (pointsSpent > 0 || earned > 0)) {
    if (written.points === null) throw refusalError(saleRefusals.notEnoughPoints(customer.awardPoints, pointsSpent));
    customer = { ...customer, awardPoints: written.points };
  }
  const byName = staffName(auth);
  return toSale(
    {
      sale: written.sale,
      cashierName: byName,
      customer,
      vehicle: party.vehicle,
      deletedByName: null,
      lines: written.lines,
      payments: written.payments.map((payment) => ({ payment, byName })),
      refunds: [],
    },
    auth,
  );
}

/** GET /api/sales/:id: a sale the caller may see (the domain's canSeeSale); the view is recorded (Details). */
export async function getSale(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<Sale> {
  const sale = await readVisibleSale(deps.db, auth, id);
  await writeActivity(deps.db, { userId: auth.user.id, action: ActivityAction.Details, entity: ENTITY, entityId: id, details: { number: sale.number }, ip });
  return sale;
}

/**
 * PATCH /api/sales/:id. Notes and service mode change while the sale is not deleted; the customer,
 * vehicle and lines only while it is Pending with nothing paid (the lines are priced again and the
 * shown total checked; stock follows the difference).
 */
export async function updateSale(deps: AppDeps, auth: AuthContext, id: string, input: SaleUpdateValue, ip: string): Promise<Sale> {
  const sale = await deps.db.transaction(async (tx) => {
    const current = await lockLiveSale(tx, auth, id);
    const changes: repo.SaleChanges = {};
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.serviceMode !== undefined) changes.serviceMode = input.serviceMode;
    if (input.expectedAmount !== undefined) {
      if (current.status !== OrderStatus.Pending || current.paidTotal > 0) throw refusalError(saleRefusals.editLocked);
      await repriceSale(tx, current, input, changes, deps.clock());
    }
    await repo.updateSale(tx, id, changes);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: ENTITY,
      entityId: id,
      details: { number: current.number, fields: Object.keys(input) },
      ip,
    });
    return readSale(tx, id, auth);
  });
  saleHint(deps, id, "Edit");
  return sale;
}

export async function repriceSale(tx: Transaction, current: repo.SaleRow, input: SaleUpdateValue, changes: repo.SaleChanges, now: Date): Promise<void> {
  const customerChanged = input.customerId !== undefined;
  const party = await resolveParty(tx, {
    customerId: customerChanged ? input.customerId : current.customerId,
    vehicleId: input.vehicleId !== undefined || customerChanged ? input.vehicleId : current.vehicleId,
    vehicleType: input.vehicleType !== undefined ? input.vehicleType : current.vehicleType,
  });
  const oldLines = await repo.findLines(tx, current.id);
  // Lines left out keep their products, quantities, discounts and staff, priced again for the vehicle.
  const lineInputs =
    input.lines ??
    oldLines.map((l) => {
      if (!l.productId) throw refusalError(saleRefusals.linesGone);
      return { productId: l.productId, quantity: l.quantity, discount: { type: l.discountType, rate: l.discountRate }, staffIds: l.staffIds };
    });
  const { drafts, pricing } = await priceLines(tx, lineInputs, party.vehicleType);
  if (pricing.amount !== input.expectedAmount) throw totalChanged(pricing.amount, input.expectedAmount!);
  await assertStaffExist(tx, lineInputs);
  await repo.deleteLines(tx, current.id);
  const lines = await repo.insertLines(
    tx,
    drafts.map((d) => ({ ...d, saleId: current.id })),
  );
  const back = await stockDeltas(
    tx,
    oldLines.map((l) => ({ productId: l.productId, kind: l.kind, units: l.quantity })),
    1,
  );
  const out = await stockDeltas(
    tx,
    lines.map((l) => ({ productId: l.productId, kind: l.kind, units: l.quantity })),
    -1,
  );
  await moveStock(tx, mergeDeltas(back, out));
  const status = statusAfterPayment(pricing.amount, 0);
  assertTransition(current.status, status);
  Object.assign(changes, {
    customerId: party.customer?.id ?? null,
    vehicleId: party.vehicle?.id ?? null,
    vehicleType: party.vehicleType,
    subTotal: pricing.subTotal,
    discountTotal: pricing.discountTotal,
    taxTotal: pricing.taxTotal,
    includedTaxTotal: pricing.includedTaxTotal,
    amount: pricing.amount,
    status,
    invoiceStatus: invoiceStatusFor(pricing.amount, 0),
    completedAt: status === OrderStatus.Completed ? now : null,
  } satisfies repo.SaleChanges);
  // Lines repriced to nothing owed complete the sale.
  if (status === OrderStatus.Completed) {
    await saleCompletedIn(tx, { saleId: current.id, customerId: party.customer?.id ?? null, userId: null, now });
  }
}

/**
 * DELETE /api/sales/:id: a soft delete with a reason and who did it. The sale leaves lists and totals
 * but stays readable (sales.deleted.list). Treated as "this sale should not have been rung up": units
 * not yet returned go back to stock and the customer's points are put back as they were.
 */
export async function deleteSale(deps: AppDeps, auth: AuthContext, id: string, reason: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sale = await lockLiveSale(tx, auth, id);
    assertTransition(sale.status, OrderStatus.Deleted);
    const [lines, payments, refunds] = await Promise.all([repo.findLines(tx, id), repo.findPayments(tx, id), repo.findRefunds(tx, id)]);
    await moveStock(
      tx,
      await stockDeltas(
        tx,
        lines.map((l) => ({ productId: l.productId, kind: l.kind, units: l.quantity - l.refundedQuantity })),
        1,
      ),
    );
    const pointsReturned = refunds.reduce((sum, r) => sum + r.refund.pointsReturned, 0);
    const pointsTakenBack = refunds.reduce((sum, r) => sum + r.refund.pointsTakenBack, 0);
    const spentLeft =
      payments.filter((p) => p.payment.method === PaymentMethod.AwardPoints).reduce((sum, p) => sum + (p.payment.points ?? 0), 0) - pointsReturned;
    const earnedLeft = sale.awardPointsEarned - pointsTakenBack;
    if (sale.customerId) await repo.adjustPoints(tx, sale.customerId, spentLeft - earnedLeft);
    await repo.updateSale(tx, id, {
      status: OrderStatus.Deleted,
      deletedFromStatus: sale.status,
      deletedAt: deps.clock(),
      deletedBy: auth.user.id,
      deleteReason: reason,
    });
    // A deleted ticket lets go of the appointment checked in to it, so it can be checked in again.
    await saleUndoneIn(tx, { saleId: id, userId: auth.user.id, now: deps.clock() });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: ENTITY,
      entityId: id,
      details: { number: sale.number, reason, previousStatus: sale.status, pointsGivenBack: spentLeft, pointsTakenBack: earnedLeft },
      ip,
    });
  });
  saleHint(deps, id, "Delete");
}
