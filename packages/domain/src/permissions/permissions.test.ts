import { describe, expect, expectTypeOf, it } from "vitest";
import type { PermissionBranchPath, PermissionPath } from "./index";
import { allPermissionPaths, can, defaultGroups, isAllowed, pathsFromPermission, permissionFromPaths } from "./index";

const group = (permission: unknown) => ({ permission, isDev: false, isOwner: false });
const cashierLike = group(permissionFromPaths(["sales.pos.new", "dashboard.daily"]));

describe("the tree", () => {
  it("has every leaf of docs/product.md §6", () => {
    expect(allPermissionPaths).toHaveLength(90);
    expect(allPermissionPaths).toContain("timeClock.completed.delete");
    expect(allPermissionPaths).toContain("timeClock.requiredPinToOthers");
    expect(allPermissionPaths).toContain("settings.system.paymentProfile");
    expect(allPermissionPaths).toContain("management.register.edit");
    expect(allPermissionPaths).toContain("reports.dayEndReport");
    expect(allPermissionPaths).not.toContain("settings.group.list");
    expect(new Set(allPermissionPaths).size).toBe(allPermissionPaths.length);
  });

  it("types paths from the tree", () => {
    expectTypeOf<"sales.pos.list">().toExtend<PermissionPath>();
    expectTypeOf<"sales.pos">().not.toExtend<PermissionPath>();
    expectTypeOf<"sales.pos">().toExtend<PermissionBranchPath>();
    expectTypeOf<"settings.group.list">().not.toExtend<PermissionPath>();
  });
});

describe("paths ↔ permission", () => {
  it("builds the nested value", () => {
    expect(permissionFromPaths(["sales.pos.list", "sales.list", "dashboard.daily"])).toStrictEqual({
      sales: { pos: { list: true }, list: true },
      dashboard: { daily: true },
    });
  });

  it("round-trips every path, in tree order", () => {
    expect(pathsFromPermission(permissionFromPaths([...allPermissionPaths].reverse()))).toStrictEqual(allPermissionPaths);
  });

  it("reads only literal true leaves inside the tree", () => {
    expect(pathsFromPermission({ sales: { list: "yes", new: true, bogus: true }, dev: true, payroll: true })).toStrictEqual(["sales.new"]);
    expect(pathsFromPermission(null)).toStrictEqual([]);
  });
});

describe("isAllowed", () => {
  it("checks leaves and branches", () => {
    const permission = permissionFromPaths(["sales.pos.new"]);
    expect(isAllowed(permission, "sales.pos.new")).toBe(true);
    expect(isAllowed(permission, "sales.pos.list")).toBe(false);
    expect(isAllowed(permission, "sales.pos")).toBe(true);
    expect(isAllowed(permission, "sales")).toBe(true);
    expect(isAllowed(permission, "settings")).toBe(false);
  });

  it("ignores a true at a branch and junk values", () => {
    expect(isAllowed({ sales: true }, "sales.list")).toBe(false);
    expect(isAllowed({ sales: true }, "sales")).toBe(false);
    expect(isAllowed("sales.list", "sales.list")).toBe(false);
    expect(isAllowed(undefined, "sales.list")).toBe(false);
  });

  it("does not follow inherited properties", () => {
    expect(isAllowed({}, "constructor")).toBe(false);
    expect(isAllowed(Object.create({ dashboard: { daily: true } }), "dashboard.daily")).toBe(false);
  });
});

describe("can", () => {
  it("passes when any path is allowed", () => {
    expect(can(cashierLike, "settings.users.list", "sales.pos.new")).toBe(true);
    expect(can(cashierLike, "settings.users.list", "payroll.pay")).toBe(false);
  });

  it("refuses when no path is given", () => {
    expect(can(cashierLike)).toBe(false);
  });

  it("lets developer and owner groups through everything, including paths outside the tree", () => {
    for (const flags of [
      { isDev: true, isOwner: false },
      { isDev: false, isOwner: true },
    ]) {
      const special = { permission: {}, ...flags };
      expect(can(special, "settings.group.edit")).toBe(true);
      expect(can(special, "dev")).toBe(true);
      expect(can(special)).toBe(true);
    }
  });

  it("refuses unknown paths for ordinary groups, even when the value claims them", () => {
    expect(can(group({ dev: true }), "dev")).toBe(false);
    expect(can(group(permissionFromPaths(allPermissionPaths)), "dev", "sales.nope", "")).toBe(false);
  });

  it("passes a branch path when any leaf under it is allowed", () => {
    expect(can(cashierLike, "sales.pos")).toBe(true);
    expect(can(cashierLike, "sales.refund")).toBe(false);
    expect(can(cashierLike, "dashboard")).toBe(true);
  });

  it("refuses a missing group", () => {
    expect(can(null, "dashboard.daily")).toBe(false);
    expect(can(undefined, "dashboard.daily")).toBe(false);
  });
});

describe("default groups", () => {
  const byName = (name: string) => {
    const found = defaultGroups.find((g) => g.name === name);
    if (!found) throw new Error(`no ${name} group`);
    return found;
  };

  it("are Developer, Owner, Manager and Cashier", () => {
    expect(defaultGroups.map((g) => [g.name, g.isDev, g.isOwner])).toStrictEqual([
      ["Developer", true, false],
      ["Owner", false, true],
      ["Manager", false, false],
      ["Cashier", false, false],
    ]);
  });

  // path → [Developer, Owner, Manager, Cashier]
  const table: [string, boolean, boolean, boolean, boolean][] = [
    ["dev", true, true, false, false],
    ["dashboard.daily", true, true, true, true],
    ["dashboard.monthly", true, true, true, false],
    ["sales.list", true, true, true, true],
    ["sales.new", true, true, true, true],
    ["sales.edit", true, true, true, false],
    ["sales.delete", true, true, true, false],
    ["sales.pos.list", true, true, true, true],
    ["sales.pos.new", true, true, true, true],
    ["sales.pos.delete", true, true, true, false],
    ["sales.refund.new", true, true, true, false],
    ["customers.list", true, true, true, true],
    ["customers.new", true, true, true, true],
    ["customers.edit", true, true, true, true],
    ["customers.delete", true, true, true, false],
    ["quotes.list", true, true, true, true],
    ["quotes.new", true, true, true, true],
    ["quotes.edit", true, true, true, false],
    ["products.list", true, true, true, false],
    ["products", true, true, true, false],
    ["expenses", true, true, true, false],
    ["purchases", true, true, true, false],
    ["payroll", true, true, true, false],
    ["timeClock", true, true, true, false],
    ["management.register.list", true, true, true, true],
    ["management.register.new", true, true, true, true],
    ["management.register.edit", true, true, true, false],
    ["management.marketing", true, true, true, false],
    ["reports.dayEndReport", true, true, true, true],
    ["reports.sales", true, true, true, false],
    ["reports.pnl", true, true, true, false],
    ["logs", true, true, true, false],
    ["settings.users.list", true, true, true, false],
    ["settings.system.general", true, true, true, false],
    ["settings.system.utility", true, true, true, false],
    ["settings.system.paymentProfile", true, true, false, false],
    ["settings.group.new", true, true, false, false],
    ["settings.group.edit", true, true, false, false],
    ["settings.group.delete", true, true, false, false],
    ["settings.group", true, true, false, false],
  ];

  it.each(table)("%s → Developer %s, Owner %s, Manager %s, Cashier %s", (path, dev, owner, manager, cashier) => {
    expect(can(byName("Developer"), path)).toBe(dev);
    expect(can(byName("Owner"), path)).toBe(owner);
    expect(can(byName("Manager"), path)).toBe(manager);
    expect(can(byName("Cashier"), path)).toBe(cashier);
  });

  it("gives the cashier exactly its counter duties", () => {
    expect(pathsFromPermission(byName("Cashier").permission)).toStrictEqual([
      "dashboard.daily",
      "sales.list",
      "sales.new",
      "sales.pos.list",
      "sales.pos.new",
      "quotes.list",
      "quotes.new",
      "customers.list",
      "customers.new",
      "customers.edit",
      "management.register.list",
      "management.register.new",
      "reports.dayEndReport",
    ]);
  });

  it("gives the manager everything but group settings and the payment profile", () => {
    const missing = allPermissionPaths.filter((p) => !pathsFromPermission(byName("Manager").permission).includes(p));
    expect(missing).toStrictEqual(["settings.system.paymentProfile", "settings.group.new", "settings.group.edit", "settings.group.delete"]);
  });
});
