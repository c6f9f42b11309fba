import { sql, type SQL } from "drizzle-orm";
import { bigint, check, integer, smallint, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  BUSINESS_DATE_MAX,
  BUSINESS_DATE_MIN,
  DiscountType,
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  RATE_SCALE,
  textLimits,
  TIP_FLOOR_CENTS,
  type ItemKind,
  type TaxMethod,
  TaxType,
  type TextKind,
} from "@washdesk/domain";

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

// CHECK constraints: the database holds the domain's ceilings (validation/limits.ts) itself, so a
// row that slipped past a schema, or was written by hand, can never make a list's total inexact
// or a page enormous. Named "<table>_<column>_<rule>".

/** A literal in a CHECK's text (drizzle-kit writes the expression as is, with no parameters). */
const literal = (value: number | string) => sql.raw(typeof value === "number" ? String(value) : `'${value}'`);

/** Money columns of a table, each from `min` cents to $1,000,000.00. */
export const moneyChecks = (table: string, columns: Record<string, AnyPgColumn>, min = 0) =>
  Object.entries(columns).map(([name, column]) => check(`${table}_${name}_range`, sql`${column} between ${literal(min)} and ${literal(MAX_MONEY_CENTS)}`));

/** Text columns of a table, each at most its kind's length. */
export const textChecks = (table: string, columns: Record<string, [AnyPgColumn, TextKind]>) =>
  Object.entries(columns).map(([name, [column, kind]]) => check(`${table}_${name}_length`, sql`char_length(${column}) <= ${literal(textLimits[kind])}`));

/** A business date column: 2000-01-01 to 2100-12-31. */
export const dateCheck = (table: string, name: string, column: AnyPgColumn) =>
  check(`${table}_${name}_range`, sql`${column} between ${literal(BUSINESS_DATE_MIN)} and ${literal(BUSINESS_DATE_MAX)}`);

/** Units on a line: 1 to 10,000. */
export const quantityCheck = (table: string, column: AnyPgColumn) => check(`${table}_quantity_range`, sql`${column} between 1 and ${literal(MAX_QUANTITY)}`);

/** A tip total of a sale: at most the larger of its amount and $1,000.00 (tipCeiling). */
export const tipCheck = (table: string, tips: AnyPgColumn, amount: AnyPgColumn) =>
  check(`${table}_tip_total_range`, sql`${tips} between 0 and greatest(${amount}, ${literal(TIP_FLOOR_CENTS)})`);

/**
 * A discount and a tax as stored with a price: rates within the ceilings (a percentage at most
 * 100 %), and a fixed discount never more than the price it discounts.
 */
export function rateChecks(
  table: string,
  t: { price: AnyPgColumn; discountType: AnyPgColumn; discountRate: AnyPgColumn; taxType: AnyPgColumn; taxRate: AnyPgColumn },
) {
  const rate = (type: AnyPgColumn, value: AnyPgColumn, percentage: number): SQL =>
    sql`${value} between 0 and ${literal(MAX_MONEY_CENTS)} and (${type} <> ${literal(percentage)} or ${value} <= ${literal(RATE_SCALE)})`;
  return [
    check(`${table}_discount_rate_range`, rate(t.discountType, t.discountRate, DiscountType.Percentage)),
    check(`${table}_tax_rate_range`, rate(t.taxType, t.taxRate, TaxType.Percentage)),
    check(`${table}_fixed_discount_within_price`, sql`${t.discountType} <> ${literal(DiscountType.Fixed)} or ${t.discountRate} <= ${t.price}`),
  ];
}

/** The checks of a priced line (sale lines, quote lines): units, price, and a discount within the price. */
export function pricedLineChecks(table: string, t: { quantity: AnyPgColumn; unitPrice: AnyPgColumn; unitDiscount: AnyPgColumn }) {
  return [
    quantityCheck(table, t.quantity),
    ...moneyChecks(table, { unit_price: t.unitPrice }),
    check(`${table}_unit_discount_range`, sql`${t.unitDiscount} between 0 and ${t.unitPrice}`),
  ];
}
