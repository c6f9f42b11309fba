// What other features use of sales: the settings a money move reads, pricing lines, the party of a
// sale, writing a sale inside another transaction (a quote's conversion, a charge to an account),
// a charge's completion and a payment on account, reading a sale, the realtime hint, and an open
// ticket parked for the counter (an appointment's check-in).
export { readSaleSettings, saleHint } from "./sale-context";
export { resolveParty, createSaleIn } from "./sales.service";
export { assertStaffExist, priceLines, type LineDraft, type SaleLineValue } from "./sale-lines";
export { totalChanged } from "./sale-errors";
export { toSaleLine } from "./sale-dto";
export { recordLinkPaymentIn, type LinkPaymentOutcome } from "./link-payment.service";
export { lockLiveSale, readSale, readVisibleSale } from "./sale-read";
export { lockSale, type SaleRow } from "./sales.repository";
export { completeOnAccountIn, settleOnAccountIn } from "./account-settlement";
export { parkTicketIn } from "./tickets.service";
