import { DiscountType, ItemKind, ReportRole, TaxMethod, TaxType, type Product, type ProductListItem } from "@washdesk/domain";

// Products as the server answers them, for the component tests of this feature.

/** The uploaded picture of the Deluxe Wash (a stored file's id). */
export const DELUXE_PICTURE = "5e0c9a3b-1d2f-4a6b-8c7d-0e1f2a3b4c5d";

export const deluxeWash: Product = {
  id: "7d1f7f0e-3c1a-4a55-9d6e-0a0000000001",
  kind: ItemKind.Service,
  name: "Deluxe Wash",
  code: "WASH-DLX",
  category: "Washes",
  image: `/api/files/${DELUXE_PICTURE}?exp=1780000000&sig=abc`,
  imageThumbURL: `/api/files/${DELUXE_PICTURE}/thumb?exp=1780000000&sig=abc`,
  description: "Triple foam and wheels.",
  price: 1800,
  cost: 250,
  tax: { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
  discount: { type: DiscountType.NoDiscount, rate: 0 },
  vehiclePrices: { SUV: 2200, Van: 2600 },
  stock: null,
  active: true,
  favourite: true,
  position: 2,
  reportRole: ReportRole.Package,
  comboItems: [],
  durationMinutes: 60,
  bookableOnline: true,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
};

export const airFreshener: Product = {
  id: "7d1f7f0e-3c1a-4a55-9d6e-0a0000000002",
  kind: ItemKind.Standard,
  name: "Pine Air Freshener",
  code: "RT-AF-PINE",
  category: "Retail",
  image: null,
  imageThumbURL: null,
  description: "",
  price: 399,
  cost: 110,
  tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
  discount: { type: DiscountType.Fixed, rate: 50 },
  vehiclePrices: {},
  stock: 12,
  active: false,
  favourite: false,
  position: null,
  reportRole: ReportRole.None,
  comboItems: [],
  durationMinutes: null,
  bookableOnline: false,
  createdAt: "2026-01-03T10:00:00.000Z",
  updatedAt: "2026-01-03T10:00:00.000Z",
};

export function listItem(product: Product): ProductListItem {
  const { description: _description, comboItems: _comboItems, ...item } = product;
  return item;
}
