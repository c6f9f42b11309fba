import { describe, expect, it } from "vitest";
import { appointmentMinutes } from "./appointment-duration";

describe("an appointment's length from its services", () => {
  it("adds the services' durations", () => {
    expect(
      appointmentMinutes([
        { durationMinutes: 30, quantity: 1 },
        { durationMinutes: 60, quantity: 1 },
      ]),
    ).toBe(90);
  });

  it("multiplies a duration by the quantity", () => {
    expect(appointmentMinutes([{ durationMinutes: 45, quantity: 2 }])).toBe(90);
  });

  it("counts nothing for lines without a duration", () => {
    expect(
      appointmentMinutes([
        { durationMinutes: 30, quantity: 1 },
        { durationMinutes: null, quantity: 3 },
        { durationMinutes: 0, quantity: 1 },
      ]),
    ).toBe(30);
  });

  it("rounds up to the 15-minute grid", () => {
    expect(appointmentMinutes([{ durationMinutes: 20, quantity: 1 }])).toBe(30);
    expect(
      appointmentMinutes([
        { durationMinutes: 25, quantity: 1 },
        { durationMinutes: 25, quantity: 1 },
      ]),
    ).toBe(60);
    expect(appointmentMinutes([{ durationMinutes: 45, quantity: 1 }])).toBe(45);
  });

  it("holds at least one 15-minute slot, even with no timed service", () => {
    expect(appointmentMinutes([])).toBe(15);
    expect(appointmentMinutes([{ durationMinutes: null, quantity: 1 }])).toBe(15);
    expect(appointmentMinutes([{ durationMinutes: 5, quantity: 1 }])).toBe(15);
  });

  it("ignores a line with a quantity of zero or less", () => {
    expect(
      appointmentMinutes([
        { durationMinutes: 60, quantity: 0 },
        { durationMinutes: 30, quantity: -1 },
        { durationMinutes: 30, quantity: 1 },
      ]),
    ).toBe(30);
  });
});
