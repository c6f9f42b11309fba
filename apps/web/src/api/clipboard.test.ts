import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard } from "./clipboard";

const show = vi.spyOn(notifications, "show");

afterEach(() => {
  show.mockClear();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
}

describe("copyToClipboard", () => {
  it("copies and says '{label} Copied to Clipboard!'", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    await expect(copyToClipboard("https://pay.example/1", "Payment link")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://pay.example/1");
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: "Payment link Copied to Clipboard!", color: "teal" });
  });

  it("says 'Copy Failed!!' when the browser refuses", async () => {
    stubClipboard(() => Promise.reject(new Error("denied")));
    await expect(copyToClipboard("x", "Link")).resolves.toBe(false);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: "Copy Failed!!", color: "red" });
  });
});
