import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: "apps/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node" as const,
    env,
    // Migrates one template database for the run; each test file starts from a copy of it.
    globalSetup: ["./test/global-setup.ts"],
    // The files of a worker share one module graph: importing the server for each file cost more
    // than half of the suite's time. Each file still builds its own app on its own database, so
    // what a file may leave behind is module-level state, which the server keeps to what is safe
    // to share between apps (caches keyed by time zone, per-sale hints).
    isolate: false,
    // CI runs two test files at once on two cores: a heavy test (a hostile value sent to every
    // route) may take several times its quiet-machine time; a passing test waits no longer for it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * Web components in jsdom. The files of a worker share one module graph and one document, which
 * halves the time of the suite (Mantine and the app were imported again for every file). A file
 * that replaces a module's mock for itself (the realtime socket) or needs a document no other file
 * has touched is named `*.isolated.test.tsx` and runs alone in a fresh one.
 */
const ISOLATED_WEB_TESTS = "src/**/*.isolated.test.{ts,tsx}";
const web = (name: string, files: { isolate: boolean; include: string[]; exclude?: string[] }) => ({
  plugins: [react()],
  test: {
    name,
    root: "apps/web",
    include: files.include,
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    environment: "jsdom" as const,
    setupFiles: ["./test/setup.ts"],
    // Screens that render the whole app (System Settings draws every section) took over 15 s
    // on CI with two files at once on two cores.
    testTimeout: 60_000,
  },
});

// On CI the PostgreSQL and Redis suites are mandatory (.ci/run starts both and sets these): a
// missing one fails the run instead of skipping its tests. Elsewhere they run when set.
if (process.env.CI === "true") {
  for (const name of ["TEST_DATABASE_URL", "TEST_REDIS_URL"]) {
    if (!process.env[name]) throw new Error(`${name} is required when CI=true: .ci/run sets it once the service answers`);
  }
}

// One runner, four kinds of project: pure domain rules, the server against a database (PGlite
// always, real PostgreSQL too when TEST_DATABASE_URL is set), web components in jsdom, and the
// repository's own scripts (docs/product.md kept equal to the code).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["*.test.ts"],
          environment: "node",
        },
      },
      server("server", { WASHDESK_TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL ? [server("server-pg", { WASHDESK_TEST_DB: "pg" })] : []),
      web("web", { isolate: false, include: ["src/**/*.test.{ts,tsx}"], exclude: [ISOLATED_WEB_TESTS] }),
      web("web-isolated", { isolate: true, include: [ISOLATED_WEB_TESTS] }),
    ],
  },
});
