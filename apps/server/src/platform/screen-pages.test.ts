import { describe, expect, it } from "vitest";
import { screenMetaName, type ScreenFiles } from "@washdesk/domain";
import { screenFor, screenPage } from "./screen-pages";

const screen = (path: string): ScreenFiles => ({ path, files: [`/assets${path}.js`] });
const screens = [
  screen("/sales/pos"),
  screen("/sales/pos/list"),
  screen("/sales/:saleID"),
  screen("/customers/:customer"),
  screen("/customers/inbox/:customer"),
];

describe("the screen at an address", () => {
  it("is the one the web app's router shows: fixed segments win over parameters", () => {
    expect(screenFor(screens, "/sales/pos")?.path).toBe("/sales/pos");
    expect(screenFor(screens, "/sales/pos/list")?.path).toBe("/sales/pos/list");
    expect(screenFor(screens, "/sales/1234")?.path).toBe("/sales/:saleID");
    expect(screenFor(screens, "/customers/inbox/42")?.path).toBe("/customers/inbox/:customer");
    expect(screenFor(screens, "/customers/42/")?.path).toBe("/customers/:customer");
  });

  it("is none for an address no screen has, the login page among them", () => {
    for (const address of ["/", "/sales", "/sales/pos/list/extra"]) expect(screenFor(screens, address), address).toBeUndefined();
  });
});

describe("a screen's page", () => {
  const built = `<!doctype html><html><head><title>WashDesk</title><script>boot()</script><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/web-1.css"></head><body></body></html>`;
  const page = screenPage(built, { path: "/sales/pos", files: ["/assets/app-layout-2.js", "/assets/app-layout-2.css", "/assets/pos-page-3.js"] });

  it("names the screen ahead of the boot script, which looks for it as it runs", () => {
    expect(page.indexOf(`<meta name="${screenMetaName}" content="/sales/pos">`)).toBeGreaterThan(-1);
    expect(page.indexOf(`<meta name="${screenMetaName}"`)).toBeLessThan(page.indexOf("<script>boot()</script>"));
  });

  it("preloads each of the screen's files after the page's own, stylesheets behind the inline script", () => {
    const tags = [...page.matchAll(/<(script|link)\b[^>]*>/g)].map(([tag]) => tag);
    expect(tags).toEqual([
      "<script>",
      '<script type="module" src="/assets/index-1.js">',
      '<link rel="stylesheet" href="/assets/web-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/app-layout-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-layout-2.css">',
      '<link rel="modulepreload" crossorigin href="/assets/pos-page-3.js">',
    ]);
    // The rest of the page is as built.
    expect(
      page
        .replace(/<meta name="washdesk-screen"[^>]*>\s*/, "")
        .replace(/\s*<link rel="(modulepreload|stylesheet)" crossorigin[^>]*>/g, "")
        .replace(/\s+<\/head>/, "</head>"),
    ).toBe(built);
  });

  it("writes an address pattern into the page as text, never as markup", () => {
    expect(screenPage(built, { path: '/x/"><script>alert(1)</script>', files: [] })).not.toContain("<script>alert(1)");
  });
});
