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

/**
 * What a service or combo counts as in the sales report (docs/product.md, Reports): a wash package,
 * a premium package (the top wash, a combo), an add-on sold with a wash, or none of these (a
 * detail, a retail good). Frozen on each sale line when it is sold (report-rules.ts).
 */
export const ReportRole = { None: 0, Package: 1, PremiumPackage: 2, AddOn: 3 } as const;
export type ReportRole = (typeof ReportRole)[keyof typeof ReportRole];
export const reportRoleLabels: Record<ReportRole, string> = {
  [ReportRole.None]: "None",
  [ReportRole.Package]: "Package",
  [ReportRole.PremiumPackage]: "Premium package",
  [ReportRole.AddOn]: "Add-on",
};
