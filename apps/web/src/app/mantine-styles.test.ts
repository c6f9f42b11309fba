import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// mantine-styles.ts imports Mantine's styles one component at a time. This finds the components
// the app can draw, from its own imports through Mantine's sources, and holds that list to them.

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => path.dirname(require.resolve(`@mantine/${name}/styles.css`));
const core = packageRoot("core");
const webSrc = path.resolve(import.meta.dirname, "..");

/**
 * Each name a Mantine package exports → the ES module that defines it, or null for a name it passes
 * on from a package that is not Mantine's (core's RemoveScroll), which has no Mantine styles.
 */
function exportedModules(name: string): Map<string, string | null> {
  const esm = path.join(packageRoot(name), "esm");
  const modules = new Map<string, string | null>();
  for (const [, names, from] of readFileSync(path.join(esm, "index.mjs"), "utf8").matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    const file = from!.startsWith(".") ? path.join(esm, from!) : null;
    // Both names of `import { Dropzone as Dropzone$1 }`: the index exports one of them.
    for (const imported of names!.split(",")) for (const name of imported.split(" as ")) modules.set(name.trim(), file);
  }
  return modules;
}

const packageNames = ["core", "dates", "notifications", "dropzone", "charts"];
const packages = new Map(packageNames.map((name) => [`@mantine/${name}`, exportedModules(name)]));

/**
 * The style files a set of Mantine modules can draw with: every component's classes live in its
 * `X.module.mjs`, and a component that draws another imports it, so following the imports from
 * what the app uses reaches every `X.module.mjs` (styles/X.css) it needs.
 */
function stylesDrawnBy(entries: string[]): Set<string> {
  const styles = new Set<string>();
  const unknown: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const own = /[\\/](\w+)\.module\.mjs$/.exec(file);
    if (own && file.startsWith(core)) styles.add(own[1]!);
    for (const [, names, from] of readFileSync(file, "utf8").matchAll(/import (?:\{([^}]*)\}|[\w$]+|\* as \w+) from "([^"]+)"/g)) {
      if (from!.startsWith(".")) visit(path.join(path.dirname(file), from!));
      else if (from === "@mantine/core" && names) for (const name of names.split(",")) visitExport(from, name.trim().split(" as ")[0]!);
    }
  };
  const visitExport = (from: string, name: string) => {
    const file = packages.get(from)?.get(name);
    if (file) visit(file);
    else if (file === undefined) unknown.push(`${from} ${name}`);
  };
  for (const entry of entries) {
    const [from, name] = entry.split(" ");
    visitExport(from!, name!);
  }
  // A name this cannot place would leave what it draws unchecked.
  expect(unknown, "imports of Mantine this test cannot follow").toEqual([]);
  return styles;
}

/** "@mantine/core Button" for each value the app's own code imports from a Mantine package. */
function appImports(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const [, names, from] of readFileSync(file, "utf8").matchAll(
          /import \{([^}]*)\} from "(@mantine\/(?:core|dates|notifications|dropzone|charts))"/g,
        )) {
          for (const name of names!.split(",").map((n) => n.trim())) if (name && !name.startsWith("type ")) found.add(`${from} ${name.split(" as ")[0]}`);
        }
      }
    }
  };
  walk(webSrc);
  return [...found];
}

/** The component files mantine-styles.ts imports, in its order. */
function importedStyles(): string[] {
  const text = readFileSync(path.join(webSrc, "app/mantine-styles.ts"), "utf8");
  return [...text.matchAll(/import "@mantine\/core\/styles\/([\w-]+)\.layer\.css";/g)].map((m) => m[1]!);
}

const globalStyles = ["baseline", "default-css-variables", "global"];

describe("Mantine's styles, one component at a time", () => {
  it("finds a component's styles and those of what it draws inside", () => {
    const select = stylesDrawnBy(["@mantine/core Select"]);
    expect(select).toContain("Combobox");
    expect(select).toContain("Input");
    expect(select).toContain("Popover");
    expect(stylesDrawnBy(["@mantine/core Button"])).toEqual(new Set(["Button", "UnstyledButton", "Loader"]));
  });

  it("imports the styles of every component the app draws, and no others", () => {
    const needed = stylesDrawnBy(appImports());
    const imported = importedStyles().filter((name) => !globalStyles.includes(name));
    expect(
      [...needed].filter((name) => !imported.includes(name)),
      "add these to mantine-styles.ts",
    ).toEqual([]);
    expect(
      imported.filter((name) => !needed.has(name)),
      "nothing draws these; take them out of mantine-styles.ts",
    ).toEqual([]);
  });

  it("imports them in Mantine's own order, after its base styles, as its full stylesheet has them", () => {
    const full = readFileSync(path.join(core, "styles.css"), "utf8");
    const at = (name: string) => full.indexOf(readFileSync(path.join(core, "styles", `${name}.css`), "utf8").slice(0, 200));
    const imported = importedStyles();
    expect(imported.slice(0, 3)).toEqual(globalStyles);
    expect(imported.every((name) => at(name) >= 0)).toBe(true);
    expect(imported).toEqual([...imported].sort((a, b) => at(a) - at(b)));
  });
});
