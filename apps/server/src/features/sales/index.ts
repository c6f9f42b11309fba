// What other features use of sales: the settings a money move reads, pricing lines, the party of a
// sale, writing a sale inside another transaction (a quote's conversion), and the realtime hint.
export { readSaleSettings, saleHint } from "./sale-context";
export { resolveParty, createSaleIn } from "./sales.service";
export { assertStaffExist, priceLines, type LineDraft, type SaleLineValue } from "./sale-lines";
export { totalChanged } from "./sale-errors";
export { toSaleLine } from "./sale-dto";
export { recordLinkPaymentIn, type LinkPaymentOutcome } from "./link-payment.service";
export { readSale, readVisibleSale } from "./sale-read";
