import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payLinkRefusals, payLinkWords } from "@washdesk/domain";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { PayLinkDialog } from "./pay-link-dialog";

const SALE_ID = "7b0c2b4e-1f0e-4a52-9d65-3f1c1c0e2a11";
const SLOW = { timeout: 5000 };

const profile = (isSet: boolean) => ({
  tipPresets: { kind: "percent", values: [15, 20, 25] },
  cashOutsideRegister: false,
  stripe: { publishableKey: "pk_test_x", secretKey: { isSet }, webhookSecret: { isSet } },
  setByServer: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(customer: { email: string; phone: string } | null = { email: "pat@example.com", phone: "4155550134" }) {
  const onClose = vi.fn();
  const result = renderWithQuery(
    <PayLinkDialog sale={{ id: SALE_ID, number: 42, customer: customer && { id: "c1", name: "Pat", awardPoints: 0, ...customer } }} opened onClose={onClose} />,
  );
  return { ...result, onClose };
}

describe("send payment link dialog", () => {
  it("is titled and labelled, prefills the customer's address, and sends to what is typed", async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/payment-profile") return jsonResponse(envelope(profile(true)));
      if (init.method === "POST" && url === `/api/sales/${SALE_ID}/pay-link`) {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(envelope({ recipient: "other@example.com", url: "http://shop/pay/a.b", expiresAt: "2026-12-27T00:00:00Z" }));
      }
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user, onClose } = renderDialog();
    expect(screen.getByRole("dialog", { name: "Send payment link #42" })).toBeTruthy();
    const email = screen.getByLabelText(/^E-mail address/) as HTMLInputElement;
    expect(email.value).toBe("pat@example.com");
    await user.clear(email);
    await user.type(email, "other@example.com");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(sent).toEqual([{ channel: "email", recipient: "other@example.com" }]);
  });

  it("texts the link to the customer's number", async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/payment-profile") return jsonResponse(envelope(profile(true)));
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(envelope({ recipient: "4155550134", url: "http://shop/pay/a.b", expiresAt: "2026-12-27T00:00:00Z" }));
    });
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole("radio", { name: "Text message" }));
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe("415 555 0134");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(sent).toEqual([{ channel: "sms", recipient: "4155550134" }]);
  });

  it("puts the problem under the field: one typed wrong, and the server's refusal of a missing address", async () => {
    mockFetch((url) => {
      if (url === "/api/settings/payment-profile") return jsonResponse(envelope(profile(true)));
      return jsonResponse(
        envelope(
          { fields: [{ field: "recipient", message: payLinkRefusals.noAddress.message }] },
          { status: 400, message: payLinkRefusals.noAddress.message, code: payLinkRefusals.noAddress.code },
        ),
      );
    });
    const { user, onClose } = renderDialog({ email: "", phone: "" });
    await user.type(screen.getByLabelText(/^E-mail address/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    const field = screen.getByLabelText(/^E-mail address/);
    expect(screen.getByText("Not a valid email!")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Send link" }));
    await waitFor(() => expect(screen.getAllByText(payLinkRefusals.noAddress.message).length).toBeGreaterThan(0), SLOW);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the payment profile must be set, and sends nothing without it", async () => {
    const posts = vi.fn();
    mockFetch((url, init) => {
      if (url === "/api/settings/payment-profile") return jsonResponse(envelope(profile(false)));
      posts(init);
      return jsonResponse(envelope(null));
    });
    renderDialog();
    await waitFor(() => expect(screen.getByText(payLinkWords.needsPaymentProfile)).toBeTruthy(), SLOW);
    expect((screen.getByRole("button", { name: "Send link" }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts).not.toHaveBeenCalled();
  });
});
