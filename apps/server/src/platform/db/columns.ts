import { sql } from "drizzle-orm";
import { bigint, integer, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { DiscountType, ItemKind, TaxMethod, TaxType } from "@washdesk/domain";

// Column builders the tables share. Functions, so each table gets its own column objects.

/**
 * Money: bigint cents ({ mode: "number" }: values stay far below 2^53). Rates are integers:
 * thousandths of a percent for Percentage, cents for Fixed (see @washdesk/domain pricing).
 */
export const cents = (name: string) => bigint(name, { mode: "number" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The condition of partial indexes over rows not deleted. */
export const alive = sql`deleted_at is null`;

/**
 * The columns of a priced line, shared by sale lines and quote lines: what was sold (kind, name,
 * code), the price, discount and tax it was priced with, and the amounts the domain's pricing
 * computed (frozen, so a later price change never alters a sale or an offer). A function, so each
 * table gets its own column objects.
 */
export function pricedLineColumns() {
  return {
    kind: smallint("kind").notNull().$type<ItemKind>(),
    name: text("name").notNull(),
    code: text("code").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitPrice: cents("unit_price").notNull(),
    discountType: smallint("discount_type").notNull().$type<DiscountType>(),
    discountRate: integer("discount_rate").notNull(),
    taxType: smallint("tax_type").notNull().$type<TaxType>(),
    taxMethod: smallint("tax_method").notNull().$type<TaxMethod>(),
    taxRate: integer("tax_rate").notNull(),
    unitDiscount: cents("unit_discount").notNull(),
    unitTax: cents("unit_tax").notNull(),
    discountTotal: cents("discount_total").notNull(),
    netTotal: cents("net_total").notNull(),
    taxTotal: cents("tax_total").notNull(),
    includedTaxTotal: cents("included_tax_total").notNull(),
    subTotal: cents("sub_total").notNull(),
  };
}
