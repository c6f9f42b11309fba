import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike, prefixPattern } from "./like-pattern";

describe("LIKE patterns from typed text", () => {
  it("escape the characters LIKE gives a meaning to", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("plain text")).toBe("plain text");
  });

  it("match anywhere, or from the start", () => {
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(prefixPattern("10%")).toBe("10\\%%");
  });
});
