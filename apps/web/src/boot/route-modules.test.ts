import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules } from "../../vite-boot-script";
import { appRoutes } from "../app/routes";

describe("the screens' modules, as the build reads them from routes.tsx", () => {
  it("name every route of the table, each with a module that exists", () => {
    const found = routeModules(path.resolve(__dirname, "../app/routes.tsx"));
    expect(found.map((route) => route.path)).toEqual(appRoutes.map((route) => route.path));
    for (const route of found) {
      expect(
        [".tsx", ".ts"].some((extension) => existsSync(`${route.module}${extension}`)),
        route.module,
      ).toBe(true);
    }
    expect(found.find((route) => route.path === "/sales/pos")?.module).toMatch(/features\/pos\/pos-page$/);
  });
});
