import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { bootScript } from "./vite-boot-script";
import { compileHints } from "./vite-compile-hints";
import { precompress } from "./vite-precompress";

const server = "http://localhost:3000";

// React Router's package exports send every bundler to its development build, dev warnings on
// (remix-run/react-router#12532); its production build is the same code with them off.
const reactRouterPackage = createRequire(import.meta.url).resolve("react-router/package.json");
const reactRouterProduction = path.join(path.dirname(reactRouterPackage), "dist/production/index.mjs");

export default defineConfig({
  plugins: [
    react(),
    bootScript({ entry: "src/boot/boot.ts", routes: "src/app/routes.tsx", frame: "src/app/layout/app-layout.tsx" }),
    // The entry's code, the signed-in frame's and the counter's: see vite-compile-hints.ts.
    compileHints(["web", "query", "app-layout", "pos-page"]),
    precompress(),
  ],
  server: {
    // The Node server owns /api and the socket; the dev server only serves the SPA.
    proxy: {
      "/api": { target: server, changeOrigin: true },
      "/io": { target: server, changeOrigin: true, ws: true },
    },
  },
  resolve: {
    alias: process.env.NODE_ENV === "development" ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Needed by inlined common chunks; the app's entry is a page, nobody imports its exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What the entry needs before anything renders is one chunk of its own. Otherwise the
          // common chunks below mix it with code that only some routes share (dialogs, the notice
          // stack), and every screen would download that at startup.
          // The positioning library under dropdowns and popovers is a chunk of its own too: merged
          // into the shared chunk of the query library it reached the counter's first screen, which
          // opens no dropdown until someone looks a customer up.
          groups: [
            { name: "app", tags: ["$initial"] },
            { name: "floating-ui", test: /node_modules[\\/]@floating-ui[\\/]/, includeDependenciesRecursively: false },
            // The query library too: copied in as a small shared chunk (below), the signed-in frame
            // and the counter each carried it, and the counter compiled it twice.
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
          // Left to itself the bundler cuts one chunk per set of routes sharing a module: the POS
          // fetched ~60 files, and over HTTP/1.1's six connections that queue cost more than the
          // bytes. Small shared chunks are copied into each route chunk that uses them instead.
          experimentalInlineCommonChunks: { maxSize: 100_000 },
        },
      },
    },
  },
});
