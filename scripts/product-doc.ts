// Keeps the generated parts of docs/product.md equal to the code they describe: the screens of the
// web router, the permission tree and default groups, the enumerations, the sale status moves,
// the validation and refusal messages and the business constants of the domain.
//
//   npm run docs:product            rewrite the generated blocks in place
//   npm run docs:product -- --check  exit 1 when a block differs from the code (nothing written)
//
// A block sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; everything
// outside the markers is prose written by hand and left alone.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import * as domain from "@washdesk/domain";
import { allPermissionPaths, defaultGroups, permissionTree, saleTransitions, orderStatusLabels, type OrderStatus } from "@washdesk/domain";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const productDocPath = path.join(repoRoot, "docs/product.md");
export const productDocCommand = "npm run docs:product";

const routesFile = "apps/web/src/app/routes.tsx";
const domainSrc = "packages/domain/src";

/** One screen as routes.tsx declares it, read from the source so no browser code has to load. */
export interface ScreenEntry {
  path: string;
  name: string;
  title: string;
  area: string;
  permission: string[] | "signedIn" | "dev";
  titleFromQuery?: string;
  nav: boolean;
  /** The page is the "not available yet" placeholder. */
  placeholder: boolean;
}

function fail(message: string): never {
  throw new Error(`product-doc: ${message}`);
}

function stringOf(node: ts.Expression, where: string): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return fail(`${where} is not a string literal`);
}

/** Reads the `appRoutes` array of routes.tsx (each entry an object literal with literal values). */
export function readScreens(source: string): ScreenEntry[] {
  const file = ts.createSourceFile(routesFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let list: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === "appRoutes" && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init)) list = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!list) return fail(`no \`appRoutes\` array literal in ${routesFile}`);

  return list.elements.map((element, index) => {
    if (!ts.isObjectLiteralExpression(element)) return fail(`entry ${index} of appRoutes is not an object literal`);
    const props = new Map<string, ts.Expression>();
    for (const prop of element.properties) {
      if (ts.isPropertyAssignment(prop)) props.set(prop.name.getText(file), prop.initializer);
    }
    const where = `appRoutes[${index}]`;
    const get = (key: string) => props.get(key) ?? fail(`${where} has no ${key}`);
    const permissionNode = get("permission");
    const permission = ts.isArrayLiteralExpression(permissionNode)
      ? permissionNode.elements.map((e) => stringOf(e, `${where}.permission`))
      : stringOf(permissionNode, `${where}.permission`);
    if (!Array.isArray(permission) && permission !== "signedIn" && permission !== "dev") fail(`${where}.permission is ${permission}`);
    const query = props.get("titleFromQuery");
    const nav = props.get("nav");
    const load = get("load");
    return {
      path: stringOf(get("path"), `${where}.path`),
      name: stringOf(get("name"), `${where}.name`),
      title: stringOf(get("title"), `${where}.title`),
      area: stringOf(get("area"), `${where}.area`),
      permission: permission as ScreenEntry["permission"],
      titleFromQuery: query ? stringOf(query, `${where}.titleFromQuery`) : undefined,
      nav: nav !== undefined && nav.kind === ts.SyntaxKind.TrueKeyword,
      placeholder: ts.isIdentifier(load) && load.text === "notAvailableYet",
    };
  });
}

const code = (text: string | number) => `\`${text}\``;
const cell = (text: string) => text.replaceAll("|", "\\|");

function accessText(permission: ScreenEntry["permission"]): string {
  if (permission === "signedIn") return "anyone signed in";
  if (permission === "dev") return "developers and owners only";
  return permission.map(code).join(" or ");
}

export function screensBlock(screens: readonly ScreenEntry[]): string {
  const rows = screens.map((s) => {
    const title = s.titleFromQuery ? `${s.title} (or the name in ${code(`?${s.titleFromQuery}=`)})` : s.title;
    return `| ${code(s.path)} | ${cell(title)} | ${s.area}${s.nav ? "" : ", not in the menu"} | ${accessText(s.permission)} | ${s.placeholder ? "placeholder" : "working"} | ${code(s.name)} |`;
  });
  return [
    `_From ${code(routesFile)}._ ${screens.length} signed-in screens, ${screens.filter((s) => !s.placeholder).length} working.`,
    "",
    "| address | title | menu area | who may open it | state | route name |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

function treeLines(node: object, depth: number): string[] {
  return Object.entries(node).flatMap(([key, child]: [string, unknown]) => {
    const indent = "  ".repeat(depth);
    if (child === true) return [];
    const leaves = Object.entries(child as object)
      .filter(([, v]) => v === true)
      .map(([k]) => code(k));
    const line = `${indent}- ${code(key)}${leaves.length ? `: ${leaves.join(", ")}` : ""}`;
    return [line, ...treeLines(child as object, depth + 1)];
  });
}

export function permissionsBlock(): string {
  const topLeaves = Object.entries(permissionTree).filter(([, v]) => v === (true as unknown));
  if (topLeaves.length) fail("a leaf at the top of the permission tree: the list below assumes branches there");
  return [
    `_From ${code(`${domainSrc}/permissions/permission-tree.ts`)}._ ${allPermissionPaths.length} leaves; a path names one leaf, such as ${code("sales.pos.list")}.`,
    "",
    ...treeLines(permissionTree, 0),
  ].join("\n");
}

export function groupsBlock(): string {
  const rows = defaultGroups.map((group) => {
    const flags = group.isDev ? "developer" : group.isOwner ? "owner" : "";
    const paths = allPermissionPaths.filter((p) => domain.can({ permission: group.permission, isDev: false, isOwner: false }, p));
    const grants = flags
      ? "every check passes"
      : paths.length === allPermissionPaths.length
        ? "every leaf"
        : paths.length > allPermissionPaths.length / 2
          ? `every leaf except ${allPermissionPaths
              .filter((p) => !paths.includes(p))
              .map(code)
              .join(", ")}`
          : paths.map(code).join(", ");
    return `| ${group.name} | ${flags || "–"} | ${grants} |`;
  });
  return [`_From ${code(`${domainSrc}/permissions/default-groups.ts`)}._`, "", "| group | flag | grants |", "| --- | --- | --- |", ...rows].join("\n");
}

type EnumObject = Record<string, string | number>;

function isEnumObject(value: unknown): value is EnumObject {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const values = Object.values(value);
  return values.length > 0 && values.every((v) => typeof v === "string" || typeof v === "number");
}

/** Every PascalCase export of the domain that is a table of named values, with its labels when it has them. */
export function enumerationsBlock(): string {
  const exports = domain as Record<string, unknown>;
  const sections = Object.keys(exports)
    .filter((name) => /^[A-Z][a-z]/.test(name) && isEnumObject(exports[name]))
    .sort()
    .map((name) => {
      const members = exports[name] as EnumObject;
      const labels = exports[`${name[0]!.toLowerCase()}${name.slice(1)}Labels`] as Record<string, string> | undefined;
      const rows = Object.entries(members).map(
        ([member, value]) =>
          `| ${code(member)} | ${code(typeof value === "string" ? JSON.stringify(value) : value)} | ${labels ? cell(labels[String(value)] ?? "") : "–"} |`,
      );
      return [`#### ${name}`, "", "| member | stored value | shown as |", "| --- | --- | --- |", ...rows].join("\n");
    });
  return [`_Every enumeration exported by ${code("@washdesk/domain")} (most live in ${code(`${domainSrc}/enums`)})._`, "", sections.join("\n\n")].join("\n");
}

export function saleTransitionsBlock(): string {
  const label = (s: OrderStatus) => `${orderStatusLabels[s]} (${s})`;
  const rows = Object.entries(saleTransitions).map(([from, to]) => {
    const targets = (to as readonly OrderStatus[]).map(label);
    return `| ${label(Number(from) as OrderStatus)} | ${targets.length ? targets.join(", ") : "nothing: final"} |`;
  });
  return [`_From ${code(`${domainSrc}/sales/sale-status.ts`)}._`, "", "| from | may become |", "| --- | --- |", ...rows].join("\n");
}

/** A table of words: each entry a text, or a function that fills figures into one. */
function isMessageTable(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const values = Object.values(value);
  return values.length > 0 && values.every((v) => typeof v === "string" || typeof v === "function");
}

/** A text as is; a function as its template, figures left as the expressions that fill them. */
function messageText(value: unknown): string {
  if (typeof value !== "function") return String(value);
  // A bundler may call an imported helper as `(0, module.name)(…)`: show it as `name(…)`.
  const source = String(value).replace(/\(0,\s*[\w$]+\.([\w$]+)\)/g, "$1");
  const template = /`([^`]*)`/.exec(source);
  return template ? `${template[1]} (figures filled in)` : "(computed)";
}

/** Every export named `messages` or `…Messages`: the words a refusal shows, shared by server and screens. */
export function messagesBlock(): string {
  const exports = domain as Record<string, unknown>;
  const sections = Object.keys(exports)
    .filter((name) => (name === "messages" || name.endsWith("Messages")) && isMessageTable(exports[name]))
    .sort((a, b) => (a === "messages" ? -1 : b === "messages" ? 1 : a.localeCompare(b)))
    .map((name) => {
      const rows = Object.entries(exports[name] as Record<string, unknown>).map(([key, text]) => `| ${code(key)} | ${cell(messageText(text))} |`);
      const heading = name === "messages" ? "Shared (`messages`)" : `${name[0]!.toUpperCase()}${name.slice(1, -"Messages".length)} (\`${name}\`)`;
      return [`#### ${heading}`, "", "| key | message |", "| --- | --- |", ...rows].join("\n");
    });
  return [`_Every ${code("messages")} and ${code("…Messages")} export of ${code("@washdesk/domain")}._`, "", sections.join("\n\n")].join("\n");
}

function domainFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return domainFiles(rel);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [rel] : [];
  });
}

/** A constant as the table shows it: a list's items (an option as "value label"), an object's keys, a text quoted. */
function shownConstant(value: unknown): string {
  const item = (entry: unknown): string => {
    if (!entry || typeof entry !== "object") return String(entry);
    const option = entry as { value?: unknown; label?: unknown };
    return option.label === undefined ? JSON.stringify(entry) : `${option.value ?? ""} ${String(option.label)}`.trim();
  };
  if (Array.isArray(value)) return value.map(item).join(", ");
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof RegExp) return String(value);
  if (value && typeof value === "object") return Object.keys(value).join(", ");
  return String(value);
}

/** Every UPPER_CASE export of the domain (numbers, texts, lists of them), with the file that defines it. */
export function constantsBlock(): string {
  const exports = domain as Record<string, unknown>;
  const files = domainFiles(domainSrc).map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), "utf8") }));
  const rows = Object.keys(exports)
    .filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name))
    .sort()
    .map((name) => {
      const value = exports[name];
      const shown = shownConstant(value);
      const home = files.find((f) => new RegExp(`export const ${name}\\b`).test(f.text));
      return `| ${code(name)} | ${code(shown)} | ${home ? code(home.file.slice(domainSrc.length + 1)) : "–"} |`;
    });
  const formats = Object.entries(domain.dateFormats).map(([name, format]) => `| ${code(name)} | ${code(format)} |`);
  return [
    `_Every UPPER_CASE export of ${code("@washdesk/domain")}; files under ${code(domainSrc)}._`,
    "",
    "| constant | value | defined in |",
    "| --- | --- | --- |",
    ...rows,
    "",
    `Date formats (${code("dateFormats")}, dayjs tokens):`,
    "",
    "| name | format |",
    "| --- | --- |",
    ...formats,
  ].join("\n");
}

/** The text of every generated block, by marker name. */
export function generatedBlocks(): Record<string, string> {
  return {
    routes: screensBlock(readScreens(readFileSync(path.join(repoRoot, routesFile), "utf8"))),
    enumerations: enumerationsBlock(),
    "sale-transitions": saleTransitionsBlock(),
    messages: messagesBlock(),
    permissions: permissionsBlock(),
    groups: groupsBlock(),
    constants: constantsBlock(),
  };
}

const MARKER = /<!-- (\/?)generated:([a-z-]+) -->/g;

/** The document with every generated block replaced by its current text. Throws on a missing, unknown or unbalanced marker. */
export function renderProductDoc(document: string, blocks: Record<string, string> = generatedBlocks()): string {
  const seen = new Set<string>();
  let open: string | null = null;
  for (const match of document.matchAll(MARKER)) {
    const [, closing, name] = match as unknown as [string, string, string];
    if (!(name in blocks)) fail(`docs/product.md has a marker for an unknown block "${name}"`);
    if (!closing) {
      if (open) fail(`block "${open}" is not closed before "${name}" opens`);
      if (seen.has(name)) fail(`block "${name}" appears twice`);
      open = name;
      seen.add(name);
    } else {
      if (open !== name) fail(`"/generated:${name}" closes ${open ? `"${open}"` : "nothing"}`);
      open = null;
    }
  }
  if (open) fail(`block "${open}" is never closed`);
  const missing = Object.keys(blocks).filter((name) => !seen.has(name));
  if (missing.length)
    fail(`docs/product.md lacks the block(s) ${missing.join(", ")}: add <!-- generated:NAME --> and <!-- /generated:NAME --> where each belongs`);

  let result = document;
  for (const [name, text] of Object.entries(blocks)) {
    const start = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = result.indexOf(start) + start.length;
    const to = result.indexOf(end);
    result = `${result.slice(0, from)}\n${text}\n${result.slice(to)}`;
  }
  return result;
}

function main(): void {
  const check = process.argv.includes("--check");
  const current = readFileSync(productDocPath, "utf8");
  const next = renderProductDoc(current);
  if (next === current) {
    console.log("docs/product.md is up to date with the code.");
    return;
  }
  if (check) {
    console.error(`docs/product.md differs from the code: run \`${productDocCommand}\` and commit the result.`);
    process.exit(1);
  }
  writeFileSync(productDocPath, next);
  console.log("docs/product.md: generated blocks rewritten.");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
