import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allRouteContracts, apiContracts } from "../api-contracts";
import { fillPath } from "./route-contract";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The files a module loads when it runs: its relative imports, not the ones for types only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
  return found.map((specifier) => {
    if (!specifier.startsWith(".")) return specifier;
    const base = resolve(dirname(file), specifier);
    return [`${base}.ts`, join(base, "index.ts")].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    })!;
  });
}

/** Every module the file loads, directly or through others. */
function loads(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of runtimeImports(file))
    if (next.startsWith("/")) loads(next, seen);
    else seen.add(next);
  return seen;
}

describe("the route tables", () => {
  const tables = sourceFiles(src).filter((file) => file.endsWith("-routes.ts"));

  it("exist for every feature", () => {
    expect(tables.length).toBeGreaterThanOrEqual(Object.keys(apiContracts).length - 3);
  });

  // The web app's entry, its boot script and the counter call routes by these tables: loading
  // one must not load the schema library (docs/design-notes.md, "The counter's first load").
  it.each(tables.map((file) => [file.slice(src.length + 1), file]))("%s loads no schema library", (_name, file) => {
    expect([...loads(file)].filter((loaded) => loaded === "zod" || loaded.startsWith("zod/"))).toEqual([]);
  });

  it("give every route one address", () => {
    const keys = allRouteContracts().map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("a path with parameters", () => {
  it("takes each value URL-encoded, and refuses a missing one", () => {
    expect(fillPath("/api/customers/:id/vehicles/:vehicleId", { id: "a b", vehicleId: "v/1" })).toBe("/api/customers/a%20b/vehicles/v%2F1");
    expect(() => fillPath("/api/sales/:id", {})).toThrow(/needs the parameter id/);
  });
});
