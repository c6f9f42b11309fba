import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentMethod, type Payment } from "@washdesk/domain";
import { renderWithProviders } from "../../../test/render";
import { Receipt } from "./receipt";
import { makeSale } from "./sale-test-data";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

const payment = (overrides: Partial<Payment>): Payment => ({
  id: "p-1",
  method: PaymentMethod.Cash,
  amount: 0,
  tip: 0,
  tendered: null,
  change: null,
  reference: "",
  origin: null,
  points: null,
  refundedAmount: 0,
  createdBy: { id: "u-1", name: "Casey Counter" },
  createdAt: "2025-03-05T15:07:00.000Z",
  ...overrides,
});

const utility = { ...signedInSession(ownerGroup).utility, businessName: "WashDesk" };
const website = { url: "", phone: "", address: "", email: "", logoUrl: "", receiptHeader: "", receiptFooter: "", reviewUrl: "" };

describe("printed receipt", () => {
  it("shows each payment's tip, the tips and the total with them", () => {
    const sale = makeSale({
      amount: 5488,
      paidTotal: 5488,
      tipTotal: 823,
      balance: 0,
      payments: [
        payment({ id: "p-1", method: PaymentMethod.Cash, amount: 2000, tendered: 2000, change: 0 }),
        payment({ id: "p-2", method: PaymentMethod.CreditCard, amount: 3488, tip: 823, reference: "4242" }),
      ],
    });
    renderWithProviders(<Receipt sale={sale} utility={utility} website={website} />);
    const text = within(screen.getByRole("article", { name: "Receipt 7" })).getByText("Card 4242").parentElement?.parentElement?.textContent ?? "";
    expect(text).toContain("Card 4242$34.88");
    expect(text).toContain("Tip$8.23");
    expect(text).toContain("Tips$8.23");
    expect(text).toContain("Total with tips$63.11");
  });

  it("says nothing of tips when there are none", () => {
    const sale = makeSale({ payments: [payment({ method: PaymentMethod.CreditCard, amount: 5488 })] });
    renderWithProviders(<Receipt sale={sale} utility={utility} website={website} />);
    expect(screen.getByRole("article", { name: "Receipt 7" }).textContent).not.toMatch(/tip/i);
  });

  it("names a vehicle known only by its type and plate by them, with no empty vehicle line", () => {
    const sale = makeSale({ vehicle: { id: "v-1", type: "SUV", make: "", model: "", year: "", color: "", tag: "MDC-2021" } });
    renderWithProviders(<Receipt sale={sale} utility={utility} website={website} />);
    expect(screen.getByRole("article", { name: "Receipt 7" }).textContent).toContain("VehicleSUV · MDC-2021");
  });
});
