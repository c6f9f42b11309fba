import { DiscountType, ItemKind, TaxMethod, TaxType } from "@washdesk/domain";
import { describe, expect, it } from "vitest";
import { emptyProductValues, formErrorsOf, productBody, productFormValues, validateProduct, type ProductFormValues } from "./product-form-values";
import { airFreshener, deluxeWash } from "./product-test-data";

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues(),
  name: "Foam Wash",
  code: "FOAM",
  price: 1800,
  ...overrides,
});

describe("product form values", () => {
  it("round-trips a saved product through the form unchanged", () => {
    for (const product of [deluxeWash, airFreshener]) {
      // The thumbnail is the server's to make; the form sends the picture's URL back as it came.
      const { id: _id, createdAt: _c, updatedAt: _u, imageThumbURL: _thumb, stock, ...saved } = product;
      // Only a standard product sends a stock.
      const expected = product.kind === ItemKind.Standard ? { ...saved, stock } : saved;
      expect(productBody(productFormValues(product))).toEqual(expected);
    }
  });

  it("sends only what the kind carries", () => {
    const values = filled({
      stock: "5",
      vehiclePrices: { ...emptyProductValues().vehiclePrices, SUV: 2000 },
      comboItems: [{ productId: "p", name: "P", code: "P", quantity: "1" }],
    });
    expect(productBody({ ...values, kind: String(ItemKind.Service) })).toMatchObject({ vehiclePrices: { SUV: 2000 }, comboItems: [] });
    expect(productBody({ ...values, kind: String(ItemKind.Service) })).not.toHaveProperty("stock");
    expect(productBody({ ...values, kind: String(ItemKind.Standard) })).toMatchObject({ stock: 5, vehiclePrices: {}, comboItems: [] });
    expect(productBody({ ...values, kind: String(ItemKind.Standard) }, { keepStock: true })).not.toHaveProperty("stock");
    expect(productBody({ ...values, kind: String(ItemKind.Combo) })).toMatchObject({ vehiclePrices: {}, comboItems: [{ productId: "p", quantity: 1 }] });
  });

  it("turns a percentage into thousandths and a fixed rate into cents; no type means rate 0", () => {
    const body = productBody(
      filled({
        taxType: String(TaxType.Percentage),
        taxPercent: "8.875",
        discountType: String(DiscountType.Fixed),
        discountAmount: 150,
        discountPercent: "99",
      }),
    );
    expect(body.tax).toEqual({ type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 });
    expect(body.discount).toEqual({ type: DiscountType.Fixed, rate: 150 });
    expect(productBody(filled({ taxPercent: "8.875" })).tax).toEqual({ type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 });
  });

  it("shows rate problems on the field the person typed in", () => {
    expect(validateProduct(filled({ taxType: String(TaxType.Percentage), taxPercent: "" }))).toEqual({ taxPercent: "Field is required!" });
    expect(validateProduct(filled({ taxType: String(TaxType.Percentage), taxPercent: "abc" }))).toEqual({ taxPercent: "Only Number!" });
    expect(validateProduct(filled({ taxType: String(TaxType.Percentage), taxPercent: "101" }))).toEqual({ taxPercent: "Maximum 100 !" });
    expect(validateProduct(filled({ taxType: String(TaxType.Fixed), taxAmount: null }))).toEqual({ taxAmount: "Field is required!" });
    expect(validateProduct(filled({ discountType: String(DiscountType.Fixed), discountAmount: 1900 }))).toEqual({
      discountAmount: "Discount can't be more than the price!",
    });
  });

  it("maps the server's field paths to the form's", () => {
    const values = filled({ taxType: String(TaxType.Fixed) });
    expect(
      formErrorsOf(
        [
          { path: ["tax", "rate"], message: "x" },
          { path: ["tax", "method"], message: "y" },
          { path: ["comboItems", 0, "quantity"], message: "z" },
        ],
        values,
      ),
    ).toEqual({
      taxAmount: "x",
      taxMethod: "y",
      "comboItems.0.quantity": "z",
    });
  });
});
