import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { signedInSession } from "../../testing/session-fixtures";
import { QuotePrintArea } from "./quote-print-area";
import { makeQuote } from "./quote-test-data";

afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

describe("the printed quote", () => {
  it("shows the shop, the quote, its lines with discount and tax, and the totals, as a receipt does", () => {
    useSessionStore.getState().setSession(signedInSession());
    render(<QuotePrintArea quote={makeQuote({ notes: "Price holds for a week." })} />);
    const text = screen.getByRole("article", { name: "Quote Q-3" }).textContent ?? "";
    expect(text).toContain("Sparkle Wash1 Main St");
    expect(text).toContain("QuoteQ-3");
    expect(text).toContain("Valid until");
    expect(text).toContain("CustomerJane");
    expect(text).toContain("Deluxe WashDiscount 10 %: −$5.60Tax 8.875 % exclusive: $4.48");
    expect(text).toContain("Subtotal$56.00Discount−$5.60Tax$4.48Total$54.88");
    expect(text).toContain("Price holds for a week.");
    // A quote is not a receipt: no web address, payments or thanks.
    expect(text).not.toContain("sparkle.example");
    expect(text).not.toContain("Thank you");
  });
});
