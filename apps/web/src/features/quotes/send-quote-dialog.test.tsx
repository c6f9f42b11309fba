import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { jane } from "../sales/sale-test-data";
import { SendQuoteDialog } from "./send-quote-dialog";
import { makeQuote, QUOTE_ID } from "./quote-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockSend() {
  const sends: unknown[] = [];
  mockFetch((url, init) => {
    if (init.method === "POST" && url === `/api/quotes/${QUOTE_ID}/send`) {
      sends.push(JSON.parse(String(init.body)));
      return jsonResponse(envelope(makeQuote({ status: 1 }), { message: "Quote queued." }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return sends;
}

describe("send quote dialog", () => {
  it("e-mails the customer's address by default, and checks an address typed", async () => {
    const sends = mockSend();
    const onClose = vi.fn();
    const { user } = renderWithQuery(<SendQuoteDialog quote={makeQuote()} opened onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Send quote Q-3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    const email = screen.getByLabelText(/^E-mail address/) as HTMLInputElement;
    expect(email.value).toBe(jane.email);

    await user.clear(email);
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Field is required!")).toBeTruthy();
    await user.type(email, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Not a valid email!")).toBeTruthy();
    expect(sends).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "jane@work.example");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(sends).toEqual([{ channel: "email", recipient: "jane@work.example" }]);
  });

  it("texts the customer's number as ten digits", async () => {
    const sends = mockSend();
    const onClose = vi.fn();
    const { user } = renderWithQuery(<SendQuoteDialog quote={makeQuote()} opened onClose={onClose} />);
    await user.click(screen.getByRole("radio", { name: "Text message" }));
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("555 123 4567");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(sends).toEqual([{ channel: "sms", recipient: "5551234567" }]);
  });

  it("asks a walk-in's quote for an address", async () => {
    const sends = mockSend();
    const { user } = renderWithQuery(<SendQuoteDialog quote={makeQuote({ customer: null })} opened onClose={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Field is required!")).toBeTruthy();
    expect(sends).toHaveLength(0);
  });
});
