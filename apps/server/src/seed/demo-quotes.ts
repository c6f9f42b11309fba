import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { ItemKind, QuoteStatus, VehicleType } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { customers, groups, products, users, vehicles } from "../platform/db/schema";
import { businessDateAt } from "../platform/shop-clock";
import { shopTimeZone } from "../features/settings/settings.service";
import { priceLines } from "../features/sales/sale-lines";
import { insertLines, insertQuote } from "../features/quotes/quotes.repository";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A few quotes for the demo shop, priced from the catalog with the sales code: the dearest packages
 * for two customers' vehicles (one sent yesterday) and a walk-in's van. Run after the catalog and
 * customers exist.
 */
export async function seedDemoQuotes(db: Executor, now: Date): Promise<{ quotes: number }> {
  const packages = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), eq(products.active, true), eq(products.kind, ItemKind.Service)))
    .orderBy(desc(products.price), asc(products.code))
    .limit(3);
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(eq(groups.name, "Owner"))
    .orderBy(users.email)
    .limit(1);
  const people = await db
    .select({ customerId: customers.id, vehicleId: vehicles.id, vehicleType: vehicles.type })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(isNull(customers.deletedAt), isNull(vehicles.deletedAt)))
    .orderBy(asc(vehicles.id))
    .limit(2);
  if (packages.length === 0 || !author) return { quotes: 0 };

  const timeZone = await shopTimeZone(db);
  const inDays = (days: number) => businessDateAt(new Date(now.getTime() + days * DAY), timeZone);
  const plans = [
    {
      person: people[0],
      vehicleType: null,
      lines: packages.slice(0, 1),
      status: QuoteStatus.Sent,
      sentAt: new Date(now.getTime() - DAY),
      notes: "Includes pickup and drop-off.",
    },
    { person: people[1], vehicleType: null, lines: packages.slice(1, 3), status: QuoteStatus.Open, sentAt: null, notes: "" },
    {
      person: undefined,
      vehicleType: VehicleType.Van,
      lines: packages.slice(0, 2),
      status: QuoteStatus.Open,
      sentAt: null,
      notes: "Fleet of three vans: price per van.",
    },
  ];
  let written = 0;
  for (const plan of plans) {
    const vehicleType = plan.person?.vehicleType ?? plan.vehicleType;
    const { drafts, pricing } = await priceLines(
      db,
      plan.lines.map((p) => ({ productId: p.id, quantity: 1, staffIds: [] })),
      vehicleType,
    );
    const quote = await insertQuote(db, {
      customerId: plan.person?.customerId ?? null,
      vehicleId: plan.person?.vehicleId ?? null,
      vehicleType,
      notes: plan.notes,
      status: plan.status,
      validUntil: inDays(30),
      subTotal: pricing.subTotal,
      discountTotal: pricing.discountTotal,
      taxTotal: pricing.taxTotal,
      includedTaxTotal: pricing.includedTaxTotal,
      amount: pricing.amount,
      sentAt: plan.sentAt,
      createdBy: author.id,
    });
    await insertLines(
      db,
      drafts.map(({ refundedQuantity: _notOnQuotes, id: _id, ...draft }) => ({ ...draft, quoteId: quote.id })),
    );
    written += 1;
  }
  return { quotes: written };
}
