import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SendDialog, type SendDialogProps } from "./send-dialog";

function renderSend(props: Partial<SendDialogProps> = {}) {
  const onSend = vi.fn<SendDialogProps["onSend"]>(() => Promise.resolve());
  const onClose = vi.fn();
  const result = renderWithProviders(
    <SendDialog
      title="Send quote Q-3"
      opened
      onClose={onClose}
      fields={{ email: "E-mail address", sms: "Phone" }}
      customer={{ email: "jane@example.com", phone: "5551234567" }}
      sendLabel="Send quote"
      sending={false}
      onSend={onSend}
      {...props}
    />,
  );
  return { ...result, onSend, onClose };
}

describe("SendDialog", () => {
  it("sends to the customer's address by default, then closes", async () => {
    const { user, onSend, onClose } = renderSend();
    expect(screen.getByRole("dialog", { name: "Send quote Q-3" })).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe("jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSend).toHaveBeenCalledWith("email", "jane@example.com");
  });

  it("puts the problem under the field and sends nothing until the recipient will do", async () => {
    const { user, onSend } = renderSend({ customer: null });
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Field is required!")).toBeTruthy();
    await user.type(screen.getByLabelText(/^E-mail address/), "not-an-address");
    expect(screen.queryByText("Field is required!")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Not a valid email!")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("texts ten digits, the customer's number masked by default, when that way is chosen", async () => {
    const { user, onSend } = renderSend();
    await user.click(screen.getByRole("radio", { name: "Text message" }));
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("555 123 4567");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("sms", "5551234567"));
  });

  it("offers no choice with one way, and starts on text for a customer with only a number", () => {
    renderSend({ fields: { sms: "Mobile phone" }, customer: { phone: "5552010042" }, title: "Text receipt #7", sendLabel: "Send receipt" });
    expect(screen.queryByRole("radio")).toBeNull();
    expect((screen.getByLabelText(/^Mobile phone/) as HTMLInputElement).value).toBe("555 201 0042");
  });

  it("stays open when the send is refused", async () => {
    const { user, onClose } = renderSend({ onSend: () => Promise.reject(new Error("refused")) });
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Send quote Q-3" })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
