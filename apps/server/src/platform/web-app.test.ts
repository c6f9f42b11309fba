import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/test-app";

describe("the built web app", () => {
  const dist = mkdtempSync(path.join(tmpdir(), "washdesk-web-"));
  // The build writes the boot script inline, ahead of the app's own (external) script.
  const boot = `(function(){document.title="booted"})();`;
  const page = `<!doctype html><html><head><title>WashDesk</title><script>${boot}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body>${"<!-- a page -->".repeat(100)}</body></html>`;
  const script = `export const counter = "${"tile ".repeat(400)}";`;
  const screens = [
    { path: "/sales/pos", files: ["/assets/pos-page-AbC123.js", "/assets/pos-page-AbC123.css"] },
    { path: "/sales/:saleID", files: ["/assets/sale-page-DeF456.js"] },
  ];
  let app: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), page);
    writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(page));
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    // The build's table of each screen's files (vite-boot-script.ts).
    writeFileSync(path.join(dist, "screens.json"), JSON.stringify(screens));
    writeFileSync(path.join(dist, "assets", "pos-page-AbC123.js"), script);
    writeFileSync(path.join(dist, "assets", "pos-page-AbC123.js.br"), brotliCompressSync(script));
    app = await createTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => app.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

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
      for (const address of ["/", "/sales/pos"]) {
        const screen = await get(address, encoding);
        expect(screen.statusCode).toBe(200);
        expect(screen.headers["cache-control"]).toBe("no-cache");
      }
      // The login page is index.html as built.
      const login = await get("/", encoding);
      expect(encoding ? brotliDecompressSync(login.rawPayload).toString() : login.body).toBe(page);
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

  it("sends the gzip copy to a browser that takes gzip but not brotli, and names what it sent", async () => {
    writeFileSync(path.join(dist, "assets", "only-gzip-AbC123.css"), `.tile{color:red}${" ".repeat(2000)}`);
    writeFileSync(path.join(dist, "assets", "only-gzip-AbC123.css.gz"), gzipSync(`.tile{color:red}${" ".repeat(2000)}`));
    const fresh = await createTestApp({ config: { webDist: dist } });
    try {
      const sent = await fresh.app.inject({ method: "GET", url: "/assets/only-gzip-AbC123.css", headers: { "accept-encoding": "gzip, br;q=0" } });
      expect(sent.headers["content-encoding"]).toBe("gzip");
      expect(sent.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(sent.headers.vary).toBe("accept-encoding");
      expect(gunzipSync(sent.rawPayload).toString()).toMatch(/^\.tile\{color:red\}/);
      // br;q=0 refuses brotli: the script goes as built.
      const script = await fresh.app.inject({ method: "GET", url: "/assets/pos-page-AbC123.js", headers: { "accept-encoding": "br;q=0" } });
      expect(script.headers["content-encoding"]).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it("preloads a screen's files in its page, and none where no screen is", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(([, rel, href]) => `${rel} ${href}`);
    for (const encoding of [undefined, "br", "gzip"]) {
      const sent = await get("/sales/pos", encoding);
      const html =
        encoding === "br" ? brotliDecompressSync(sent.rawPayload).toString() : encoding === "gzip" ? gunzipSync(sent.rawPayload).toString() : sent.body;
      expect(sent.headers["content-encoding"]).toBe(encoding);
      expect(preloads(html)).toEqual(["modulepreload /assets/pos-page-AbC123.js", "stylesheet /assets/pos-page-AbC123.css"]);
      expect(html).toContain('<meta name="washdesk-screen" content="/sales/pos">');
    }
    expect(preloads((await get("/sales/8f1c0a42")).body)).toEqual(["modulepreload /assets/sale-page-DeF456.js"]);
    for (const address of ["/", "/no/such/screen"]) {
      const html = (await get(address)).body;
      expect(preloads(html), address).toEqual([]);
      expect(html, address).not.toContain("washdesk-screen");
    }
  });

  it("answers a page it has already sent with 304 until the build changes", async () => {
    const first = await get("/sales/pos", "br");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.app.inject({ method: "GET", url: "/sales/pos", headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.app.inject({ method: "GET", url: "/sales/pos", headers: { "if-none-match": '"an-older-build"' } });
    expect(other.statusCode).toBe(200);
    // Another screen's page is another page.
    const sale = await app.app.inject({ method: "GET", url: "/sales/8f1c0a42", headers: { "if-none-match": etag } });
    expect(sale.statusCode).toBe(200);
  });

  it("answers a file the build does not have with 404, never with the page or a file outside the build", async () => {
    for (const url of ["/assets/pos-page-Gone99.js", "/assets/..%2F..%2Fpackage.json", "/assets/..%2Findex.html"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain("<title>");
    }
  });

  it("answers an unknown API path with the envelope, not the page, however it is spelt", async () => {
    for (const url of ["/api/no-such-thing", "/API/session", "//Api//sales", "/%41pi/session"]) {
      const { response: missing } = await call(app, "GET", url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ isSuccess: false, message: "Not found." });
    }
  });
});
