import { screen, waitFor } from "@testing-library/react";
import { headers, InvoiceStatus, OrderStatus, PaymentMethod, saleRefusals, VoidOrRefund, type Payment, type Refund, type Sale } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement, ReactNode } from "react";
import { renderWithProviders } from "../../../test/render";
import { createQueryClient } from "../../app/query-client";
import { RefundDialog } from "./refund-dialog";
import { makeSale, SALE_ID } from "./sale-test-data";

const SLOW = { timeout: 5000 };

/** The dialog as the app shows it: a fresh query cache and the notices. */
function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Notifications />
      {children}
    </QueryClientProvider>
  );
  return renderWithProviders(ui, { wrapper });
}
const SESSION_ID = "5e550000-0000-4000-8000-000000000001";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

function payment(method: PaymentMethod): Payment {
  return {
    id: "pa-1",
    method,
    origin: 0,
    amount: 5488,
    tip: 0,
    tendered: null,
    change: null,
    reference: "",
    points: null,
    refundedAmount: 0,
    registerSessionId: SESSION_ID,
    createdBy: { id: "u-1", name: "Casey Counter" },
    createdAt: "2025-03-05T15:07:00.000Z",
  } as Payment;
}

/** Paid in full today, nothing given back yet. */
const paidWith = (method: PaymentMethod) =>
  makeSale({
    status: OrderStatus.Completed,
    invoiceStatus: InvoiceStatus.Paid,
    paidTotal: 5488,
    balance: 0,
    refundable: 5488,
    payments: [payment(method)],
  });

/** The sale as the server answers after refunding everything the way it was paid. */
function refundedAll(sale: Sale): Sale {
  const method = sale.payments[0]!.method;
  const refund: Refund = {
    id: "re-1",
    groupId: "gr-1",
    kind: VoidOrRefund.REFUND,
    amount: 5488,
    method,
    paymentId: "pa-1",
    reason: "Wrong car",
    lines: [],
    pointsReturned: 0,
    pointsTakenBack: 0,
    businessDate: sale.businessDate,
    createdBy: { id: "u-1", name: "Casey Counter" },
    createdAt: "2025-03-05T16:00:00.000Z",
  };
  return { ...sale, status: OrderStatus.Refund, refundedTotal: 5488, refundable: 0, refunds: [refund] };
}

/** The server: a wrong PIN until the manager's, 1234, is typed. */
function mockServer(sale: Sale) {
  const sent: { path: string; body: Record<string, unknown>; key: string | null }[] = [];
  mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path: pathname, body, key: headerOf(init, headers.idempotencyKey) });
    if (pathname === `/api/sales/${SALE_ID}/refunds/approved` && body.approverPin !== "1234") {
      const refusal = saleRefusals.approvalPinWrong;
      return jsonResponse(
        envelope(
          { fields: [{ field: "approverPin", message: refusal.message }] },
          { status: 400, isSuccess: false, message: refusal.message, code: refusal.code },
        ),
      );
    }
    return jsonResponse(envelope(refundedAll(sale), { message: "Refund saved." }));
  });
  return sent;
}

async function refundEverything(user: ReturnType<typeof renderWithQuery>["user"]) {
  await user.click(screen.getByRole("radio", { name: "Everything left" }));
  await user.type(screen.getByLabelText(/^Reason/), "Wrong car");
}

async function typePin(user: ReturnType<typeof renderWithQuery>["user"], pin: string) {
  await user.click(screen.getByLabelText("Digit 1 of 4"));
  await user.keyboard(pin);
}

describe("a refund approved by a manager's PIN", { timeout: 60_000 }, () => {
  it("asks a cashier for the manager's PIN, says a wrong one on its field, then shows the cash to hand back", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const sale = paidWith(PaymentMethod.Cash);
    const sent = mockServer(sale);
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const onClose = vi.fn();
    const { user } = renderWithQuery(<RefundDialog sale={sale} opened registerSessionId={SESSION_ID} showResult onClose={onClose} />);

    expect(screen.getByRole("dialog", { name: "Refund sale #7" })).toBeTruthy();
    await refundEverything(user);
    await user.click(screen.getByRole("button", { name: "Refund $54.88" }));
    expect(screen.getByText("Type the manager's 4-digit PIN.")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await typePin(user, "9999");
    await user.click(screen.getByRole("button", { name: "Refund $54.88" }));
    const refused = saleRefusals.approvalPinWrong.message;
    await waitFor(() => expect(screen.getAllByText(refused).length).toBeGreaterThan(0), SLOW);
    // Said on the PIN field, which is cleared for the manager's next try.
    const describedBy = (screen.getByLabelText("Digit 1 of 4").getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.some((id) => document.getElementById(id)?.textContent === refused)).toBe(true);
    expect((screen.getByLabelText("Digit 1 of 4") as HTMLInputElement).value).toBe("");

    await typePin(user, "1234");
    await user.click(screen.getByRole("button", { name: "Refund $54.88" }));
    expect(await screen.findByRole("status", { name: "Cash to hand back" }, SLOW)).toBeTruthy();
    expect(screen.getByText("Hand back $54.88 in cash")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    expect(sent.map((s) => s.path)).toEqual([`/api/sales/${SALE_ID}/refunds/approved`, `/api/sales/${SALE_ID}/refunds/approved`]);
    expect(sent[1]!.body).toEqual({ refund: { kind: VoidOrRefund.REFUND, reason: "Wrong car", registerSessionId: SESSION_ID }, approverPin: "1234" });
    // One refund, one key: the refused try and the approved one are the same intent.
    expect(sent[1]!.key).toBe(sent[0]!.key);

    // The refund receipt: the sale with the refund under its payments.
    const receipt = screen.getByTestId("receipt-print-root");
    expect(receipt.textContent).toContain("Refund receipt");
    expect(receipt.textContent).toContain("Refund (Cash)");
    expect(receipt.textContent).toContain("−$54.88");
    await user.click(screen.getByRole("button", { name: "Print refund receipt" }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("has nothing to hand back when the money goes back to a card", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const sale = paidWith(PaymentMethod.CreditCard);
    mockServer(sale);
    const { user } = renderWithQuery(<RefundDialog sale={sale} opened showResult onClose={vi.fn()} />);
    await refundEverything(user);
    await typePin(user, "1234");
    await user.click(screen.getByRole("button", { name: "Refund $54.88" }));
    expect(await screen.findByText("No cash to hand back: the money goes back the way it was paid.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Cash to hand back" })).toBeNull();
  });

  it("asks no PIN of someone with the right, who refunds directly", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const sale = paidWith(PaymentMethod.Cash);
    const sent = mockServer(sale);
    const { user } = renderWithQuery(<RefundDialog sale={sale} opened showResult onClose={vi.fn()} />);
    expect(screen.queryByText("Manager PIN")).toBeNull();
    await refundEverything(user);
    await user.click(screen.getByRole("button", { name: "Refund $54.88" }));
    expect(await screen.findByText("Hand back $54.88 in cash", {}, SLOW)).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual([`/api/sales/${SALE_ID}/refunds`]);
  });
});
