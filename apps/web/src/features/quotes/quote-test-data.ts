import { QuoteStatus, type Quote } from "@washdesk/domain";
import { jane, saleLine } from "../sales/sale-test-data";

// Shared data of the quote component tests: the sales tests' worked example as a quote.

export const QUOTE_ID = "0a070000-0000-4000-8000-000000000001";

/** Quote Q-3: two SUV washes for Jane, 10 % off, 8.875 % tax: $54.88. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  const { refundedQuantity: _none, ...line } = saleLine();
  return {
    id: QUOTE_ID,
    number: 3,
    status: QuoteStatus.Open,
    customer: { id: jane.id, name: jane.name, phone: jane.phone, email: jane.email, awardPoints: 0 },
    vehicle: { id: jane.vehicles[0]!.id, type: "SUV", make: "Toyota", model: "RAV4", year: "2022", color: "Blue", tag: "SUV123" },
    vehicleType: "SUV",
    serviceMode: null,
    notes: "",
    validUntil: "2025-03-31",
    lines: [line],
    subTotal: 5040,
    discountTotal: 560,
    taxTotal: 448,
    includedTaxTotal: 0,
    amount: 5488,
    sale: null,
    sentAt: null,
    createdBy: { id: "u-1", name: "Casey Counter" },
    deleted: null,
    createdAt: "2025-03-05T15:07:00.000Z",
    updatedAt: "2025-03-05T15:07:00.000Z",
    ...overrides,
  };
}
