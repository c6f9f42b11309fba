// What other features may use of sales: the draft and its parts, the sale pieces the counter and
// the quotes reuse, receipts and status badges.
export { CustomerFilter, type NamedId } from "./customer-filter";
export { useCustomerSearch } from "./customer-search";
export { DiscountFields } from "./discount-fields";
export { discountLabel } from "./discount-label";
export { DraftLinesSection } from "./draft-lines-section";
export { DraftParty } from "./draft-party";
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
  saleCreateBody,
  type SaleDraft,
  saleUpdateBody,
} from "./sale-draft";
export { saleKeys } from "./sale-keys";
export { type Keyed, useCreateSale } from "./sale-mutations";
export { OrderStatusBadge, SaleStatusBadges } from "./sale-status-badges";
export { SaleTotals } from "./sale-totals";
export { usePricedDraft } from "./use-priced-draft";
