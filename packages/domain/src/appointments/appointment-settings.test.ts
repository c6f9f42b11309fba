import { describe, expect, it } from "vitest";
import { bayChanges } from "./appointment-settings";

describe("bayChanges", () => {
  it("renames in place, numbered bays included", () => {
    expect(bayChanges(["Wash", "Detail"], ["Tunnel", "Detail"])).toEqual({ renamed: [["Wash", "Tunnel"]], removed: [] });
    expect(bayChanges(2, ["Front", "Back"])).toEqual({
      renamed: [
        ["Bay 1", "Front"],
        ["Bay 2", "Back"],
      ],
      removed: [],
    });
  });

  it("keeps a bay's appointments by its name when bays are only put in another order", () => {
    expect(bayChanges(["A", "B"], ["B", "A"])).toEqual({ renamed: [], removed: [] });
  });

  it("removes a bay from the middle or the end without moving the others' appointments into it", () => {
    expect(bayChanges(["Detail", "Bay 2", "Bay 3"], ["Detail", "Bay 3"])).toEqual({ renamed: [], removed: ["Bay 2"] });
    expect(bayChanges(["A", "B", "C"], ["A"])).toEqual({ renamed: [], removed: ["B", "C"] });
  });

  it("renames and removes in one change", () => {
    expect(bayChanges(["A", "B", "C"], ["X", "C"])).toEqual({ renamed: [["A", "X"]], removed: ["B"] });
  });

  it("changes nothing when bays are only added or left as they are", () => {
    expect(bayChanges(["A"], ["A", "B"])).toEqual({ renamed: [], removed: [] });
    expect(bayChanges(3, 3)).toEqual({ renamed: [], removed: [] });
  });
});
