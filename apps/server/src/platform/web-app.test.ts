import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/test-app";

describe("the built web app", () => {
  const dist = mkdtempSync(path.join(tmpdir(), "washdesk-web-"));
  // The build writes the boot script inline, ahead of the app's own (external) script.
  const boot = `(function(){document.title="booted"})();`;
  const page = `<!doctype html><title>WashDesk</title><script>${boot}</script><script type="module" src="/assets/index-AbC123.js"></script>${"<!-- a page -->".repeat(100)}`;
  const script = `export const counter = "${"tile ".repeat(400)}";`;
  let app: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), page);
    writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(page));
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(dist, "assets", "pos-page-AbC123.js"), script);
    writeFileSync(path.join(dist, "assets", "pos-page-AbC123.js.br"), brotliCompressSync(script));
    app = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends the brotli copy to a browser that takes it, and the file itself to one that does not", async () => {
    const compressed = await get("/assets/pos-page-AbC123.js", "gzip, deflate, br");
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/pos-page-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("lets the browser keep hashed files for a year, other files for an hour, and index.html not at all", async () => {
    expect((await get("/assets/pos-page-AbC123.js", "br")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
    for (const encoding of [undefined, "br"]) {
      const screen = await get("/sales/pos", encoding);
      expect(screen.statusCode).toBe(200);
      expect(screen.headers["cache-control"]).toBe("no-cache");
      const html = encoding ? brotliDecompressSync(screen.rawPayload).toString() : screen.body;
      expect(html).toBe(page);
    }
  });

  it("lets the page run its inline boot script, named by hash, and no other inline script", async () => {
    const bootHash = `'sha256-${createHash("sha256").update(boot).digest("base64")}'`;
    for (const encoding of [undefined, "br"]) {
      const csp = String((await get("/sales/pos", encoding)).headers["content-security-policy"]);
      expect(csp.split(";")).toContain(`script-src 'self' ${bootHash}`);
    }
    expect(String((await get("/index.html")).headers["content-security-policy"])).toContain(bootHash);
    // Files and API answers keep the plain policy.
    for (const url of ["/assets/pos-page-AbC123.js", "/api/health"]) {
      expect(String((await get(url)).headers["content-security-policy"]).split(";")).toContain("script-src 'self'");
    }
  });

  it("answers an unknown API path with the envelope, not the page", async () => {
    const { response: missing } = await call(app, "GET", "/api/no-such-thing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ isSuccess: false, message: "Not found." });
  });
});
