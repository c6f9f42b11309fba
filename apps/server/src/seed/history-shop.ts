import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { countedTotal, expectedCash, ItemKind, OrderStatus, PaymentMethod, type CashCount } from "@washdesk/domain";
import { rebuildSummaries } from "../features/reports";
import type { Database, Executor } from "../platform/db/database";
import {
  cashDrops,
  customers,
  groups,
  payments,
  products,
  refunds,
  registers,
  registerSessions,
  saleLines,
  sales,
  users,
  vehicles,
} from "../platform/db/schema";
import { readShopSettings } from "../features/settings/settings.service";
import { readAwardPointsSettings } from "../features/settings/award-points.service";
import { seedBulkCustomers } from "./bulk-customers";
import { createStaffUser } from "./create-user";
import { seedDemoCatalog } from "./demo-catalog";
import { countOf } from "./demo-registers";
import { DEMO_PASSWORD, demoSignIns } from "./demo-shop";
import { openDays, saleTimes, type OpenDay } from "./history-calendar";
import { seedHistoryMoneyOut, type DrawerExpense, type HistoryMonth, type Restock } from "./history-money-out";
import { insertJson } from "./insert-json";
import { createSaleGenerator, type GeneratedSale, type PaymentRow, type RefundRow, type SaleLineRow, type SaleRow } from "./sale-generator";
import { seededRandom } from "./seeded-random";

export interface HistoryOptions {
  /** Sales to ring up over the whole history. */
  sales: number;
  /** The first and last business days, inclusive (the shop's calendar). */
  from: string;
  to: string;
  /** Add to a shop that already has sales (their numbers follow the last one). */
  addToExisting?: boolean;
  /** Sales per bulk INSERT. */
  chunk?: number;
  /**
   * Customers made for a shop that has none (default: one per 25 sales, 300 to 200,000). A short
   * history given a long one's customer base reads like it in the customers report.
   */
  customers?: number;
  onProgress?: (done: number, of: number) => void;
}

export interface HistoryResult {
  sales: number;
  days: number;
  lines: number;
  payments: number;
  refunds: number;
  deleted: number;
  expenses: number;
  purchases: number;
  sessions: number;
}

/** $200 float: 5 × $20, 5 × $10, 4 × $5, 20 × $1, 40 quarters. */
const FLOAT: CashCount = { "2000": 5, "1000": 5, "500": 4, "100": 20, "25": 40 };
const MINUTE = 60_000;

/** What happens to a sale after it is rung up, by share of sales. */
const SHARES = { open: 0.004, void: 0.008, refund: 0.012, partialRefund: 0.013, deleted: 0.0015 };
/** The same shares as bounds of one draw: below the first an account, then a void, a refund, a partial refund. */
const BELOW = {
  open: SHARES.open,
  void: SHARES.open + SHARES.void,
  refund: SHARES.open + SHARES.void + SHARES.refund,
  partialRefund: SHARES.open + SHARES.void + SHARES.refund + SHARES.partialRefund,
};

export class ShopHasSales extends Error {
  constructor(readonly sales: number) {
    super(`This database already has ${sales} sales.`);
  }
}

/**
 * A shop with years of history: `sales` sales over the open days from `from` to `to`, each rung up
 * within opening hours through the day's register session, paid, and now and then voided, refunded
 * in full or in part, left on account (settled weeks later or never) or deleted; each day's drawer
 * opened with a float, a drop to the safe and a counted close; cash paid out of the drawer for
 * supplies; expenses by category (the rent as a monthly schedule) and weekly restocking purchases
 * from the shop's vendors. Staff, catalog, customers, categories and vendors are made when the shop
 * has none. Written in one transaction with multi-row INSERTs; the next chunk is built while the
 * database writes the last.
 */
export async function seedHistory(db: Database, options: HistoryOptions): Promise<HistoryResult> {
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(sales);
    if ((existing?.n ?? 0) > 0 && !options.addToExisting) throw new ShopHasSales(existing!.n);
    return writeHistory(tx, options);
  });
  await rebuildDerivedFigures(db);
  return result;
}

/** The reports' daily summaries, computed once from the history just written. */
async function rebuildDerivedFigures(db: Database): Promise<void> {
  await rebuildSummaries(db);
}

async function writeHistory(tx: Executor, options: HistoryOptions): Promise<HistoryResult> {
  const random = seededRandom(20_240_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const { timeZone } = (await readShopSettings(tx)).utility;

  const staff = await historyStaff(tx);
  const catalog = await activeCatalog(tx);
  await ensureCustomers(tx, options.customers ?? Math.min(200_000, Math.max(300, Math.round(options.sales / 25))));
  const people = await tx
    .select({ customerId: customers.id, vehicleId: vehicles.id, vehicleType: vehicles.type })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(isNull(customers.deletedAt), isNull(vehicles.deletedAt)))
    .orderBy(vehicles.id);
  const register = await firstRegister(tx);
  const generator = createSaleGenerator({ random, uuid: randomUUID, timeZone, points: await readAwardPointsSettings(tx), catalog, splitShare: 0.04 });
  if (!generator.canSell) throw new Error("The catalog has nothing to sell.");

  const days = openDays(options.from, options.to, options.sales, timeZone, random);
  const dayIndex = new Map(days.map((day, i) => [day.date, i]));
  /**
   * A moment `offset` open days after day `d`, later than `after` and before that day's close
   * (the next open day when it does not fit), with the day's index; none past the history's end.
   */
  const momentAfter = (d: number, offset: number, after: number): { at: Date; index: number } | undefined => {
    for (let index = d + offset; index < days.length; index++) {
      const day = days[index]!;
      const start = Math.max(after, day.opens.getTime());
      const room = day.closes.getTime() - MINUTE - start;
      if (room > 0) return { at: new Date(start + Math.floor(random() * room)), index };
    }
    return undefined;
  };
  const during = (day: OpenDay) => new Date(day.opens.getTime() + Math.floor(random() * (day.closes.getTime() - day.opens.getTime())));

  // Each day's drawer: written first (money rows point at it), closed once the day's ledger is known.
  const sessions = days.map((day) => ({
    id: randomUUID(),
    registerId: register,
    openedBy: staff.cashiers[0]!,
    openedAt: new Date(day.opens.getTime() - 15 * MINUTE),
    closedAt: new Date(day.closes.getTime() + 25 * MINUTE),
    closedBy: staff.managers[0]!,
    businessDate: day.date,
    openingCash: countedTotal(FLOAT),
    openingCounts: FLOAT,
  }));
  await insertJson(tx, registerSessions, sessions);
  const ledgers = sessions.map(() => ({ cashReceived: 0, cashRefunded: 0, cashPaidOut: 0 }));
  const ledgerOf = new Map<string, (typeof ledgers)[number]>(sessions.map((s, i) => [s.id, ledgers[i]!]));

  const [last] = await tx.select({ n: sql<number>`coalesce(max(${sales.number}), 0)`.mapWith(Number) }).from(sales);
  let number = last?.n ?? 0;
  const months = new Map<string, HistoryMonth>();
  const monthOf = (date: string) => {
    let month = months.get(date.slice(0, 7));
    if (!month) months.set(date.slice(0, 7), (month = { month: date.slice(0, 7), cars: 0, days: [] }));
    return month;
  };
  const restocks: Restock[] = [];
  let sold = new Map<string, number>();
  const firstVisit = new Map<string, Date>();
  const points = new Map<string, number>();
  const drawerExpenses: DrawerExpense[] = [];
  const totals = { sales: 0, lines: 0, payments: 0, refunds: 0, deleted: 0 };
  const writer = chunkWriter(tx);
  let batch: GeneratedSale[] = [];
  const chunk = options.chunk ?? 10_000;

  for (const [d, day] of days.entries()) {
    const month = monthOf(day.date);
    month.days.push(day.date);
    // The week's delivery, on Tuesdays: what was sold since the last one.
    if (day.weekday === 2 && sold.size > 0) {
      restocks.push({ date: day.date, units: sold });
      sold = new Map();
    }
    const session = sessions[d]!.id;
    // Two shifts a day, taken in turn by the cashiers; the owner or a manager rings up now and then.
    const midday = (day.opens.getTime() + day.closes.getTime()) / 2;
    const shift = [staff.cashiers[d % staff.cashiers.length]!, staff.cashiers[(d + 1) % staff.cashiers.length]!];
    for (const at of saleTimes(day, day.sales, random)) {
      const cashierId = random() < 0.05 ? pick(staff.managers) : shift[at.getTime() < midday ? 0 : 1]!;
      const party = random() < 0.45 && people.length > 0 ? people[Math.floor(people.length * random() ** 1.4)]! : null;
      const outcome = random();
      const open = outcome < BELOW.open;
      const g = generator.ringUp({ at, cashierId, party, registerSessionId: session, open, detailerId: shift[at.getTime() < midday ? 1 : 0] });
      g.sale.number = ++number;
      const byManager = pick(staff.managers);
      const sessionOf = (moment: { index: number }) => sessions[moment.index]!.id;
      if (open) {
        // An account: settled at the counter 3 to 25 open days later, or (a third) not yet.
        const settled = random() < 0.67 ? momentAfter(d, between(3, 25), 0) : undefined;
        if (settled) generator.payBalance(g, settled.at, pick(staff.cashiers), sessionOf(settled));
      } else if (outcome < BELOW.void) {
        generator.voidSale(g, new Date(at.getTime() + between(2, 15) * MINUTE), byManager, session);
      } else if (outcome < BELOW.refund) {
        const when = momentAfter(d, between(0, 3), at.getTime() + 30 * MINUTE);
        if (when) generator.refund(g, "all", when.at, byManager, sessionOf(when));
      } else if (outcome < BELOW.partialRefund && g.sale.amount >= 400) {
        const when = momentAfter(d, between(0, 2), at.getTime() + 30 * MINUTE);
        if (when) generator.refund(g, "part", when.at, byManager, sessionOf(when));
      }
      if (!open && random() < SHARES.deleted) {
        // After whatever else happened to it: its last refund, if any.
        const lastMove = Math.max(at.getTime(), ...g.refunds.map((r) => (r.createdAt as Date).getTime()));
        const when = momentAfter(Math.max(d, dayIndex.get(g.refunds.at(-1)?.businessDate ?? "") ?? d), between(0, 3), lastMove + 60 * MINUTE);
        if (when) generator.remove(g, when.at, byManager);
      }

      for (const p of g.payments) {
        if (p.method === PaymentMethod.Cash) ledgerOf.get(p.registerSessionId!)!.cashReceived += p.amount + (p.tip ?? 0);
      }
      for (const r of g.refunds) {
        if (r.method === PaymentMethod.Cash) ledgerOf.get(r.registerSessionId!)!.cashRefunded += r.amount;
      }
      if (g.sale.status !== OrderStatus.Deleted) {
        month.cars += 1;
        for (const line of g.lines) {
          if (line.kind === ItemKind.Standard && line.productId) {
            sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity - line.refundedQuantity);
          }
        }
      }
      const customerId = g.sale.customerId;
      if (customerId) {
        if (!firstVisit.has(customerId)) firstVisit.set(customerId, at);
        if (g.points !== 0) points.set(customerId, (points.get(customerId) ?? 0) + g.points);
      }
      totals.sales += 1;
      totals.lines += g.lines.length;
      totals.payments += g.payments.length;
      totals.refunds += g.refunds.length;
      if (g.sale.status === OrderStatus.Deleted) totals.deleted += 1;
      batch.push(g);
      if (batch.length >= chunk) {
        await writer.write(batch);
        batch = [];
        options.onProgress?.(totals.sales, options.sales);
      }
    }
    // Now and then, supplies bought with cash out of the drawer (window cleaner, a bag of rags).
    if (random() < 0.15) {
      const amount = between(12, 60) * 100;
      drawerExpenses.push({
        date: day.date,
        reference: `Drawer ${day.date}`,
        amount,
        paidBy: PaymentMethod.Cash,
        notes: pick(["Window cleaner", "Shop rags", "Ice melt", "Trash bags"]),
        registerSessionId: session,
        createdBy: staff.managers[0]!,
        createdAt: during(day),
      });
      ledgers[d]!.cashPaidOut += amount;
    }
  }
  await writer.write(batch);
  await writer.done();
  options.onProgress?.(totals.sales, options.sales);

  await closeSessions(tx, sessions, ledgers, days, staff.managers[0]!, random);
  const moneyOut = await seedHistoryMoneyOut(tx, {
    months: [...months.values()],
    restocks,
    drawerExpenses,
    catalog,
    ownerId: staff.managers[0]!,
    employees: staff.cashiers,
    timeZone,
    random,
  });
  await followCustomers(tx, firstVisit, points);
  // Receipt numbers were written by the seed: the next sale rung up follows the last one.
  await tx.execute(sql`select setval(pg_get_serial_sequence('sales', 'number'), greatest((select max(number) from sales), 1))`);
  return { ...totals, days: days.length, ...moneyOut, sessions: sessions.length };
}

/**
 * Writes chunks of sales, one chunk in flight while the caller builds the next: on PostgreSQL the
 * database works on one core while the generator works on the other.
 */
function chunkWriter(tx: Executor) {
  let inFlight: Promise<void> = Promise.resolve();
  const writeChunk = async (batch: GeneratedSale[]) => {
    await insertJson<typeof sales>(
      tx,
      sales,
      batch.map((g) => g.sale satisfies SaleRow),
    );
    await insertJson<typeof saleLines>(
      tx,
      saleLines,
      batch.flatMap((g): SaleLineRow[] => g.lines),
    );
    await insertJson<typeof payments>(
      tx,
      payments,
      batch.flatMap((g): PaymentRow[] => g.payments),
    );
    await insertJson<typeof refunds>(
      tx,
      refunds,
      batch.flatMap((g): RefundRow[] => g.refunds),
    );
  };
  return {
    async write(batch: GeneratedSale[]) {
      await inFlight;
      inFlight = writeChunk(batch);
      // A failure surfaces at the next write or at done(); keep it from being reported as unhandled meanwhile.
      inFlight.catch(() => undefined);
    },
    done: () => inFlight,
  };
}

/** Each day's close: most of the cash to the safe in whole $50s, then a count that mostly balances. */
async function closeSessions(
  tx: Executor,
  sessions: readonly { id: string; closedAt: Date }[],
  ledgers: readonly { cashReceived: number; cashRefunded: number; cashPaidOut: number }[],
  days: readonly OpenDay[],
  managerId: string,
  random: () => number,
): Promise<void> {
  const drops: (typeof cashDrops.$inferInsert)[] = [];
  const closes: { id: string; expected: number; counted: number; counts: CashCount; note: string }[] = [];
  sessions.forEach((session, i) => {
    const ledger = ledgers[i]!;
    const drop = Math.floor((ledger.cashReceived * 0.6) / 5000) * 5000;
    const dropAt = new Date(session.closedAt.getTime() - 10 * MINUTE);
    if (drop > 0) {
      drops.push({
        registerSessionId: session.id,
        amount: drop,
        note: "End of day to the safe",
        businessDate: days[i]!.date,
        createdBy: managerId,
        createdAt: dropAt,
        // Checked against the safe the next morning.
        closedAt: new Date(dropAt.getTime() + 14 * 60 * MINUTE),
        closedBy: managerId,
      });
    }
    const expected = expectedCash({ openingCash: countedTotal(FLOAT), ...ledger, drops: drop });
    const roll = random();
    const counted = Math.max(0, expected + (roll < 0.1 ? -100 * (1 + Math.floor(random() * 5)) : roll < 0.15 ? 25 * (1 + Math.floor(random() * 4)) : 0));
    closes.push({
      id: session.id,
      expected,
      counted,
      counts: countOf(counted),
      note: counted === expected ? "" : counted < expected ? "Short: recounted twice" : "Over: a customer left the change",
    });
  });
  for (let i = 0; i < drops.length; i += 5000) await insertJson(tx, cashDrops, drops.slice(i, i + 5000));
  await tx.execute(sql`
    update ${registerSessions} set expected_cash = v.expected, counted_cash = v.counted, counted_counts = v.counts, close_note = v.note
    from json_to_recordset(${JSON.stringify(closes)}::json) as v(id uuid, expected bigint, counted bigint, counts jsonb, note text)
    where ${registerSessions.id} = v.id`);
}

/** Customers and their vehicles joined the shop at their first visit at the latest; their points follow their sales. */
async function followCustomers(tx: Executor, firstVisit: ReadonlyMap<string, Date>, points: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...firstVisit].map(([id, at]) => ({ id, at: at.toISOString(), points: points.get(id) ?? 0 }));
  for (let i = 0; i < rows.length; i += 20_000) {
    const json = JSON.stringify(rows.slice(i, i + 20_000));
    await tx.execute(sql`
      update ${customers} set created_at = least(${customers.createdAt}, v.at), award_points = greatest(${customers.awardPoints} + v.points, 0)
      from json_to_recordset(${json}::json) as v(id uuid, at timestamptz, points int) where ${customers.id} = v.id`);
    await tx.execute(sql`
      update ${vehicles} set created_at = least(${vehicles.createdAt}, v.at)
      from json_to_recordset(${json}::json) as v(id uuid, at timestamptz, points int) where ${vehicles.customerId} = v.id`);
  }
}

interface HistoryStaff {
  /** Who refunds, voids, deletes and closes drawers: owners and managers. */
  managers: string[];
  /** Who rings up: cashiers (managers when there are none). */
  cashiers: string[];
}

const CASHIERS = [
  { email: "jordan.cashier@example.com", firstName: "Jordan", lastName: "Reyes" },
  { email: "sam.cashier@example.com", firstName: "Sam", lastName: "Patel" },
  { email: "alex.cashier@example.com", firstName: "Alex", lastName: "Kim" },
];

/** The shop's staff, or, for a shop without any, the demo's owner and cashier and three more cashiers. */
async function historyStaff(tx: Executor): Promise<HistoryStaff> {
  const read = () =>
    tx
      .select({ id: users.id, group: groups.name })
      .from(users)
      .innerJoin(groups, eq(groups.id, users.groupId))
      .where(inArray(groups.name, ["Owner", "Manager", "Cashier"]))
      .orderBy(users.email);
  let staff = await read();
  if (staff.length === 0) {
    const [owner, cashier] = demoSignIns;
    await createStaffUser(tx, { email: owner.email, password: DEMO_PASSWORD, firstName: "Olivia", lastName: "Owner", groupName: "Owner", pin: owner.pin });
    await createStaffUser(tx, {
      email: cashier.email,
      password: DEMO_PASSWORD,
      firstName: "Casey",
      lastName: "Cashier",
      groupName: "Cashier",
      pin: cashier.pin,
    });
    for (const person of CASHIERS) await createStaffUser(tx, { ...person, password: DEMO_PASSWORD, groupName: "Cashier" });
    staff = await read();
  }
  const managers = staff.filter((s) => s.group !== "Cashier").map((s) => s.id);
  const cashiers = staff.filter((s) => s.group === "Cashier").map((s) => s.id);
  return { managers: managers.length > 0 ? managers : cashiers, cashiers: cashiers.length > 0 ? cashiers : managers };
}

/** The living, active products in a fixed order; the demo's catalog when the shop has none. */
async function activeCatalog(tx: Executor) {
  const read = () =>
    tx
      .select()
      .from(products)
      .where(and(isNull(products.deletedAt), eq(products.active, true)))
      .orderBy(products.code);
  const catalog = await read();
  if (catalog.length > 0) return catalog;
  await seedDemoCatalog(tx);
  return read();
}

/** A shop without customers gets `wanted` of them (with their vehicles); one that has some keeps its own. */
async function ensureCustomers(tx: Executor, wanted: number): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(customers);
  if ((row?.n ?? 0) === 0) await seedBulkCustomers(tx, wanted);
}

async function firstRegister(tx: Executor): Promise<string> {
  const [found] = await tx.select({ id: registers.id }).from(registers).where(isNull(registers.deletedAt)).orderBy(registers.createdAt).limit(1);
  if (found) return found.id;
  const [made] = await tx.insert(registers).values({ name: "Register 1" }).returning({ id: registers.id });
  return made!.id;
}
