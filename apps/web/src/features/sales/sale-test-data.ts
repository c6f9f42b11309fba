import {
  DiscountType,
  InvoiceStatus,
  PaidBy,
  ItemKind,
  OrderStatus,
  TaxMethod,
  TaxType,
  type CustomerListItem,
  type ProductSearchResult,
  type Sale,
  type SaleLine,
} from "@washdesk/domain";

// Shared data of the sales component tests.

export const SALE_ID = "5a1e0000-0000-4000-8000-000000000001";
export const LINE_ID = "5a1e0000-0000-4000-8000-0000000000a1";
export const SERVICE_ID = "5a1e0000-0000-4000-8000-0000000000b1";

/** A wash that costs $20.00, $28.00 for an SUV, with 8.875 % tax added on top. */
export const deluxeWash: ProductSearchResult = {
  id: SERVICE_ID,
  _id: SERVICE_ID,
  name: "Deluxe Wash",
  code: "WASH-DLX",
  category: "Washes",
  kind: ItemKind.Service,
  price: 2000,
  vehiclePrices: { SUV: 2800 },
  tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
  discount: { type: DiscountType.NoDiscount, rate: 0 },
  stock: null,
};

export const jane: CustomerListItem = {
  id: "5a1e0000-0000-4000-8000-0000000000c1",
  name: "Jane Doe",
  phone: "5551234567",
  email: "jane@example.com",
  isVip: false,
  awardPoints: 0,
  createdAt: "2025-01-02T10:00:00.000Z",
  vehicles: [
    {
      id: "5a1e0000-0000-4000-8000-0000000000d1",
      year: "2022",
      make: "Toyota",
      model: "RAV4",
      type: "SUV",
      color: "Blue",
      colorCode: "#0000FF",
      tag: "SUV123",
    },
  ],
};

export function saleLine(overrides: Partial<SaleLine> = {}): SaleLine {
  return {
    id: LINE_ID,
    position: 0,
    productId: SERVICE_ID,
    kind: ItemKind.Service,
    name: "Deluxe Wash",
    code: "WASH-DLX",
    quantity: 2,
    unitPrice: 2800,
    discount: { type: DiscountType.Percentage, rate: 10_000 },
    tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
    unitDiscount: 280,
    unitTax: 224,
    discountTotal: 560,
    netTotal: 5040,
    taxTotal: 448,
    includedTaxTotal: 0,
    subTotal: 5488,
    refundedQuantity: 0,
    staffIds: [],
    ...overrides,
  };
}

/** Sale #7: two SUV washes, 10 % off, 8.875 % tax: $54.88, nothing paid yet. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: SALE_ID,
    number: 7,
    businessDate: "2025-03-05",
    status: OrderStatus.Pending,
    invoiceStatus: InvoiceStatus.Pending,
    paidBy: PaidBy.Unpaid,
    customer: { id: jane.id, name: jane.name, phone: jane.phone, email: jane.email, awardPoints: 0 },
    vehicle: { id: jane.vehicles[0]!.id, type: "SUV", make: "Toyota", model: "RAV4", year: "2022", color: "Blue", tag: "SUV123" },
    vehicleType: "SUV",
    serviceMode: null,
    notes: "",
    cashier: { id: "u-1", name: "Casey Counter" },
    registerSessionId: null,
    lines: [saleLine()],
    subTotal: 5040,
    discountTotal: 560,
    taxTotal: 448,
    includedTaxTotal: 0,
    amount: 5488,
    paidTotal: 0,
    tipTotal: 0,
    refundedTotal: 0,
    balance: 5488,
    refundable: 0,
    awardPointsEarned: 0,
    awardPointsRedeemed: 0,
    payments: [],
    refunds: [],
    completedAt: null,
    deleted: null,
    createdAt: "2025-03-05T15:07:00.000Z",
    updatedAt: "2025-03-05T15:07:00.000Z",
    ...overrides,
  };
}
