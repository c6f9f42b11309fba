import { Notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { notify } from "./notify";

describe("notify", () => {
  it("shows the message with a close button a screen reader can name", async () => {
    renderWithProviders(<Notifications />);
    act(() => notify({ type: "positive", message: "Account saved." }));
    expect(await screen.findByText("Account saved.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close notice" })).toBeTruthy();
  });
});
