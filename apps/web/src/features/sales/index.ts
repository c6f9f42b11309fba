export { CustomerFilter, type NamedId } from "./customer-filter";
export { useCustomerSearch } from "./customer-search";
export { DiscountFields } from "./discount-fields";
export { discountLabel } from "./discount-label";
export { DraftLinesSection } from "./draft-lines-section";
export { foundProduct, type FoundProduct } from "./found-product";
export { ReceiptLines, ReceiptRow, ReceiptShop, ReceiptTotals } from "./receipt-parts";
export { ReceiptPrintArea } from "./receipt-print-area";
export {
  type DraftCustomer,
  draftFromSale,
  type DraftLine,
  draftLineFrom,
  draftVehicleType,
  emptyDraft,
  priceDraft,
  pricingInputsKey,
  saleCreateBody,
  type SaleDraft,
  saleUpdateBody,
} from "./sale-draft";
export { saleKeys } from "./sale-keys";
export { type Keyed, useCreateSale } from "./sale-mutations";
export { SalePartyFields } from "./sale-party-fields";
export { SalePartySummary } from "./sale-party-summary";
export { SaleStatusBadges } from "./sale-status-badges";
export { SaleTotals } from "./sale-totals";
export { useLineDraft } from "./use-line-draft";
