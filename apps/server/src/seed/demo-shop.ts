import type { Database } from "../platform/db/database";
import { writeSetting } from "../features/settings/settings.repository";
import { createStaffUser } from "./create-user";
import { seedDemoCustomers } from "./demo-customers";
import { seedDemoCatalog } from "./demo-catalog";
import { seedDemoShifts } from "./demo-shifts";
import { seedDemoExpenses } from "./demo-expenses";
import { seedDemoPurchases } from "./demo-purchases";
import { seedDemoSales } from "./demo-sales";
import { seedDemoQuotes } from "./demo-quotes";
import { seedDemoRegisters } from "./demo-registers";
import { rebuildSummaries } from "../features/reports";
import { seedDemoCrew } from "./demo-crew";
import { seedDemoPayroll } from "./demo-payroll";
import { seedDemoMessages } from "./demo-messages";
import { seedDemoAppointments } from "./demo-appointments";

/**
 * Fixed so anyone can try the product; printed at start-up. The owner's PIN approves a cashier's
 * refund or void at the counter.
 */
export const DEMO_PASSWORD = "washdesk-demo";
export const demoSignIns = [
  { email: "owner@example.com", password: DEMO_PASSWORD, role: "owner", pin: "1234" },
  { email: "cashier@example.com", password: DEMO_PASSWORD, role: "cashier", pin: "4321" },
  { email: "manager@example.com", password: DEMO_PASSWORD, role: "manager", pin: "8888" },
] as const;

/**
 * A demo shop for trying WashDesk. Only ever run on a new, empty database and only when asked for.
 * It keeps the clock of `timeZone` (DEMO_TIME_ZONE; New York unless set).
 */
export async function seedDemoShop(db: Database, timeZone = "America/New_York"): Promise<void> {
  await db.transaction(async (tx) => {
    await writeSetting(tx, "utility", { businessName: "Sparkle Demo Car Wash", timeZone, currency: "USD" });
    await writeSetting(tx, "website", { url: "https://sparkle.example.com", phone: "+1 555 010 2030", address: "100 Main Street, Springfield" });
    const owner = await createStaffUser(tx, {
      email: "owner@example.com",
      password: DEMO_PASSWORD,
      firstName: "Olivia",
      lastName: "Owner",
      groupName: "Owner",
      pin: demoSignIns[0].pin,
    });
    const cashier = await createStaffUser(tx, {
      email: "cashier@example.com",
      password: DEMO_PASSWORD,
      firstName: "Casey",
      lastName: "Cashier",
      groupName: "Cashier",
      pin: demoSignIns[1].pin,
    });
    await seedDemoCrew(tx, DEMO_PASSWORD);
    await seedDemoCustomers(tx, [owner.id, cashier.id], new Date());
    await seedDemoCatalog(tx);
    await seedDemoPurchases(tx, owner.id, new Date());
    await seedDemoExpenses(tx, owner.id, cashier.id, new Date(), timeZone);
    await seedDemoShifts(tx, owner.id, cashier.id, new Date(), timeZone);
    // Last: it reads the products and customers seeded above from the database.
    await seedDemoSales(tx, new Date());
    // After the sales: it puts the last days' money rows into Register 1's drawer.
    await seedDemoRegisters(tx, new Date(), timeZone);
    await seedDemoQuotes(tx, new Date());
    // After the catalog (durations) and customers it books.
    await seedDemoAppointments(tx, owner.id, new Date(), timeZone);
    // After the shifts and sales it pays from.
    await seedDemoPayroll(tx, owner.id, new Date());
    // After the customers and sales its conversations and review requests are about.
    await seedDemoMessages(tx, owner.id, new Date());
  });
  // The year of history summarised before the shop opens, so the first dashboard and the
  // background catch-up have nothing to recompute while people work.
  await rebuildSummaries(db);
}
