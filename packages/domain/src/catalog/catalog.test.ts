import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DiscountType, ItemKind, ReportRole, TaxMethod, TaxType, VehicleType } from "../enums";
import { priceLine } from "../pricing";
import {
  catalogMessages,
  PRODUCT_SEARCH_LIMIT,
  priceForVehicleType,
  productInputSchema,
  productListQuerySchema,
  productSearchFields,
  productSearchQuerySchema,
  splitCategories,
  type ProductInput,
} from "./index";

const COMBO_PART = "0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0001";
const OTHER_PART = "0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0002";

const service: ProductInput = { kind: ItemKind.Service, name: "Deluxe Wash", code: "WASH-DLX", price: 1800 };
const standard: ProductInput = { kind: ItemKind.Standard, name: "Air Freshener", code: "AF-PINE", price: 399, stock: 40 };
const combo: ProductInput = { kind: ItemKind.Combo, name: "Wash & Shine", code: "CMB-1", price: 2500, comboItems: [{ productId: COMBO_PART, quantity: 1 }] };

/** Each issue as "path: message", in order. */
function issuesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("productInputSchema", () => {
  it("fills the defaults: no tax, no discount, active, empty texts", () => {
    expect(productInputSchema.parse(service)).toEqual({
      ...service,
      category: "",
      image: null,
      description: "",
      cost: 0,
      tax: { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
      discount: { type: DiscountType.NoDiscount, rate: 0 },
      vehiclePrices: {},
      active: true,
      comboItems: [],
      favourite: false,
      position: null,
      reportRole: ReportRole.None,
      durationMinutes: null,
      bookableOnline: false,
    });
  });

  it("requires kind, name, code and price with the words of docs/product.md", () => {
    expect(issuesFor(productInputSchema, {})).toEqual([
      "kind: Field is required!",
      "name: Field is required!",
      "code: Field is required!",
      "price: Field is required!",
    ]);
    expect(issuesFor(productInputSchema, { ...service, name: "  ", code: " " })).toEqual(["name: Field is required!", "code: Field is required!"]);
  });

  it("refuses an unknown kind", () => {
    expect(issuesFor(productInputSchema, { ...service, kind: 7 })).toEqual(["kind: Field is required!"]);
  });

  it("refuses a code with a space inside; trims around it", () => {
    expect(issuesFor(productInputSchema, { ...service, code: "WASH DLX" })).toEqual(["code: No Space is accepted!"]);
    expect(productInputSchema.parse({ ...service, code: " WASH-DLX " }).code).toBe("WASH-DLX");
  });

  it("takes money as whole cents, never negative", () => {
    expect(issuesFor(productInputSchema, { ...service, price: -1 })).toEqual(["price: Negative amount is not acceptable!"]);
    expect(issuesFor(productInputSchema, { ...service, cost: 12.5 })).toEqual(["cost: Must be 2 Decimal Fraction!"]);
    expect(issuesFor(productInputSchema, { ...service, price: "18.00" })).toEqual(["price: Field is required!"]);
    expect(productInputSchema.parse({ ...service, price: 0 }).price).toBe(0);
  });

  it("takes an uploaded file's URL as its canonical form, stores blank as none, refuses any other address", () => {
    const file = "/api/files/0B7C3A3E-8A4E-4C4E-9A55-0C1F0E6A00FF";
    expect(productInputSchema.parse({ ...service, image: file }).image).toBe(file.toLowerCase());
    // The signed URL an answer gave, or its thumbnail's, sent back as it was.
    expect(productInputSchema.parse({ ...service, image: `${file}/thumb?exp=1&sig=abc` }).image).toBe(file.toLowerCase());
    expect(productInputSchema.parse({ ...service, image: "  " }).image).toBeNull();
    expect(productInputSchema.parse({ ...service, image: null }).image).toBeNull();
    for (const image of ["https://cdn.example.com/wash.png", "/files/products/wash.png", "wash.png", "javascript:alert(1)", "/api/files/42"]) {
      expect(issuesFor(productInputSchema, { ...service, image })).toEqual([`image: ${catalogMessages.image}`]);
    }
  });

  describe("tax and discount", () => {
    it("keeps 8.875 % exclusive exactly as 8875 thousandths", () => {
      const tax = { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 };
      expect(productInputSchema.parse({ ...standard, tax }).tax).toEqual(tax);
    });

    it("stores no tax as Exclusive at 0, whatever else was sent", () => {
      const parsed = productInputSchema.parse({
        ...service,
        tax: { type: TaxType.NoTax, method: TaxMethod.Inclusive, rate: 500 },
        discount: { type: DiscountType.NoDiscount, rate: 9 },
      });
      expect(parsed.tax).toEqual({ type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 });
      expect(parsed.discount).toEqual({ type: DiscountType.NoDiscount, rate: 0 });
    });

    it("needs a positive rate once a type is set: 0.001 % or 0.01 $", () => {
      expect(issuesFor(productInputSchema, { ...service, tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 0 } })).toEqual([
        "tax.rate: Minimum 0.001 !",
      ]);
      expect(issuesFor(productInputSchema, { ...service, tax: { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: 0 } })).toEqual([
        "tax.rate: Minimum 0.01 !",
      ]);
      expect(issuesFor(productInputSchema, { ...service, discount: { type: DiscountType.Percentage, rate: 0 } })).toEqual(["discount.rate: Minimum 0.001 !"]);
      expect(issuesFor(productInputSchema, { ...service, discount: { type: DiscountType.Fixed, rate: 0 } })).toEqual(["discount.rate: Minimum 0.01 !"]);
    });

    it("refuses a percentage above 100 and a fixed discount above the price", () => {
      expect(issuesFor(productInputSchema, { ...service, tax: { type: TaxType.Percentage, method: TaxMethod.Inclusive, rate: 100_001 } })).toEqual([
        "tax.rate: Maximum 100 !",
      ]);
      expect(issuesFor(productInputSchema, { ...service, discount: { type: DiscountType.Percentage, rate: 100_000 } })).toEqual([]);
      expect(issuesFor(productInputSchema, { ...service, discount: { type: DiscountType.Fixed, rate: 1801 } })).toEqual([
        `discount.rate: ${catalogMessages.discountOverPrice}`,
      ]);
      expect(issuesFor(productInputSchema, { ...service, discount: { type: DiscountType.Fixed, rate: 1800 } })).toEqual([]);
    });

    it("refuses a fractional rate and an unknown type", () => {
      expect(issuesFor(productInputSchema, { ...service, tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8.875 } })).toEqual([
        "tax.rate: Can't be Fraction!",
      ]);
      expect(issuesFor(productInputSchema, { ...service, tax: { type: 3, method: TaxMethod.Exclusive, rate: 1 } })).toEqual(["tax.type: Field is required!"]);
    });
  });

  describe("what each kind carries", () => {
    it("keeps a service's vehicle prices, dropping the empty ones", () => {
      const parsed = productInputSchema.parse({ ...service, vehiclePrices: { SUV: 2200, Van: null, LargePickup: 2600 } });
      expect(parsed.vehiclePrices).toEqual({ SUV: 2200, LargePickup: 2600 });
    });

    it("refuses vehicle prices on anything but a service, and unknown vehicle types", () => {
      expect(issuesFor(productInputSchema, { ...standard, vehiclePrices: { SUV: 500 } })).toEqual([
        `vehiclePrices: ${catalogMessages.vehiclePricesServiceOnly}`,
      ]);
      expect(issuesFor(productInputSchema, { ...service, vehiclePrices: { Tank: 500 } }).length).toBeGreaterThan(0);
      expect(issuesFor(productInputSchema, { ...service, vehiclePrices: { SUV: -5 } })).toEqual(["vehiclePrices.SUV: Negative amount is not acceptable!"]);
    });

    it("keeps stock for standard products only, in whole units", () => {
      expect(productInputSchema.parse(standard).stock).toBe(40);
      expect(productInputSchema.parse({ ...standard, stock: undefined }).stock).toBeUndefined();
      expect(issuesFor(productInputSchema, { ...standard, stock: 1.5 })).toEqual(["stock: Can't be Fraction!"]);
      expect(issuesFor(productInputSchema, { ...service, stock: 3 })).toEqual([`stock: ${catalogMessages.stockStandardOnly}`]);
      expect(issuesFor(productInputSchema, { ...service, stock: null })).toEqual([]);
    });

    it("needs at least one product in a combo, each once, at least one of it", () => {
      expect(productInputSchema.parse(combo).comboItems).toEqual([{ productId: COMBO_PART, quantity: 1 }]);
      expect(issuesFor(productInputSchema, { ...combo, comboItems: [] })).toEqual([`comboItems: ${catalogMessages.comboItemsRequired}`]);
      expect(issuesFor(productInputSchema, { ...combo, comboItems: undefined })).toEqual([`comboItems: ${catalogMessages.comboItemsRequired}`]);
      expect(issuesFor(productInputSchema, { ...combo, comboItems: [{ productId: COMBO_PART, quantity: 0 }] })).toEqual(["comboItems.0.quantity: Minimum 1 !"]);
      expect(
        issuesFor(productInputSchema, {
          ...combo,
          comboItems: [
            { productId: COMBO_PART, quantity: 1 },
            { productId: OTHER_PART, quantity: 2 },
            { productId: COMBO_PART, quantity: 3 },
          ],
        }),
      ).toEqual([`comboItems.2.productId: ${catalogMessages.comboItemTwice}`]);
    });

    it("refuses combo contents on anything but a combo", () => {
      expect(issuesFor(productInputSchema, { ...service, comboItems: [{ productId: COMBO_PART, quantity: 1 }] })).toEqual([
        `comboItems: ${catalogMessages.comboItemsComboOnly}`,
      ]);
    });
  });
});

describe("priceForVehicleType", () => {
  const deluxe = { kind: ItemKind.Service, price: 1800, vehiclePrices: { SUV: 2200, Van: 2600 } };

  it("charges a service its price for the vehicle type", () => {
    expect(priceForVehicleType(deluxe, VehicleType.SUV)).toBe(2200);
    expect(priceForVehicleType(deluxe, VehicleType.Van)).toBe(2600);
  });

  it("falls back to the base price for a type without one, or no vehicle", () => {
    expect(priceForVehicleType(deluxe, VehicleType.Sedan)).toBe(1800);
    expect(priceForVehicleType(deluxe, null)).toBe(1800);
    expect(priceForVehicleType(deluxe, undefined)).toBe(1800);
    expect(priceForVehicleType({ price: 900 }, VehicleType.SUV)).toBe(900);
  });

  it("ignores vehicle prices on anything but a service", () => {
    expect(priceForVehicleType({ ...deluxe, kind: ItemKind.Standard }, VehicleType.SUV)).toBe(1800);
  });

  it("feeds line pricing: an SUV Deluxe at 10 % off with 8.875 % exclusive tax", () => {
    // 22.00 − 2.20 = 19.80; 19.80 × 8.875 % = 1.75725 → 1.76; line 21.56.
    const line = priceLine({
      price: priceForVehicleType(deluxe, VehicleType.SUV),
      quantity: 1,
      discount: { type: DiscountType.Percentage, rate: 10_000 },
      tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
    });
    expect(line).toMatchObject({ unitNet: 1980, unitTax: 176, subTotal: 2156 });
  });
});

describe("productListQuerySchema", () => {
  it("lists every product by name, 25 a page, by default", () => {
    expect(productListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      search: "",
      category: "",
      kind: "all",
      active: "all",
      sort: "name",
      order: "asc",
    });
  });

  it("takes the query string's text", () => {
    expect(productListQuerySchema.parse({ page: "2", kind: "service", active: "active", category: " Washes " })).toMatchObject({
      page: 2,
      kind: "service",
      active: "active",
      category: "Washes",
    });
    expect(productListQuerySchema.safeParse({ kind: "tank" }).success).toBe(false);
  });
});

describe("productSearchQuerySchema", () => {
  it("searches name and code, projects every field, 20 at most, active only, by default", () => {
    expect(productSearchQuerySchema.parse({})).toEqual({
      text: "",
      fields: ["name", "code"],
      project: [...productSearchFields],
      excludes: [],
      categories: { kinds: [], categories: [] },
      includeInactive: false,
      limit: PRODUCT_SEARCH_LIMIT,
      order: "name",
    });
  });

  it("reads lists from repeated keys and from commas", () => {
    const parsed = productSearchQuerySchema.parse({
      text: " wax ",
      fields: "code",
      project: ["_id,name", "price", "tax"],
      excludes: `${COMBO_PART},${OTHER_PART}`,
      categories: ["standard", "Add-ons"],
    });
    expect(parsed).toMatchObject({
      text: "wax",
      fields: ["code"],
      project: ["_id", "name", "price", "tax"],
      excludes: [COMBO_PART, OTHER_PART],
      categories: { kinds: [ItemKind.Standard], categories: ["add-ons"] },
    });
  });

  it("refuses unknown fields, projections and ids, and more than 20 results", () => {
    expect(productSearchQuerySchema.safeParse({ fields: "price" }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ project: "passwordHash" }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ excludes: "42" }).success).toBe(false);
    expect(productSearchQuerySchema.safeParse({ limit: "21" }).success).toBe(false);
  });
});

describe("splitCategories", () => {
  it("reads kind names in any case as kinds, the rest as categories", () => {
    expect(splitCategories(["Standard", "SERVICE", "Washes", "washes"])).toEqual({ kinds: [ItemKind.Standard, ItemKind.Service], categories: ["washes"] });
    expect(splitCategories([])).toEqual({ kinds: [], categories: [] });
  });

  it("reads names of inherited properties as categories, never as kinds", () => {
    expect(splitCategories(["__proto__", "constructor", "toString", "hasOwnProperty"])).toEqual({
      kinds: [],
      categories: ["__proto__", "constructor", "tostring", "hasownproperty"],
    });
  });
});

describe("the product's ceilings", () => {
  it("take prices and fixed rates up to $1,000,000.00, and names, codes and texts up to their kind's length", () => {
    expect(issuesFor(productInputSchema, { ...service, price: 100_000_000, cost: 100_000_000 })).toEqual([]);
    expect(issuesFor(productInputSchema, { ...service, price: 100_000_001 })).toEqual(["price: Maximum 1,000,000.00 !"]);
    expect(issuesFor(productInputSchema, { ...service, vehiclePrices: { SUV: Number.MAX_SAFE_INTEGER } })).toEqual([
      "vehiclePrices.SUV: Maximum 1,000,000.00 !",
    ]);
    expect(issuesFor(productInputSchema, { ...service, tax: { type: TaxType.Fixed, rate: 100_000_001 } })).toEqual(["tax.rate: Maximum 1,000,000.00 !"]);
    expect(issuesFor(productInputSchema, { ...service, name: "N".repeat(121), code: "C".repeat(41) })).toEqual([
      "name: Maximum 120 characters!",
      "code: Maximum 40 characters!",
    ]);
    expect(issuesFor(productInputSchema, { ...service, description: "a\u0000b" })).toEqual(["description: Only printable characters are accepted!"]);
    expect(issuesFor(productInputSchema, { ...combo, comboItems: [{ productId: COMBO_PART, quantity: 10_001 }] })).toEqual([
      "comboItems.0.quantity: Maximum 10,000 !",
    ]);
  });

  it("refuses a fixed discount above any price the product sells at, a vehicle type's included", () => {
    const fixed = (rate: number) => ({ type: DiscountType.Fixed, rate });
    const priced = { ...service, price: 2000, vehiclePrices: { Sedan: 1500, SUV: 2500 } };
    expect(issuesFor(productInputSchema, { ...priced, discount: fixed(1500) })).toEqual([]);
    expect(issuesFor(productInputSchema, { ...priced, discount: fixed(1501) })).toEqual([`discount.rate: ${catalogMessages.discountOverPrice}`]);
    expect(issuesFor(productInputSchema, { ...standard, discount: fixed(400) })).toEqual([`discount.rate: ${catalogMessages.discountOverPrice}`]);
  });
});
