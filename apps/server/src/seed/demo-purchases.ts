import { and, eq, isNull } from "drizzle-orm";
import {
  DiscountType,
  ItemKind,
  normalizePhone,
  pricePurchase,
  purchaseInputSchema,
  TaxMethod,
  TaxType,
  vendorInputSchema,
  type PurchaseInput,
  type PurchasePaidBy,
  type VendorInput,
} from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { products, purchaseLines, purchases, vendors } from "../platform/db/schema";
import { readShopSettings } from "../features/settings/settings.service";
import { businessDateAt, wallTimeToInstant } from "../platform/shop-clock";
import { lineRows } from "../features/purchases/purchase-lines";
import { seededRandom } from "./seeded-random";

// Phones in the 555-01xx range, which US numbering keeps for fiction.
export const demoVendors: VendorInput[] = [
  {
    company: "Shine Wholesale Supply",
    representative: "Dana Brooks",
    email: "orders@shinewholesale.example",
    phone: "555 010 3101",
    website: "shinewholesale.example",
    address: "42 Commerce Park",
    city: "Springfield",
    state: "IL",
    zip: "62704",
    notes: "Net 30. Delivers Tuesdays.",
  },
  {
    company: "Fresh Scents Distributors",
    representative: "Mark Ellison",
    email: "mark@freshscents.example",
    phone: "555 010 3102",
    website: "https://freshscents.example",
    address: "7 Lavender Road",
    city: "Decatur",
    state: "IL",
    zip: "62521",
    notes: "Air fresheners by the case of 24.",
  },
  {
    company: "Detail Pro Chemicals",
    representative: "Priya Nair",
    email: "sales@detailpro.example",
    phone: "555 010 3103",
    website: "detailpro.example",
    address: "1200 Industrial Blvd",
    city: "Peoria",
    state: "IL",
    zip: "61602",
    notes: "Bulk discount over 20 units.",
  },
];

const paidByChoices: PurchasePaidBy[] = ["Check", "Check", "Credit", "Debit", "Cash", "Other"];
const DAY = 24 * 60 * 60 * 1000;
/** Freight the distributor bills per case, shown as a fixed tax on some lines. */
const FREIGHT_PER_UNIT = 25;

/**
 * A year of restocking: three vendors and about two purchases a month of the retail products, each
 * checked by the API's schemas and priced with the domain pricing. The catalog's stock counts are
 * today's and already include these deliveries, so seeding them moves no stock.
 */
export async function seedDemoPurchases(db: Executor, createdBy: string, now: Date): Promise<void> {
  const random = seededRandom(20_260_602);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const { timeZone } = (await readShopSettings(db)).utility;
  const retail = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, ItemKind.Standard), isNull(products.deletedAt)))
    .orderBy(products.code);
  if (retail.length === 0) return;
  const retailById = new Map(retail.map((product) => [product.id, product]));

  const vendorRows = await db
    .insert(vendors)
    .values(
      demoVendors.map((input) => {
        const vendor = vendorInputSchema.parse(input);
        return { ...vendor, phone: normalizePhone(vendor.phone) ?? vendor.phone, createdBy, createdAt: new Date(now.getTime() - 370 * DAY) };
      }),
    )
    .returning();

  for (let daysAgo = 360; daysAgo >= 3; daysAgo -= 12 + Math.floor(random() * 8)) {
    const vendor = pick(vendorRows);
    const chosen = retail.filter(() => random() < 0.5);
    const lines = (chosen.length > 0 ? chosen : [pick(retail)]).map((product) => {
      const quantity = 6 * (2 + Math.floor(random() * 7));
      const bulk = quantity >= 24 && random() < 0.5;
      const freight = random() < 0.3;
      return {
        productId: product.id,
        quantity,
        price: Math.max(1, product.cost),
        discount: bulk ? { type: DiscountType.Percentage, rate: 5_000 } : { type: DiscountType.NoDiscount, rate: 0 },
        tax: freight
          ? { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: FREIGHT_PER_UNIT }
          : { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
      };
    });
    const day = businessDateAt(new Date(now.getTime() - daysAgo * DAY), timeZone);
    const time = `${String(8 + Math.floor(random() * 9)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}:00`;
    const input: PurchaseInput = {
      date: `${day} ${time}`,
      vendor: vendor.id,
      paidBy: pick(paidByChoices),
      amount: pricePurchase(lines).amount,
      products: lines,
      notes: random() < 0.2 ? "Restock before the weekend rush." : "",
    };
    const purchase = purchaseInputSchema.parse(input);
    const date = wallTimeToInstant(purchase.date, timeZone);
    const [row] = await db
      .insert(purchases)
      .values({
        date,
        vendorId: purchase.vendor,
        paidBy: purchase.paidBy,
        amount: purchase.amount,
        notes: purchase.notes,
        createdBy,
        createdAt: date,
        updatedAt: date,
      })
      .returning({ id: purchases.id });
    await db.insert(purchaseLines).values(lineRows(row!.id, purchase, retailById));
  }
}
