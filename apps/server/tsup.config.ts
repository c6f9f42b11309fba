import { execFileSync } from "node:child_process";
import { defineConfig } from "tsup";

/** The build's id for the developer page: BUILD_ID when the build is given one (an image), else the commit. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

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
  env: { WASHDESK_BUILD: buildId() },
});
