import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3123);
// Every run starts the built app on a brand-new embedded database with the demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "washdesk-e2e-"));
// Debian's chromium; /usr/lib/chromium/chromium skips the wrapper script and its warning.
const chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
if (!chromium) throw new Error("Debian's chromium is needed for the browser journeys: apt-get install chromium (.ci/run does it)");

export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results",
  fullyParallel: false,
  workers: 1,
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
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A new PGlite data directory takes seconds to create on two cores.
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn", HOST: "127.0.0.1" },
    stdout: "pipe",
  },
});
