import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** How a file goes on the wire: as built, or the brotli or gzip copy the build wrote beside it. */
export type Encoding = "br" | "gzip" | "identity";

/** One file of the build, held in memory with its compressed copies. */
export interface WebFile {
  /** Its path in the build: "index.html", "assets/pos-page-AbC1.js". */
  name: string;
  type: string;
  /** A strong validator: the file's own hash (its copies carry the same content). */
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const copies: [Encoding, string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** The encodings a request's Accept-Encoding takes, by name (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The smallest copy the browser takes. */
export function pickEncoding(file: WebFile, acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding] of copies) if (file.bodies[encoding] && (accepted.has(encoding) || accepted.has("*"))) return encoding;
  return "identity";
}

/**
 * The built web app, served from memory. The build does not change under a running server, so
 * each file (and the .br and .gz copies the build wrote beside it) is read once, the first time it
 * is asked for, and then sent in one write: at a first load of the counter the same Node thread
 * also answers the first data, and a file that waited on disk reads and stream turns waited
 * behind it. Only names found in the build at start-up are served: nothing outside it can be.
 */
export class WebFiles {
  private readonly names: Set<string>;
  private readonly loaded = new Map<string, WebFile>();

  constructor(private readonly dist: string) {
    this.names = new Set(listFiles(dist).filter((name) => !copies.some(([, extension]) => name.endsWith(extension))));
  }

  /** The file at this path of the build ("index.html", "assets/pos-page-AbC1.js"), or undefined. */
  get(name: string): WebFile | undefined {
    if (!this.names.has(name)) return undefined;
    let file = this.loaded.get(name);
    if (!file) {
      file = this.read(name);
      this.loaded.set(name, file);
    }
    return file;
  }

  private read(name: string): WebFile {
    const full = path.join(this.dist, name);
    const identity = readFileSync(full);
    const bodies: WebFile["bodies"] = { identity };
    for (const [encoding, extension] of copies) {
      if (existsSync(`${full}${extension}`)) bodies[encoding] = readFileSync(`${full}${extension}`);
    }
    return {
      name,
      type: types[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      etag: etagOf(identity),
      bodies,
    };
  }
}

/** A strong validator for these bytes: their own hash. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

/** Every file under dir, as paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix))) {
    const relative = prefix === "" ? entry : `${prefix}/${entry}`;
    if (statSync(path.join(dir, relative)).isDirectory()) found.push(...listFiles(dir, relative));
    else found.push(relative);
  }
  return found;
}
