import {
  DiscountType,
  invoiceStatusFor,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  planPayment,
  planPayments,
  planRefund,
  pointsOnCompletion,
  pricedSaleLines,
  VoidOrRefund,
  type AwardPointsSettings,
  type DocumentPricing,
  type PaymentAsked,
  type PaymentPlan,
  type RefundAsked,
  type PricedLineValues,
  type VehicleType,
} from "@washdesk/domain";
import type { payments, products, refunds, saleLines, sales } from "../platform/db/schema";
import { saleProductOf } from "../features/sales/sale-lines";
import { businessDateAt } from "../platform/shop-clock";

// The sales of the seeds (the demo shop, a shop with years of history), rung up, paid, refunded,
// voided and deleted through the domain's own plans, so every row holds what the services would
// have written: totals priced from the lines, payments planned against the balance, refunds drawn
// on payments and never above what was paid, points earned and taken back.

export type ProductRow = typeof products.$inferSelect;
export type SaleRow = typeof sales.$inferInsert & { id: string; amount: number; paidTotal: number; refundedTotal: number; tipTotal: number };
export type SaleLineRow = typeof saleLines.$inferInsert & { id: string; quantity: number; refundedQuantity: number; subTotal: number; name: string };
export type PaymentRow = typeof payments.$inferInsert & { id: string; amount: number; refundedAmount: number };
export type RefundRow = typeof refunds.$inferInsert;

export const vehicleTypes: readonly VehicleType[] = ["Sedan", "SUV", "LargeSUV", "LargePickup", "Van"];
export const refundReasons = ["Customer not satisfied with the dry", "Spots left on the windshield", "Charged the wrong package", "Goodwill: waited too long"];
export const voidReasons = ["Rang up twice", "Wrong vehicle type", "Customer changed their mind"];
export const deleteReasons = ["Training sale", "Rung up on the wrong shop day", "Test of the card reader"];

/** A customer's vehicle a sale may be for. */
export interface SaleParty {
  customerId: string;
  vehicleId: string;
  vehicleType: VehicleType | null;
}

/** Everything one sale wrote, ready to insert. */
export interface GeneratedSale {
  sale: SaleRow;
  lines: SaleLineRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  /** The change it made to its customer's points, all moves together. */
  points: number;
}

export interface RingUp {
  at: Date;
  cashierId: string;
  party: SaleParty | null;
  registerSessionId: string | null;
  /** Left unpaid (an open ticket, an account to settle later). */
  open?: boolean;
  /** Staff on the detailing lines (the line's worker, as the counter records it). */
  detailerId?: string | null;
}

export interface SaleGeneratorOptions {
  random: () => number;
  uuid: () => string;
  timeZone: string;
  points: AwardPointsSettings;
  /** The living, active catalog, in a fixed order. */
  catalog: readonly ProductRow[];
  /** Share of sales paid in two parts, cash and card. */
  splitShare?: number;
}

export interface SaleGenerator {
  /** Has the catalog something to sell (a wash or a package)? */
  readonly canSell: boolean;
  ringUp(input: RingUp): GeneratedSale;
  /** Pays what is left of an open sale (an account settled), as POST /api/sales/:id/payments does. */
  payBalance(sale: GeneratedSale, at: Date, by: string, registerSessionId: string | null): void;
  /** A void (everything back, the sale cancelled) as POST /api/sales/:id/refunds does. */
  voidSale(sale: GeneratedSale, at: Date, by: string, registerSessionId: string | null): void;
  /** A refund: of everything left, or a part (one line's units, or an amount). */
  refund(sale: GeneratedSale, part: "all" | "part", at: Date, by: string, registerSessionId: string | null): void;
  /** A soft delete as DELETE /api/sales/:id does: the status kept aside, the points put back. */
  remove(sale: GeneratedSale, at: Date, by: string): void;
}

export function createSaleGenerator(options: SaleGeneratorOptions): SaleGenerator {
  const { random, uuid, timeZone, points } = options;
  const splitShare = options.splitShare ?? 0;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  // Washes and packages make a visit; cheap services are add-ons; standard products are retail.
  const mains = options.catalog.filter((p) => p.kind !== ItemKind.Standard && p.price >= 1000);
  const addOns = options.catalog.filter((p) => p.kind === ItemKind.Service && p.price < 1000);
  const retail = options.catalog.filter((p) => p.kind === ItemKind.Standard);
  // Cheaper visits are far more common than a ceramic coating.
  const weights = mains.map((p) => 1 / (p.price / 100) ** 1.6);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const pickMain = () => {
    let r = random() * weightSum;
    for (let i = 0; i < mains.length; i++) if ((r -= weights[i]!) <= 0) return mains[i]!;
    return mains[mains.length - 1]!;
  };
  const namedProduct = new Map(options.catalog.map((p) => [p.id, { ...saleProductOf(p), name: p.name, code: p.code }]));

  // The same cart for the same vehicle type prices the same: a seed of a million sales prices each
  // distinct cart once.
  const priced = new Map<string, { values: PricedLineValues[]; pricing: DocumentPricing }>();
  type Chosen = { product: ProductRow; quantity: number; discount?: { type: DiscountType; rate: number } };
  const priceOf = (chosen: Chosen[], vehicleType: VehicleType | null) => {
    const key = `${vehicleType}|${chosen.map((c) => `${c.product.id}*${c.quantity}${c.discount ? `-${c.discount.rate}` : ""}`).join(",")}`;
    let found = priced.get(key);
    if (!found) {
      found = pricedSaleLines(
        chosen.map((c) => ({ product: namedProduct.get(c.product.id)!, quantity: c.quantity, discount: c.discount })),
        vehicleType,
      );
      priced.set(key, found);
    }
    return found;
  };

  const chooseLines = (): Chosen[] => {
    const chosen: Chosen[] = [{ product: pickMain(), quantity: 1, discount: random() < 0.08 ? { type: DiscountType.Percentage, rate: 10_000 } : undefined }];
    const extra = random();
    if (addOns.length > 0 && extra < 0.35) chosen.push({ product: pick(addOns), quantity: 1 });
    if (addOns.length > 1 && extra < 0.1) chosen.push({ product: pick(addOns.filter((p) => p.id !== chosen[1]!.product.id)), quantity: 1 });
    if (retail.length > 0 && random() < 0.15) chosen.push({ product: pick(retail), quantity: 1 + Math.floor(random() * 2) });
    return chosen;
  };

  /** Card most of the time (a tip on a third of them), cash with change, now and then split in two. */
  const choosePayments = (amount: number): PaymentAsked[] => {
    const card = (part: number): PaymentAsked => {
      const roll = random();
      const method = roll < 0.82 ? PaymentMethod.CreditCard : roll < 0.93 ? PaymentMethod.Debit : PaymentMethod.Terminal;
      const tip = random() < 0.35 ? Math.round((part * (0.1 + random() * 0.1)) / 25) * 25 : 0;
      return { method, amount: part, tip, reference: `AUTH ${100000 + Math.floor(random() * 900000)}` };
    };
    const cash = (part: number): PaymentAsked => {
      const tendered = random() < 0.3 ? part : Math.ceil(part / 500) * 500 + (random() < 0.3 ? 1000 : 0);
      return { method: PaymentMethod.Cash, amount: part, tip: 0, tendered, reference: "" };
    };
    if (amount >= 2000 && random() < splitShare) {
      const inCash = Math.floor((amount * (0.2 + random() * 0.5)) / 100) * 100;
      return [cash(inCash), card(amount - inCash)];
    }
    return [random() < 0.35 ? cash(amount) : card(amount)];
  };

  const paymentRow = (sale: SaleRow, row: PaymentPlan, at: Date, by: string, registerSessionId: string | null): PaymentRow => ({
    id: uuid(),
    saleId: sale.id,
    ...row.row,
    tendered: row.row.tendered ?? null,
    change: row.row.change ?? null,
    points: row.row.points ?? null,
    refundedAmount: 0,
    registerSessionId,
    businessDate: businessDateAt(at, timeZone),
    createdBy: by,
    createdAt: at,
  });

  const earnedOn = (g: GeneratedSale) =>
    pointsOnCompletion(
      g.sale.customerId ?? null,
      g.payments.map((p) => ({ method: p.method, amount: p.amount })),
      points,
    );

  function ringUp(input: RingUp): GeneratedSale {
    const { at, party } = input;
    const vehicleType = party?.vehicleType ?? pick(vehicleTypes);
    const chosen = chooseLines();
    const { values, pricing } = priceOf(chosen, vehicleType);
    const saleId = uuid();
    const customerId = party?.customerId ?? null;
    const sale: SaleRow = {
      id: saleId,
      customerId,
      vehicleId: party?.vehicleId ?? null,
      vehicleType,
      serviceMode: random() < 0.8 ? 2 : 1,
      notes: "",
      cashierId: input.cashierId,
      registerSessionId: input.registerSessionId,
      status: OrderStatus.Pending,
      invoiceStatus: invoiceStatusFor(pricing.amount, 0),
      subTotal: pricing.subTotal,
      discountTotal: pricing.discountTotal,
      taxTotal: pricing.taxTotal,
      includedTaxTotal: pricing.includedTaxTotal,
      amount: pricing.amount,
      paidTotal: 0,
      tipTotal: 0,
      refundedTotal: 0,
      awardPointsEarned: 0,
      businessDate: businessDateAt(at, timeZone),
      createdAt: at,
      updatedAt: at,
      completedAt: null,
      // Every row carries every column: the bulk insert takes its columns from the first row.
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
      deletedFromStatus: null,
    };
    const lines: SaleLineRow[] = chosen.map((c, i) => ({
      id: uuid(),
      saleId,
      position: i + 1,
      productId: c.product.id,
      ...values[i]!,
      refundedQuantity: 0,
      staffIds: input.detailerId && c.product.price >= 10_000 ? [input.detailerId] : [],
    }));
    const generated: GeneratedSale = { sale, lines, payments: [], refunds: [], points: 0 };
    const asked = input.open ? [] : choosePayments(pricing.amount);
    const planned = planPayments({ amount: pricing.amount, paidTotal: 0, customerId }, asked, points);
    if (!planned.ok) throw new Error(`A seeded payment was refused: ${planned.refusal.message}`);
    // The payment lands a minute after the sale is rung up.
    const paidAt = new Date(at.getTime() + 60_000);
    generated.payments = planned.plan.map((plan) => paymentRow(sale, plan, paidAt, input.cashierId, input.registerSessionId));
    const last = planned.plan.at(-1);
    if (last) {
      sale.paidTotal = last.paidTotal;
      sale.tipTotal = last.tipTotal;
      sale.status = last.status;
      sale.invoiceStatus = last.invoiceStatus;
      if (last.completes) {
        sale.completedAt = paidAt;
        sale.updatedAt = paidAt;
        sale.awardPointsEarned = earnedOn(generated);
        generated.points += sale.awardPointsEarned;
      }
    }
    return generated;
  }

  function payBalance(g: GeneratedSale, at: Date, by: string, registerSessionId: string | null): void {
    const { sale } = g;
    const [asked] = choosePayments(sale.amount - sale.paidTotal);
    const planned = planPayment(
      { amount: sale.amount, paidTotal: sale.paidTotal, tipTotal: sale.tipTotal, customerId: sale.customerId ?? null },
      asked!,
      points,
    );
    if (!planned.ok) throw new Error(`A seeded payment was refused: ${planned.refusal.message}`);
    const { plan } = planned;
    g.payments.push(paymentRow(sale, plan, at, by, registerSessionId));
    sale.paidTotal = plan.paidTotal;
    sale.tipTotal = plan.tipTotal;
    sale.status = plan.status;
    sale.invoiceStatus = plan.invoiceStatus;
    sale.updatedAt = at;
    if (plan.completes) {
      sale.completedAt = at;
      sale.awardPointsEarned = earnedOn(g);
      g.points += sale.awardPointsEarned;
    }
  }

  function applyRefund(g: GeneratedSale, asked: RefundAsked, reason: string, at: Date, by: string, registerSessionId: string | null): void {
    const { sale } = g;
    const today = businessDateAt(at, timeZone);
    const planned = planRefund(
      {
        status: sale.status,
        businessDate: sale.businessDate,
        paidTotal: sale.paidTotal,
        refundedTotal: sale.refundedTotal,
        awardPointsEarned: sale.awardPointsEarned ?? 0,
      },
      g.lines,
      g.payments.map((p) => ({ ...p, points: p.points ?? null })),
      asked,
      { today, drawerClosed: false },
    );
    if (!planned.ok) throw new Error(`A seeded refund was refused: ${planned.refusal.message}`);
    const { plan } = planned;
    const groupId = uuid();
    const lineRecords = plan.returns.map((r) => ({ lineId: r.line.id, quantity: r.units, amount: r.amount }));
    for (const entry of plan.entries) {
      g.refunds.push({
        id: uuid(),
        groupId,
        saleId: sale.id,
        kind: asked.kind,
        amount: entry.amount,
        method: entry.method,
        paymentId: entry.payment?.id ?? null,
        reason,
        lines: entry.withLines ? lineRecords : [],
        pointsReturned: entry.pointsReturned,
        pointsTakenBack: entry.pointsTakenBack,
        registerSessionId,
        businessDate: today,
        createdBy: by,
        createdAt: at,
      });
      const payment = g.payments.find((p) => p.id === entry.payment?.id);
      if (payment) payment.refundedAmount += entry.amount;
    }
    for (const r of plan.returns) r.line.refundedQuantity += r.units;
    g.points += plan.pointsReturned - plan.pointsTakenBack;
    sale.refundedTotal = plan.refundedTotal;
    sale.status = plan.status;
    sale.updatedAt = at;
  }

  return {
    canSell: mains.length > 0,
    ringUp,
    payBalance,
    voidSale: (g, at, by, registerSessionId) => applyRefund(g, { kind: VoidOrRefund.VOID }, pick(voidReasons), at, by, registerSessionId),
    refund: (g, part, at, by, registerSessionId) => {
      let asked: RefundAsked = { kind: VoidOrRefund.REFUND };
      if (part === "part") {
        // The last add-on or product taken back, or, with a single line, money off as goodwill.
        const line = g.lines.length > 1 ? g.lines.at(-1)! : null;
        const goodwill = Math.round((g.sale.paidTotal * (0.2 + random() * 0.3)) / 100) * 100;
        asked = line
          ? { kind: VoidOrRefund.REFUND, lines: [{ lineId: line.id, quantity: 1 }] }
          : { kind: VoidOrRefund.REFUND, amount: Math.max(goodwill, 100) };
      }
      applyRefund(g, asked, pick(refundReasons), at, by, registerSessionId);
    },
    remove: (g, at, by) => {
      const { sale } = g;
      const takenBack = g.refunds.reduce((sum, r) => sum + (r.pointsTakenBack ?? 0), 0);
      const returned = g.refunds.reduce((sum, r) => sum + (r.pointsReturned ?? 0), 0);
      const spent = g.payments.reduce((sum, p) => sum + (p.method === PaymentMethod.AwardPoints ? (p.points ?? 0) : 0), 0);
      g.points += spent - returned - ((sale.awardPointsEarned ?? 0) - takenBack);
      sale.deletedFromStatus = sale.status;
      sale.status = OrderStatus.Deleted;
      sale.deletedAt = at;
      sale.deletedBy = by;
      sale.deleteReason = pick(deleteReasons);
      sale.updatedAt = at;
    },
  };
}
