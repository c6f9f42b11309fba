import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: "apps/server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node" as const,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      {
        plugins: [react()],
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./test/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
