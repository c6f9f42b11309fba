import { readFileSync } from "node:fs";
import path from "node:path";
import { build, parseAst, type Plugin, type Rollup } from "vite";
import type { ScreenFiles } from "@washdesk/domain";

interface BootScriptOptions {
  /** The boot script's entry. */
  entry: string;
  /** The route table: objects with a literal `path` and a `load` that imports the screen (read for screens.json). */
  routes: string;
  /** The signed-in frame's module, which every screen of the table renders in. */
  frame: string;
}

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!isNode(node)) return;
  visit(node);
  for (const value of Object.values(node)) if (typeof value === "object") walk(value, visit);
}

/** `() => import("x")` → "x". */
function importedBy(node: unknown): string | null {
  if (!isNode(node) || node.type !== "ArrowFunctionExpression") return null;
  const body = node.body;
  if (!isNode(body) || body.type !== "ImportExpression" || !isNode(body.source)) return null;
  return typeof body.source.value === "string" ? body.source.value : null;
}

function propertyValue(object: Node, name: string): unknown {
  for (const property of object.properties as Node[]) {
    if (property.type === "Property" && isNode(property.key) && (property.key.name === name || property.key.value === name)) return property.value;
  }
  return undefined;
}

/**
 * Each route's path and the module its `load` imports, read from the table's source. A loader held
 * in a constant (`load: notAvailableYet`) is followed to that constant's arrow function.
 */
export function routeModules(file: string): { path: string; module: string }[] {
  const ast = parseAst(readFileSync(file, "utf8"), { lang: "tsx" });
  const loaders = new Map<string, string>();
  walk(ast, (node) => {
    if (node.type !== "VariableDeclarator" || !isNode(node.id)) return;
    const imported = importedBy(node.init);
    if (imported) loaders.set(String(node.id.name), imported);
  });
  const found: { path: string; module: string }[] = [];
  walk(ast, (node) => {
    if (node.type !== "ObjectExpression") return;
    const routePath = propertyValue(node, "path");
    const load = propertyValue(node, "load");
    if (!isNode(routePath) || typeof routePath.value !== "string" || load === undefined) return;
    const imported = importedBy(load) ?? (isNode(load) && load.type === "Identifier" ? loaders.get(String(load.name)) : undefined);
    if (imported) found.push({ path: routePath.value, module: path.resolve(path.dirname(file), imported) });
  });
  return found;
}

/** Bytes of minified code the inline boot script may take (it is about 2 kB). */
export const bootScriptLimit = 4096;

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, "");

/** A chunk's file and everything it imports statically, with their stylesheets, except what `skip` holds. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, files: Set<string>, skip: ReadonlySet<string> = new Set()): void {
  if (skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!skip.has(css)) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === "chunk") closure(bundle, next, files, skip);
  }
}

/**
 * Builds the boot script (src/boot/boot.ts) into one small classic script and puts it inline in
 * index.html ahead of the app. Inline, it runs while the page is parsed: a file of its own was
 * fetched at low priority behind the entry and sent the screen's data about 60 ms later on a cold
 * load. The server allows it by its hash in the page's Content-Security-Policy. Also writes
 * screens.json, each screen's address and files, from which the server preloads a screen's files
 * in its page. Build only: in development the app asks for everything itself, as it also does
 * when the boot script did not run.
 */
export function bootScript(options: BootScriptOptions): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "washdesk-boot-script",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: "post",
      async handler(_, bundle) {
        const html = bundle["index.html"];
        if (html?.type !== "asset") return;
        const chunkOf = new Map<string, Rollup.OutputChunk>();
        // index.html already asks for the entry and what it imports.
        const entryFiles = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          if (output.facadeModuleId) chunkOf.set(withoutExtension(output.facadeModuleId), output);
          if (output.isEntry) closure(bundle, output, entryFiles);
        }
        const filesOf = (module: string) => {
          const files = new Set<string>();
          const chunk = chunkOf.get(withoutExtension(path.resolve(root, module)));
          if (chunk) closure(bundle, chunk, files, entryFiles);
          return files;
        };
        const frame = filesOf(options.frame);
        const screens: ScreenFiles[] = routeModules(path.resolve(root, options.routes)).map((route) => ({
          path: route.path,
          files: [...new Set([...frame, ...filesOf(route.module)])].map((file) => `${base}${file}`),
        }));
        this.emitFile({ type: "asset", fileName: "screens.json", source: JSON.stringify(screens) });

        const built = (await build({
          configFile: false,
          root,
          base,
          logLevel: "warn",
          build: {
            write: false,
            copyPublicDir: false,
            minify: true,
            lib: { entry: path.resolve(root, options.entry), formats: ["iife"], name: "washdeskBoot" },
          },
        })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
        const code = (Array.isArray(built) ? built[0]! : built).output[0].code.trim();
        // Written into the page: a script tag's text ends at the first "</script", and a CSP hash
        // (web-app.ts on the server) covers the text exactly as it stands.
        if (/<\/script|<!--/i.test(code)) throw new Error("The boot script's code holds a closing script tag or a comment opener.");
        // It runs inline on every page before the app: a value imported from a module that also
        // builds schemas brings the schema library with it (~100 kB), unnoticed but for this.
        if (code.length > bootScriptLimit) throw new Error(`The boot script is ${code.length} bytes, over its ${bootScriptLimit}: it imports something heavy.`);
        const source = String(html.source);
        const tag = `<script>${code}</script>\n    `;
        const at = source.indexOf("<script");
        html.source = at < 0 ? source.replace("</head>", `${tag}</head>`) : `${source.slice(0, at)}${tag}${source.slice(at)}`;
      },
    },
  };
}
