import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedBlocks, productDocCommand, productDocPath, readScreens, renderProductDoc } from "./product-doc";

describe("docs/product.md", () => {
  it("has generated blocks equal to the code they describe", () => {
    const current = readFileSync(productDocPath, "utf8");
    expect(current, `docs/product.md is out of date with the code: run \`${productDocCommand}\` and commit the result`).toBe(renderProductDoc(current));
  });

  it("notices a generated block that was edited by hand", () => {
    const blocks = generatedBlocks();
    const current = readFileSync(productDocPath, "utf8");
    const edited = current.replace("| `/home` | Dashboard |", "| `/home` | Home page |");
    expect(edited).not.toBe(current);
    expect(renderProductDoc(edited, blocks)).toBe(current);
  });

  it("refuses a document that lacks a block or names an unknown one", () => {
    const blocks = { routes: "the screens" };
    expect(() => renderProductDoc("# Product\n", blocks)).toThrow(/lacks the block\(s\) routes/);
    expect(() => renderProductDoc("<!-- generated:routes --><!-- /generated:routes --><!-- generated:other --><!-- /generated:other -->", blocks)).toThrow(
      /unknown block "other"/,
    );
    expect(() => renderProductDoc("<!-- generated:routes -->", blocks)).toThrow(/never closed/);
  });
});

describe("readScreens", () => {
  it("reads each entry's address, title, access and whether its page is the placeholder", () => {
    const source = `
      export const appRoutes: readonly AppRoute[] = [
        { path: "/home", name: "home", title: "Dashboard", area: "Home", permission: "signedIn", nav: true, load: () => import("./home") },
        { path: "/payroll", name: "payroll", title: "Payroll", area: "Payroll & time", permission: ["payroll.list"], titleFromQuery: "en", load: notAvailableYet },
      ];`;
    expect(readScreens(source)).toEqual([
      { path: "/home", name: "home", title: "Dashboard", area: "Home", permission: "signedIn", titleFromQuery: undefined, nav: true, placeholder: false },
      {
        path: "/payroll",
        name: "payroll",
        title: "Payroll",
        area: "Payroll & time",
        permission: ["payroll.list"],
        titleFromQuery: "en",
        nav: false,
        placeholder: true,
      },
    ]);
  });

  it("says which entry it cannot read rather than leaving it out", () => {
    expect(() => readScreens(`export const appRoutes = [{ path: "/x", name: "x", title: t, area: "Home", permission: "dev", load: f }];`)).toThrow(
      /appRoutes\[0\]\.title/,
    );
  });
});
