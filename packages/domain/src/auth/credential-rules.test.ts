import { describe, expect, it } from "vitest";
import { passwordIsPersonal, personalParts } from "./credential-rules";

const robin = { firstName: "Robin", lastName: "Lane", email: "robin.lane77@shop.test" };

describe("a password that names its owner", () => {
  it("is one containing the first name, the last name or the e-mail's local part, case aside", () => {
    expect(passwordIsPersonal("xxROBINxx-2026", robin)).toBe(true);
    expect(passwordIsPersonal("my-lane-is-fast", robin)).toBe(true);
    expect(passwordIsPersonal("Robin.Lane77!", robin)).toBe(true);
  });

  it("is also one containing a word of the e-mail's local part", () => {
    expect(passwordIsPersonal("lane77-lane77", { ...robin, firstName: "Sam", lastName: "Okafor" })).toBe(true);
  });

  it("leaves other passwords alone, and names too short to mean anything", () => {
    expect(passwordIsPersonal("tidal-orchard-plum", robin)).toBe(false);
    const al = { firstName: "Al", lastName: "Wu", email: "al@shop.test" };
    expect(personalParts(al)).toEqual([]);
    expect(passwordIsPersonal("always-walking", al)).toBe(false);
  });
});
