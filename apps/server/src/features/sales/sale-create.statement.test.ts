import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { activityLogs, idempotencyKeys, payments, saleLines, sales } from "../../platform/db/schema";
import { idempotencyClaimQuery } from "../../platform/idempotency";
import { saleWriteParams, saleWriteQuery, type SaleWrite } from "./sale-create.repository";

// The sale write is hand-written SQL (one prepared statement instead of a dozen round trips). These
// tests hold it to the Drizzle schema: a column added to a table must be written by the statement,
// or be listed below with the reason the database fills it.

/** Columns a new sale's statement leaves to the database, and why. */
const LEFT_TO_THE_DATABASE: Record<string, Record<string, string>> = {
  sales: {
    number: "the receipt number comes from the table's sequence",
    refunded_total: "0 until a refund (refunds update it)",
    created_at: "now() when the row is written",
    updated_at: "now() when the row is written",
    deleted_at: "set only when the sale is deleted",
    deleted_by: "set only when the sale is deleted",
    delete_reason: "set only when the sale is deleted",
    deleted_from_status: "set only when the sale is deleted",
    ticket_label: "set when the sale is parked as an open ticket (tickets.service), after it is written",
    parked_at: "set when the sale is parked as an open ticket (tickets.service)",
    resumed_at: "set when a parked ticket is resumed at a counter (tickets.service)",
    on_account: "false until the sale is charged to a house account (house-accounts), after it is written",
    paid_by: "generated from on_account, paid_total and amount",
  },
  sale_lines: {
    id: "a random id; the statement addresses lines by sale and position",
    refunded_quantity: "0 until a refund (refunds update it)",
    unit_cost: "the product's cost at that moment, filled by a trigger (migration 0012) for every writer of a line",
    report_role: "the product's report role at that moment (package, premium package, add-on), filled by a trigger (migration 0014) for every writer of a line",
  },
  payments: {
    refunded_amount: "0 until a refund (refunds update it)",
    account_payment_id: "set only on the parts of a payment on account (house-accounts)",
  },
  activity_logs: {
    id: "the log's sequence",
    created_at: "now() when the row is written",
  },
  idempotency_keys: {
    response_status: "written with the answer, after the work (idempotencyStoreQuery)",
    response_body: "written with the answer, after the work (idempotencyStoreQuery)",
    created_at: "now() when the key is claimed",
  },
};

const list = (text: string) => text.split(",").map((part) => part.trim().split(/\s+/)[0]!);

function insertedColumns(text: string, table: string): string[] {
  const match = new RegExp(`insert into ${table} \\(([^)]*)\\)`).exec(text);
  if (!match) throw new Error(`no insert into ${table} in the statement`);
  return list(match[1]!);
}

/** The column list of the n-th jsonb_to_recordset(...) as x(...) in the statement. */
function recordsetColumns(text: string, n: number): string[] {
  const all = [...text.matchAll(/jsonb_to_recordset\(\$\d+::text::jsonb\) as x\(([^)]*)\)/g)];
  return list(all[n]![1]!);
}

const schemaColumns = (table: PgTable) => Object.values(getTableColumns(table)).map((column) => column.name);

function expectWrittenOrExplained(text: string, table: PgTable, name: string) {
  const written = insertedColumns(text, name);
  const omitted = LEFT_TO_THE_DATABASE[name] ?? {};
  const missing = schemaColumns(table).filter((column) => !written.includes(column) && !(column in omitted));
  expect(missing, `columns of ${name} neither written by the statement nor listed with a reason`).toEqual([]);
  expect(
    written.filter((column) => !schemaColumns(table).includes(column)),
    `columns written to ${name} that the schema lacks`,
  ).toEqual([]);
  // A column may be left out only when the database can fill it: it has a default, takes null or is generated.
  for (const column of Object.values(getTableColumns(table))) {
    if (column.name in omitted)
      expect(column.hasDefault || !column.notNull || column.generated !== undefined, `${name}.${column.name} is left out but has no default`).toBe(true);
    if (column.name in omitted) expect(written, `${name}.${column.name} is listed as left out but is written`).not.toContain(column.name);
  }
}

/** A line or payment with a value in every field, so the parameters' JSON keeps every key. */
const everyField = new Proxy({}, { get: () => 1 });

const sampleWrite = {
  sale: {
    id: "s",
    cashierId: "c",
    status: 1,
    invoiceStatus: 1,
    subTotal: 0,
    discountTotal: 0,
    taxTotal: 0,
    includedTaxTotal: 0,
    amount: 0,
    businessDate: "2026-06-01",
    completedAt: null,
  },
  lines: [everyField],
  payments: [everyField],
  activity: { action: 1, details: {}, ip: "" },
  points: { customerId: null, spend: 0, add: 0 },
  stock: new Map(),
} as unknown as SaleWrite;

describe("the sale write statement against the schema", () => {
  it("writes every column of sales, sale_lines, payments and activity_logs, or says why not", () => {
    expectWrittenOrExplained(saleWriteQuery.text, sales, "sales");
    expectWrittenOrExplained(saleWriteQuery.text, saleLines, "sale_lines");
    expectWrittenOrExplained(saleWriteQuery.text, payments, "payments");
    expectWrittenOrExplained(saleWriteQuery.text, activityLogs, "activity_logs");
  });

  it("claims an idempotency key with every column its claim needs", () => {
    expectWrittenOrExplained(idempotencyClaimQuery.text, idempotencyKeys, "idempotency_keys");
  });

  it("reads each line and payment field it inserts from the JSON the parameters carry", () => {
    const params = saleWriteParams(sampleWrite);
    const lineKeys = Object.keys((JSON.parse(params[21] as string) as Record<string, unknown>[])[0]!);
    const paymentKeys = Object.keys((JSON.parse(params[22] as string) as Record<string, unknown>[])[0]!);
    expect(recordsetColumns(saleWriteQuery.text, 0).sort()).toEqual([...lineKeys].sort());
    expect(recordsetColumns(saleWriteQuery.text, 1).sort()).toEqual([...paymentKeys].sort());
    // Every line column but the sale's id comes from the JSON.
    expect(
      insertedColumns(saleWriteQuery.text, "sale_lines")
        .filter((c) => c !== "sale_id")
        .sort(),
    ).toEqual([...lineKeys].sort());
  });

  it("passes one parameter per placeholder", () => {
    const highest = Math.max(...[...saleWriteQuery.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect(saleWriteParams(sampleWrite)).toHaveLength(highest);
  });
});
