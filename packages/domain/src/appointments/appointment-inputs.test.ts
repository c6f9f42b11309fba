import { describe, expect, it } from "vitest";
import { ServiceMode } from "../enums";
import { appointmentCreateSchema, appointmentUpdateSchema } from "./appointment-inputs";

describe("appointment change", () => {
  it("carries only the fields sent: a move leaves the service mode and confirmation as they are", () => {
    expect(appointmentUpdateSchema.parse({ date: "2026-12-01", time: "10:00" })).toEqual({ date: "2026-12-01", time: "10:00", scope: "one" });
    expect(appointmentUpdateSchema.parse({ serviceMode: ServiceMode.DropOff, confirmed: true, scope: "future" })).toEqual({
      serviceMode: ServiceMode.DropOff,
      confirmed: true,
      scope: "future",
    });
  });

  it("still books Waiting and unconfirmed when a new appointment leaves them out", () => {
    const parsed = appointmentCreateSchema.parse({
      customerId: "5a1e0000-0000-4000-8000-0000000000c1",
      lines: [{ productId: "5a1e0000-0000-4000-8000-0000000000d1", quantity: 1 }],
      date: "2026-12-01",
      time: "10:00",
    });
    expect(parsed).toMatchObject({ serviceMode: ServiceMode.Waiting, confirmed: false, notes: "" });
  });
});
