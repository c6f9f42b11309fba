import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authRefusals, messages } from "@washdesk/domain";
import { accessibleDescription } from "../../testing/accessible-description";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { PinForm } from "./pin-form";

afterEach(() => vi.unstubAllGlobals());

describe("the PIN form's current password", () => {
  it("is announced as invalid with the rule's words when left empty", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope(null)));
    const { user } = renderWithQuery(<PinForm hasPin={false} />);
    await user.click(screen.getByRole("button", { name: "Set PIN" }));

    const field = screen.getByLabelText(/Current password/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(accessibleDescription(field)).toBe(messages.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is announced with the server's refusal of a wrong password", async () => {
    const { code, message } = authRefusals.wrongPassword;
    mockFetch(() => jsonResponse(envelope({ fields: [{ field: "currentPassword", message }] }, { status: 400, message, code })));
    const { user } = renderWithQuery(<PinForm hasPin />);
    await user.type(screen.getByLabelText(/Current password/), "not-it");
    await user.type(screen.getByLabelText("Digit 1 of 4"), "2580");
    await user.click(screen.getByRole("button", { name: "Change PIN" }));

    const field = screen.getByLabelText(/Current password/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(accessibleDescription(field)).toBe(message);
  });
});
