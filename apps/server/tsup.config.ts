import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts", "src/cli/create-owner.ts", "src/cli/backup.ts", "src/cli/restore.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // The domain package ships TypeScript source: bundle it; everything else stays in node_modules.
  noExternal: ["@washdesk/domain"],
});
