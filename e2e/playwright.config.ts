import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3123);
// The vehicle-data service is a local stub speaking its protocol: no journey reaches the internet.
const VEHICLE_DATA_PORT = Number(process.env.E2E_VEHICLE_DATA_PORT ?? PORT + 1);
// The card processor is a local fake speaking Stripe's protocol (apps/server/test/fake-stripe.ts):
// its payment page posts the signed webhook to the app.
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 2);
const STRIPE_WEBHOOK_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? "whsec_journeys";
// Every run starts the built app on a brand-new embedded database with the demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "washdesk-e2e-"));
// Debian's chromium; /usr/lib/chromium/chromium skips the wrapper script and its warning.
const chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
if (!chromium) throw new Error("Debian's chromium is needed for the browser journeys: apt-get install chromium (.ci/run does it)");

/**
 * The demo shop's time zone for this run: one where it is now between 10 am and 2 pm, so the
 * journeys run inside the shop's day whenever the run starts: no business day ends halfway through
 * one, and texts kept to 8 am to 9 pm (campaigns, review requests) go at once. New York when it fits.
 */
const SHOP_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Pacific/Pago_Pago",
  "Pacific/Auckland",
  "Australia/Sydney",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Asia/Bangkok",
  "Asia/Dhaka",
  "Asia/Karachi",
  "Asia/Dubai",
  "Europe/Moscow",
  "Europe/Athens",
  "Europe/Paris",
  "Europe/London",
  "Atlantic/Azores",
  "America/Noronha",
  "America/Sao_Paulo",
  "America/Halifax",
];
const hourIn = (zone: string) => Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date()));
const shopZone = process.env.E2E_TIME_ZONE ?? SHOP_ZONES.find((zone) => hourIn(zone) >= 10 && hourIn(zone) < 14) ?? "America/New_York";

const SHOP_DAY = [
  "blind-close.spec.ts",
  "counter.spec.ts",
  "registers.spec.ts",
  "reports.spec.ts",
  "sales.spec.ts",
  "refund-at-counter.spec.ts",
  "tickets.spec.ts",
  "payroll.spec.ts",
  "messaging.spec.ts",
  "appointments.spec.ts",
];

export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results",
  // Two journeys at a time, one file each; tests within a file keep their order.
  fullyParallel: false,
  workers: 2,
  projects: [
    // These journeys use data of their own (names stamped per run) and read nothing the others change.
    { name: "journeys", testIgnore: SHOP_DAY },
    // The register day, the blind close and the back-office sale all ring up sales on the same shop's day and read
    // its lists and totals back, the reports journey reads today's totals on two screens, and the
    // counter's journey needs Register 1 to be the only drawer open, the payroll journey rings up
    // a sale for the crew's commission, the messaging journey completes a sale for its review
    // request, and the appointments journey pays a checked-in ticket in cash: one at a time, beside the others.
    { name: "shop-day", testMatch: SHOP_DAY, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node vehicle-data-stub.mjs",
      url: `http://127.0.0.1:${VEHICLE_DATA_PORT}/health`,
      reuseExistingServer: false,
      env: { PORT: String(VEHICLE_DATA_PORT) },
    },
    {
      command: "npx tsx ../apps/server/test/fake-stripe-main.ts",
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      reuseExistingServer: false,
      env: { PORT: String(STRIPE_PORT), WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/webhooks/stripe`, WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET },
    },
    {
      command: "node ../apps/server/dist/main.js",
      url: `http://127.0.0.1:${PORT}/api/health`,
      // A new PGlite data directory takes seconds to create on two cores.
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        DEMO_TIME_ZONE: shopZone,
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        VEHICLE_DATA_URL: `http://127.0.0.1:${VEHICLE_DATA_PORT}/api/vehicles`,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
        // The address the shop gives the SMS provider for delivery reports and signs webhooks with,
        // and puts in the links it sends (the messaging journey's fake provider posts back to it).
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // A review request due now goes out within seconds, not at the next minute.
        REVIEW_JOB_INTERVAL_MS: "2000",
        // Appointment reminders and missed marks, likewise within seconds.
        APPOINTMENT_JOB_INTERVAL_MS: "2000",
      },
      stdout: "pipe",
    },
  ],
});
