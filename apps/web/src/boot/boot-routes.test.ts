import { describe, expect, it } from "vitest";
import { bootRouteFor, type BootRoute } from "./boot-routes";

const route = (path: string): BootRoute => ({ path, files: [path] });
const routes = [route("/sales/pos"), route("/sales/pos/list"), route("/sales/:saleID"), route("/customers/:customer"), route("/customers/inbox/:customer")];

describe("the boot script's route for an address", () => {
  it("is the one the router shows: fixed segments win over parameters", () => {
    expect(bootRouteFor(routes, "/sales/pos")?.path).toBe("/sales/pos");
    expect(bootRouteFor(routes, "/sales/pos/list")?.path).toBe("/sales/pos/list");
    expect(bootRouteFor(routes, "/sales/1234")?.path).toBe("/sales/:saleID");
    expect(bootRouteFor(routes, "/customers/inbox/42")?.path).toBe("/customers/inbox/:customer");
    expect(bootRouteFor(routes, "/customers/42/")?.path).toBe("/customers/:customer");
  });

  it("is none for an address no screen has", () => {
    expect(bootRouteFor(routes, "/sales")).toBeUndefined();
    expect(bootRouteFor(routes, "/sales/pos/list/extra")).toBeUndefined();
  });
});
