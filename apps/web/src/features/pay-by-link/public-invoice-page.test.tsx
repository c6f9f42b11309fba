import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payLinkRefusals, payLinkWords, type PublicInvoice } from "@washdesk/domain";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import PublicInvoicePage from "./public-invoice-page";

const TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const SLOW = { timeout: 5000 };

const invoice = (overrides: Partial<PublicInvoice> = {}): PublicInvoice => ({
  shop: { businessName: "Sparkle Wash", logoUrl: "/api/shop/logo/f1" },
  number: 42,
  date: "2026-11-27",
  customerName: "Pat Payer",
  lines: [{ name: "Full Wash", quantity: 1, total: 2500 }],
  subtotal: 2500,
  discount: 0,
  tax: 0,
  amount: 2500,
  paidTotal: 0,
  balance: 2500,
  state: "open",
  payable: true,
  expiresAt: "2026-12-27T00:00:00Z",
  ...overrides,
});

function renderPage(path = `/pay/${TOKEN}`) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pay/:token" element={<PublicInvoicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("public invoice page", () => {
  it("shows the shop's name and logo, the lines and the balance, and pays through the card page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mockFetch((url, init) => {
      if (url === `/api/public/invoices/${TOKEN}`) return jsonResponse(envelope(invoice()));
      if (init.method === "POST" && url === `/api/public/invoices/${TOKEN}/checkout`)
        return jsonResponse(envelope({ url: "https://checkout.test/c/pay/cs_1" }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "Invoice #42" }, SLOW)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Sparkle Wash logo" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Invoice lines" }).textContent).toContain("Full Wash");
    await user.click(screen.getByRole("button", { name: "Pay $25.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.test/c/pay/cs_1"), SLOW);
  });

  it("says paid on a paid invoice, with no Pay button", async () => {
    mockFetch(() => jsonResponse(envelope(invoice({ state: "paid", paidTotal: 2500, balance: 0, payable: false }))));
    renderPage();
    expect(await screen.findByText(payLinkWords.paid, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("says plainly that a link expired", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 409, message: payLinkRefusals.expired.message, code: payLinkRefusals.expired.code })));
    renderPage();
    expect(await screen.findByRole("alert", undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(payLinkWords.expired)).toBeTruthy();
  });

  it("explains that online payment is not available without the shop's payment profile", async () => {
    mockFetch(() => jsonResponse(envelope(invoice({ payable: false }))));
    renderPage();
    expect(await screen.findByText(payLinkWords.cannotPayOnline, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });
});
