import { describe, expect, it } from "vitest";
import { appRoutes, menuLabelOf, navPath } from "./routes";

/** Every signed-in route of docs/product.md §2 (and the quotes routes the permissions of docs/product.md imply), written out by hand so a lost route fails here. */
const specPaths = [
  "/home",
  "/quotes",
  "/quotes/new",
  "/quotes/:quoteID",
  "/products",
  "/products/new",
  "/products/edit/:productID",
  "/sales/new",
  "/sales/:saleID",
  "/sales/list",
  "/sales/refunds",
  "/sales/deleted",
  "/sales/pos",
  "/sales/pos/list",
  "/registers",
  "/registers/open",
  "/registers/opened",
  "/payroll",
  "/payroll/employees",
  "/payroll/paymentDates",
  "/payroll/employees/:employee",
  "/timeClock",
  "/timeClock/list",
  "/expenses",
  "/expenses/list",
  "/purchases/list",
  "/purchases/vendors",
  "/customers",
  "/customers/:customer",
  "/customers/inbox/:customer",
  "/settings/groups",
  "/settings/users",
  "/settings/users/add",
  "/settings/users/:employeeID",
  "/settings/system",
  "/managements/appointments",
  "/managements/inbox/:customer?",
  "/managements/reviews",
  // management.marketing has no route in §2: it is added in the same style as the reviews.
  "/managements/marketing",
  "/managements/drops",
  "/logs/logs/email",
  "/logs/logs/sms",
  "/logs/activities",
  "/dev",
  "/dev/logs",
  "/reports",
  "/reports/sales",
  "/reports/payments",
  "/reports/pnl",
  "/reports/cashier",
  "/reports/monthly",
  "/reports/customers",
  "/reports/expenses",
  "/reports/purchases",
  "/reports/dayEnd/:id?",
  "/profile",
];

describe("routes table", () => {
  it("has exactly the signed-in routes of docs/product.md §2", () => {
    expect(appRoutes.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });

  it("never gives two menu entries the same name, nor names that differ only by an ending (Open / Opened)", () => {
    const stem = (label: string) =>
      label
        .toLowerCase()
        .split(/\s+/)
        .map((word) => word.replace(/(ed|s)$/, ""))
        .join(" ");
    const labels = appRoutes.filter((route) => route.nav).map((route) => stem(menuLabelOf(route)));
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it("keeps the names and titles of docs/product.md", () => {
    const byPath = new Map(appRoutes.map((route) => [route.path, route]));
    expect(byPath.get("/products/edit/:productID")?.name).toBe("editProduct");
    expect(byPath.get("/registers")?.title).toBe("Register Report");
    expect(byPath.get("/timeClock/list")?.title).toBe("Completed Time Clock");
    expect(byPath.get("/managements/drops")?.title).toBe("Drop Report");
    expect(byPath.get("/dev/logs")).toMatchObject({ name: "devLog", title: "System Logs", permission: "dev" });
    expect(byPath.get("/home")).toMatchObject({ name: "home", title: "Dashboard", permission: "signedIn" });
    expect(new Set(appRoutes.map((route) => route.name)).size).toBe(appRoutes.length);
  });

  it("reads the record name from the query on the four named routes", () => {
    const named = Object.fromEntries(appRoutes.filter((route) => route.titleFromQuery).map((route) => [route.path, route.titleFromQuery]));
    expect(named).toEqual({
      "/products/edit/:productID": "pn",
      "/customers/:customer": "cn",
      "/managements/inbox/:customer?": "cn",
      "/payroll/employees/:employee": "en",
    });
  });

  it("declares access for every route and links menu entries without required parameters", () => {
    for (const route of appRoutes) {
      expect(route.permission === "signedIn" || route.permission === "dev" || route.permission.length > 0).toBe(true);
      if (route.nav) expect(navPath(route)).not.toContain(":");
    }
    const dayEnd = appRoutes.find((route) => route.name === "dayEndReport");
    expect(dayEnd && navPath(dayEnd)).toBe("/reports/dayEnd");
  });
});
