import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const server = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    // The Node server owns /api and the socket; the dev server only serves the SPA.
    proxy: {
      "/api": { target: server, changeOrigin: true },
      "/io": { target: server, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
