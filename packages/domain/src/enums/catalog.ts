// Enumerations of products and line-item pricing (docs/product.md §3).

export const ItemKind = { Standard: 0, Combo: 1, Service: 2 } as const;
export type ItemKind = (typeof ItemKind)[keyof typeof ItemKind];
export const itemKindLabels: Record<ItemKind, string> = {
  [ItemKind.Standard]: "Standard",
  [ItemKind.Combo]: "Combo",
  [ItemKind.Service]: "Service",
};

/** docs/product.md calls this "Tax mode": whether tax is added on top of the price or already inside it. */
export const TaxMethod = { Exclusive: 0, Inclusive: 1 } as const;
export type TaxMethod = (typeof TaxMethod)[keyof typeof TaxMethod];
export const taxMethodLabels: Record<TaxMethod, string> = {
  [TaxMethod.Exclusive]: "Exclusive",
  [TaxMethod.Inclusive]: "Inclusive",
};

export const TaxType = { NoTax: 0, Percentage: 1, Fixed: 2 } as const;
export type TaxType = (typeof TaxType)[keyof typeof TaxType];
export const taxTypeLabels: Record<TaxType, string> = {
  [TaxType.NoTax]: "No tax",
  [TaxType.Percentage]: "Percentage",
  [TaxType.Fixed]: "Fixed",
};

export const DiscountType = { NoDiscount: 0, Percentage: 1, Fixed: 2 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];
export const discountTypeLabels: Record<DiscountType, string> = {
  [DiscountType.NoDiscount]: "No discount",
  [DiscountType.Percentage]: "Percentage",
  [DiscountType.Fixed]: "Fixed",
};
