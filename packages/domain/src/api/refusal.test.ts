import { describe, expect, it } from "vitest";
import { refusalTable } from "./refusal";

describe("refusalTable", () => {
  const table = refusalTable("thing", {
    gone: { kind: "notFound", message: "This thing is gone." },
    tooMany: { kind: "invalid", field: "count", message: (max: number) => `At most ${max}.` },
  });

  it("names each code after the area and the entry, for words with and without values", () => {
    expect(table.gone).toEqual({ code: "thing.gone", kind: "notFound", message: "This thing is gone." });
    expect(table.tooMany.code).toBe("thing.tooMany");
    expect(table.tooMany(3)).toEqual({ code: "thing.tooMany", kind: "invalid", field: "count", message: "At most 3." });
  });
});
