// The native and WebAssembly pieces the server loads (argon2, sharp, PGlite), each made to work
// once: `node scripts/check-native.mjs` under another Node.js proves they load and run there.
import { createRequire } from "node:module";

const require = createRequire(new URL("../apps/server/package.json", import.meta.url));
const { hash, verify } = require("@node-rs/argon2");
const sharp = require("sharp");
const { PGlite } = await import(require.resolve("@electric-sql/pglite"));

const hashed = await hash("check");
if (!(await verify(hashed, "check"))) throw new Error("argon2 does not verify its own hash");
const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#0a0" } })
  .png()
  .toBuffer();
if ((await sharp(png).metadata()).width !== 4) throw new Error("sharp does not read back its own image");
const db = new PGlite();
const { rows } = await db.query("select 20 + 4 as n");
await db.close();
if (rows[0]?.n !== 24) throw new Error("PGlite does not answer");
console.log(`argon2, sharp and PGlite work on Node.js ${process.version}`);
