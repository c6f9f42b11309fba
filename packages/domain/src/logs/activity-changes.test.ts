import { describe, expect, it } from "vitest";
import { activityChanges, activityNotes, fieldLabel } from "./activity-changes";

describe("an activity entry made readable", () => {
  it("lists only the fields its before and after differ in, by their labels", () => {
    const details = {
      before: { firstName: "Sam", phone: "5550001111", tags: ["vip"] },
      after: { firstName: "Samuel", phone: "5550001111", tags: ["vip", "fleet"], note: "x" },
    };
    expect(activityChanges(details)).toEqual([
      { field: "First name", before: "Sam", after: "Samuel" },
      { field: "Tags", before: "vip", after: "vip, fleet" },
      { field: "Note", before: "(empty)", after: "x" },
    ]);
  });

  it("reads an entry without before and after as notes, and nothing as nothing", () => {
    expect(activityChanges({ recipient: "a@b.c" })).toEqual([]);
    expect(activityNotes({ recipient: "a@b.c", outboxId: 4, before: {} })).toEqual([
      { field: "Recipient", value: "a@b.c" },
      { field: "Outbox id", value: "4" },
    ]);
    expect(activityNotes(null)).toEqual([]);
    expect(fieldLabel("tax_rate")).toBe("Tax rate");
  });
});
