import { describe, expect, it } from "vitest";
import { VehicleType } from "../enums/vehicles";
import { vehicleDescription, vehicleLabel } from "./vehicle-name";

describe("a vehicle's name", () => {
  it("is its year, make and model, leaving out the parts not known yet", () => {
    expect(vehicleLabel({ year: "2020", make: "Toyota", model: "Camry" })).toBe("2020 Toyota Camry");
    expect(vehicleLabel({ year: "", make: "Toyota", model: " " })).toBe("Toyota");
  });

  it("on a receipt adds the plate, and names a vehicle known only by its type by that type", () => {
    expect(vehicleDescription({ type: VehicleType.Sedan, year: "2020", make: "Toyota", model: "Camry", tag: "ABC 123" })).toBe("2020 Toyota Camry · ABC 123");
    expect(vehicleDescription({ type: VehicleType.SUV, year: "", make: "", model: "", tag: "MDC-2021" })).toBe("SUV · MDC-2021");
    expect(vehicleDescription({ type: VehicleType.SUV, year: "", make: "", model: "", tag: "" })).toBe("SUV");
  });
});
