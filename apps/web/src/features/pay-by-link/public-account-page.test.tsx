import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountLinkWords, payLinkRefusals, payLinkWords, type PublicAccount } from "@washdesk/domain";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import PublicAccountPage from "./public-account-page";

const TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const SLOW = { timeout: 5000 };

const account = (overrides: Partial<PublicAccount> = {}): PublicAccount => ({
  shop: { businessName: "Sparkle Wash", logoUrl: "/api/shop/logo/f1" },
  customerName: "Acme Fleet",
  asOf: "2026-11-27",
  invoices: [
    { number: 41, invoiceDate: "2026-10-02", dueDate: "2026-11-01", amount: 1500, paid: 500, balance: 1000 },
    { number: 42, invoiceDate: "2026-11-02", dueDate: "2026-12-02", amount: 2500, paid: 0, balance: 2500 },
  ],
  balance: 3500,
  state: "open",
  payable: true,
  expiresAt: "2027-01-11T00:00:00Z",
  ...overrides,
});

function renderPage(path = `/pay/account/${TOKEN}`) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pay/account/:token" element={<PublicAccountPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("public account page", () => {
  it("shows the shop's name and logo, the open invoices and the balance, and pays the balance through the card page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mockFetch((url, init) => {
      if (url === `/api/public/accounts/${TOKEN}`) return jsonResponse(envelope(account()));
      if (init.method === "POST" && url === `/api/public/accounts/${TOKEN}/checkout`)
        return jsonResponse(envelope({ url: "https://checkout.test/c/pay/cs_9" }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "Account of Acme Fleet" }, SLOW)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Sparkle Wash logo" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Open invoices" }).textContent ?? "";
    expect(table).toContain("#41");
    expect(table).toContain("$10.00");
    expect(table).toContain("#42");
    await user.click(screen.getByRole("button", { name: "Pay $35.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.test/c/pay/cs_9"), SLOW);
  });

  it("says the account is paid when nothing is owed, with no Pay button", async () => {
    mockFetch(() => jsonResponse(envelope(account({ invoices: [], balance: 0, state: "paid", payable: false }))));
    renderPage();
    expect(await screen.findByText(accountLinkWords.paid, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says plainly that a link expired", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 409, message: payLinkRefusals.accountExpired.message, code: payLinkRefusals.accountExpired.code })));
    renderPage();
    expect(await screen.findByRole("alert", undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(accountLinkWords.expired)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("explains that online payment is not available without the shop's payment profile", async () => {
    mockFetch(() => jsonResponse(envelope(account({ payable: false }))));
    renderPage();
    expect(await screen.findByText(payLinkWords.cannotPayOnline, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("shows the card page's refusal when the checkout cannot be opened", async () => {
    mockFetch((url, init) => {
      if (init.method === "POST")
        return jsonResponse(
          envelope(null, { status: 409, message: payLinkRefusals.processorUnavailable.message, code: payLinkRefusals.processorUnavailable.code }),
        );
      return jsonResponse(envelope(account()));
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Pay $35.00" }, SLOW));
    expect(await screen.findByText(payLinkRefusals.processorUnavailable.message, undefined, SLOW)).toBeTruthy();
  });

  it("after paying, says the payment was taken while it waits for the confirmation", async () => {
    mockFetch(() => jsonResponse(envelope(account())));
    renderPage(`/pay/account/${TOKEN}?paid=1`);
    expect(await screen.findByText(accountLinkWords.justPaid, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });
});
