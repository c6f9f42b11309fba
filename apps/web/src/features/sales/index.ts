// What other features may use of sales: the sale draft the counter rings up, and ringing up a sale.
export { draftFromSale, draftVehicleType, saleCreateBody, type SaleDraft } from "./sale-draft";
export { useCreateSale, type Keyed } from "./sale-mutations";
