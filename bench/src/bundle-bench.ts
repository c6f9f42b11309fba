import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import react from "@vitejs/plugin-react";

const here = path.dirname(fileURLToPath(import.meta.url));
export const webRoot = path.resolve(here, "../../apps/web");
export const barePageRoot = path.resolve(here, "../bare-page");
/** The floor under the counter (floor-page/main.tsx): React, Mantine and the first tiles from the product's API. */
export const floorPageRoot = path.resolve(here, "../floor-page");
const loginPage = "src/features/auth/login-page.tsx";

export interface BundleResult {
  name: string;
  files: number;
  gzipBytes: number;
}

/** JavaScript a browser fetches for one manifest entry: the chunk and its static imports. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

export function gzipTotal(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  return total;
}

export async function buildWithManifest(
  root: string,
  input: string | undefined,
  outDir: string,
  options: { sourcemap?: boolean; postcss?: string } = {},
): Promise<Manifest> {
  await build({
    root,
    configFile: input ? false : undefined,
    plugins: input ? [react()] : undefined,
    // A page that imports the app's CSS modules needs the app's PostCSS setup (Mantine's mixins).
    css: options.postcss ? { postcss: options.postcss } : undefined,
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: options.sourcemap ?? false, rollupOptions: input ? { input } : undefined },
  });
  return JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The login route's JavaScript (entry + login page chunk) next to a bare Vite + React + Mantine page, both built now. */
export async function bundleBench(): Promise<{ login: BundleResult; anchor: BundleResult }> {
  const out = mkdtempSync(path.join(tmpdir(), "washdesk-bundle-"));
  try {
    const webOut = path.join(out, "web");
    const manifest = await buildWithManifest(webRoot, undefined, webOut);
    const files = chunkClosure(manifest, "index.html");
    chunkClosure(manifest, loginPage, files);
    const bareOut = path.join(out, "bare");
    const bareManifest = await buildWithManifest(barePageRoot, path.join(barePageRoot, "index.html"), bareOut);
    const bareFiles = chunkClosure(bareManifest, "index.html");
    return {
      login: { name: "login route JS (entry + login page)", files: files.size, gzipBytes: gzipTotal(webOut, files) },
      anchor: { name: "bare Vite + React + Mantine page", files: bareFiles.size, gzipBytes: gzipTotal(bareOut, bareFiles) },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
