import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { products } from "./sales-schema";
import type { Attachment, DiscountType, PurchasePaidBy, TaxMethod, TaxType } from "@washdesk/domain";
import { alive, cents, createdAt, moneyChecks, quantityCheck, rateChecks, textChecks, updatedAt } from "./columns";

/**
 * Who the shop buys from (docs/product.md §3 Vendor). Deleting one only marks it, so its purchases keep
 * naming it. Search: trigram GIN indexes for "contains" on the four searched fields.
 */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    representative: text("representative").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Ten digits, no +1 and no separators (normalizePhone). */
    phone: text("phone").notNull(),
    website: text("website").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // The C collation lets one index serve ORDER BY company and LIKE 'prefix%'.
    index("vendors_company_idx")
      .on(sql`(lower(${t.company}) collate "C")`, t.id)
      .where(alive),
    index("vendors_created_at_idx").on(t.createdAt, t.id).where(alive),
    index("vendors_company_trgm_idx")
      .using("gin", sql`lower(${t.company}) gin_trgm_ops`)
      .where(alive),
    index("vendors_representative_trgm_idx")
      .using("gin", sql`lower(${t.representative}) gin_trgm_ops`)
      .where(alive),
    index("vendors_email_trgm_idx")
      .using("gin", sql`lower(${t.email}) gin_trgm_ops`)
      .where(alive),
    index("vendors_phone_trgm_idx")
      .using("gin", sql`${t.phone} gin_trgm_ops`)
      .where(alive),
    ...textChecks("vendors", {
      company: [t.company, "name"],
      representative: [t.representative, "name"],
      email: [t.email, "email"],
      website: [t.website, "url"],
      address: [t.address, "address"],
      city: [t.city, "city"],
      state: [t.state, "state"],
      zip: [t.zip, "zip"],
      notes: [t.notes, "note"],
    }),
  ],
);

/**
 * Goods bought (docs/product.md §3 Purchase). The amount is the sum of the line subtotals, computed on the
 * server with the domain pricing and stored, so lists and reports sum a column in SQL.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** When it was bought: the picker's local time read in the shop's time zone. */
    date: timestamp("date", { withTimezone: true }).notNull(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id),
    /** PurchasePaidBy of the domain: Cash, Check, Debit, Credit, Other. */
    paidBy: text("paid_by").notNull().$type<PurchasePaidBy>(),
    amount: cents("amount").notNull(),
    attachments: jsonb("attachments").notNull().default([]).$type<Attachment[]>(),
    notes: text("notes").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("purchases_date_idx").on(t.date, t.id).where(alive),
    index("purchases_vendor_idx").on(t.vendorId, t.date).where(alive),
    index("purchases_paid_by_idx").on(t.paidBy, t.date).where(alive),
    ...moneyChecks("purchases", { amount: t.amount }, 1),
    ...textChecks("purchases", { notes: [t.notes, "note"] }),
  ],
);

/** One product of a purchase, with what it was (name, code, category, image) frozen and the amounts computed. */
export const purchaseLines = pgTable(
  "purchase_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id),
    position: smallint("position").notNull(),
    productId: uuid("product_id").references(() => products.id),
    name: text("name").notNull(),
    code: text("code").notNull().default(""),
    category: text("category").notNull().default(""),
    image: text("image"),
    note: text("note").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** Unit cost paid, before discount. */
    price: cents("price").notNull(),
    taxType: smallint("tax_type").notNull().$type<TaxType>(),
    taxMethod: smallint("tax_method").notNull().$type<TaxMethod>(),
    taxRate: integer("tax_rate").notNull(),
    discountType: smallint("discount_type").notNull().$type<DiscountType>(),
    discountRate: integer("discount_rate").notNull(),
    discountTotal: cents("discount_total").notNull(),
    netTotal: cents("net_total").notNull(),
    taxTotal: cents("tax_total").notNull(),
    subTotal: cents("sub_total").notNull(),
  },
  (t) => [
    index("purchase_lines_purchase_idx").on(t.purchaseId, t.position),
    index("purchase_lines_product_idx").on(t.productId),
    quantityCheck("purchase_lines", t.quantity),
    ...moneyChecks("purchase_lines", { price: t.price }),
    ...rateChecks("purchase_lines", t),
    ...textChecks("purchase_lines", { note: [t.note, "reason"] }),
  ],
);
