import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import {
  addDays,
  addMonths,
  DiscountType,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  PayPeriod,
  PayType,
  Recurrence,
  TaxMethod,
  TaxType,
  toStoredDate,
  UserStatus,
} from "@washdesk/domain";
import {
  buildApp,
  createStaffUser,
  ensureBaseData,
  groups,
  openDatabase,
  payments,
  payrollCommissionRules,
  saleLines,
  sales,
  timeShifts,
  users,
  type DatabaseHandle,
} from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { signIn } from "./bench-sign-in";
import { percentile, round2 } from "./stats";

// The payroll preview of one month (docs/product.md §2 /payroll): 50 hourly employees on the
// monthly schedule, each on a 10 % commission rule, a shift every weekday, and 30,000 sales in the
// month with staff on their lines and a tip on a third of them. Its anchor: the raw aggregates the
// preview needs (paid time per person and day, commission bases per person and day, tips by sale
// and day), each one hand-written statement straight to the driver.

const EMPLOYEES = Number(process.env.PAYROLL_BENCH_EMPLOYEES ?? 50);
const SALES = Number(process.env.PAYROLL_BENCH_SALES ?? 30_000);
const ROUNDS = Number(process.env.PAYROLL_BENCH_ROUNDS ?? 5);
const ZONE = "America/New_York";
const EMAIL = "payroll-bench@example.com";
const PASSWORD = "payroll-bench-password";

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface PayrollBenchResult {
  database: string;
  month: { start: string; end: string };
  seedSeconds: number;
  stubs: number;
  previewMs: { p50: number; p99: number; max: number };
  anchorMs: { p50: number; p99: number; max: number };
  ratio: number;
}

const ANCHORS = [
  // Paid time per person and day over the month's workweeks (breaks none here).
  `select user_id, business_date, sum(extract(epoch from clocked_out_at - clocked_in_at))::bigint as paid
     from time_shifts where business_date between $1 and $2 and deleted_at is null and clocked_out_at is not null group by 1, 2`,
  // Commission bases: line net before tax per person and day.
  `select staff.id, s.business_date, sum(l.net_total - l.included_tax_total)::bigint
     from sales s join sale_lines l on l.sale_id = s.id cross join lateral jsonb_array_elements_text(l.staff_ids) as staff(id)
     where s.business_date between $1 and $2 and s.status in (1, 2, 5) group by 1, 2`,
  // Refunds of the span.
  `select sale_id, business_date, sum(amount)::bigint from refunds where business_date between $1 and $2 group by 1, 2`,
  // Tips by sale and day.
  `select sale_id, business_date, sum(tip)::bigint from payments where tip <> 0 and business_date between $1 and $2 group by 1, 2`,
];

async function seed(handle: DatabaseHandle, month: { start: string; end: string }): Promise<number> {
  const started = performance.now();
  const db = handle.db;
  const [cashier] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, "Cashier"));
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        firstName: `Crew${String(i).padStart(2, "0")}`,
        lastName: "Bench",
        groupId: cashier!.id,
        status: UserStatus.NOT_USER,
        payType: PayType.Hourly,
        payRate: 1_500 + (i % 5) * 50,
        payPeriod: PayPeriod.Hourly,
        paySchedule: Recurrence.EveryMonth,
      })),
    )
    .returning({ id: users.id });
  const ids = people.map((p) => p.id);
  await db.insert(payrollCommissionRules).values(ids.map((userId) => ({ userId, productId: null, kind: "percent" as const, rate: 10_000, position: 0 })));
  // A shift every weekday of the month's workweeks, 8:00 to 16:30 in New York (12:00 UTC to 20:30 in EDT; close enough).
  const shifts: (typeof timeShifts.$inferInsert)[] = [];
  for (let day = addDays(month.start, -6); day <= addDays(month.end, 6); day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const userId of ids) {
      const clockedInAt = new Date(`${day}T13:00:00Z`);
      shifts.push({ userId, clockedInAt, clockedOutAt: new Date(clockedInAt.getTime() + 8.5 * 3_600_000), businessDate: day });
    }
  }
  for (let i = 0; i < shifts.length; i += 1000) await db.insert(timeShifts).values(shifts.slice(i, i + 1000));
  const days = Math.round((Date.parse(month.end) - Date.parse(month.start)) / 86_400_000) + 1;
  for (let i = 0; i < SALES; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, SALES - i) }, (_, k) => {
      const n = i + k;
      const price = 1_000 + (n % 7) * 500;
      return { n, price, tip: n % 3 === 0 ? 200 + (n % 5) * 100 : 0, businessDate: addDays(month.start, n % days) };
    });
    const saleRows = await db
      .insert(sales)
      .values(
        batch.map((b) => ({
          cashierId: ids[b.n % ids.length]!,
          status: OrderStatus.Completed,
          invoiceStatus: InvoiceStatus.Paid,
          subTotal: b.price,
          discountTotal: 0,
          taxTotal: 0,
          includedTaxTotal: 0,
          amount: b.price,
          paidTotal: b.price,
          tipTotal: b.tip,
          businessDate: b.businessDate,
        })),
      )
      .returning({ id: sales.id });
    await db.insert(saleLines).values(
      batch.map((b, k) => ({
        saleId: saleRows[k]!.id,
        position: 0,
        kind: ItemKind.Service,
        name: "Wash",
        quantity: 1,
        unitPrice: b.price,
        discountType: DiscountType.NoDiscount,
        discountRate: 0,
        taxType: TaxType.NoTax,
        taxMethod: TaxMethod.Exclusive,
        taxRate: 0,
        unitDiscount: 0,
        unitTax: 0,
        discountTotal: 0,
        netTotal: b.price,
        taxTotal: 0,
        includedTaxTotal: 0,
        subTotal: b.price,
        staffIds: b.n % 4 === 0 ? [ids[b.n % ids.length]!, ids[(b.n + 1) % ids.length]!] : [ids[b.n % ids.length]!],
      })),
    );
    await db.insert(payments).values(
      batch.map((b, k) => ({
        saleId: saleRows[k]!.id,
        method: PaymentMethod.CreditCard,
        amount: b.price,
        tip: b.tip,
        businessDate: b.businessDate,
        createdBy: ids[b.n % ids.length]!,
      })),
    );
  }
  await (handle.db as unknown as { $client: RawClient }).$client.query("analyze", []);
  return round2((performance.now() - started) / 1000);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function benchOn(handle: DatabaseHandle, database: string): Promise<PayrollBenchResult> {
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const today = toStoredDate(new Date(), ZONE);
    const start = addMonths(`${today.slice(0, 7)}-01`, -1);
    const month = { start, end: addDays(addMonths(start, 1), -1) };
    const seedSeconds = await seed(handle, month);
    await createStaffUser(handle.db, { email: EMAIL, password: PASSWORD, firstName: "Payroll", lastName: "Bench", groupName: "Owner" });
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const token = await signIn(baseUrl, EMAIL, PASSWORD);
      const url = `${baseUrl}/api/payroll/preview?schedule=${Recurrence.EveryMonth}&start=${month.start}`;
      let stubs = 0;
      const preview = async () => {
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, "x-security-token": DEFAULT_CLIENT_TOKEN } });
        const envelope = (await response.json()) as { isSuccess: boolean; message: string; body: { stubs: unknown[] } };
        if (!envelope.isSuccess) throw new Error(`preview: ${envelope.message}`);
        stubs = envelope.body.stubs.length;
      };
      const raw = (handle.db as unknown as { $client: RawClient }).$client;
      const span = [addDays(month.start, -6), addDays(month.end, 6)];
      const anchor = async () => {
        for (const text of ANCHORS) await raw.query(text, span);
      };
      await preview();
      await anchor();
      const previews: number[] = [];
      const anchors: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        previews.push(await timed(preview));
        anchors.push(await timed(anchor));
      }
      const p50 = percentile(previews, 50);
      const anchorP50 = percentile(anchors, 50);
      return {
        database,
        month,
        seedSeconds,
        stubs,
        previewMs: { p50: round2(p50), p99: round2(percentile(previews, 99)), max: round2(Math.max(...previews)) },
        anchorMs: { p50: round2(anchorP50), p99: round2(percentile(anchors, 99)), max: round2(Math.max(...anchors)) },
        ratio: round2(p50 / anchorP50),
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/** On PostgreSQL with PAYROLL_BENCH_DATABASE_URL (an empty database), else on a fresh PGlite directory. */
export async function payrollBench(): Promise<PayrollBenchResult> {
  const url = process.env.PAYROLL_BENCH_DATABASE_URL;
  if (url) return benchOn(await openDatabase({ databaseUrl: url }), "PostgreSQL");
  const dir = mkdtempSync(path.join(tmpdir(), "washdesk-payroll-bench-"));
  try {
    return await benchOn(await openDatabase({ pgliteDir: dir }), "PGlite");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
