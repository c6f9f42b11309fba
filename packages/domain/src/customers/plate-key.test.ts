import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLATE_IGNORED, plateKey, plateKeyTranslation } from "./plate-key";

describe("plateKey", () => {
  it.each([
    ["MDC2021", "mdc2021"],
    ["mdc 2021", "mdc2021"],
    ["MDC-2021", "mdc2021"],
    [" m-D c 20 21 ", "mdc2021"],
    ["MDC\u20132021", "mdc2021"],
    ["MDC\u00a02021", "mdc2021"],
    ["ABC.123", "abc.123"],
    ["ÉTÉ 1", "ÉtÉ1"],
    ["straße", "straße"],
    ["", ""],
    ["- -", ""],
  ])("%j → %j", (plate, key) => {
    expect(plateKey(plate)).toBe(key);
  });

  it("gives every spelling of one plate the same key, and keeps keys as they are", () => {
    const plate = fc.stringMatching(/^[A-Za-z0-9 -]{0,12}$/);
    fc.assert(
      fc.property(plate, (typed) => {
        const key = plateKey(typed);
        expect(plateKey(key)).toBe(key);
        expect(plateKey(typed.toUpperCase())).toBe(key);
        expect(plateKey(typed.replace(/[ -]/g, ""))).toBe(key);
        expect(key).not.toMatch(/[A-Z -]/);
      }),
    );
  });

  it("describes the same rule for SQL's translate(): A–Z onto a–z, then the ignored characters dropped", () => {
    const { from, to } = plateKeyTranslation;
    expect(from.length).toBe(to.length + PLATE_IGNORED.length);
    expect(to).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(from.slice(to.length)).toBe(PLATE_IGNORED);
    expect(from).not.toMatch(/'/);
  });
});
