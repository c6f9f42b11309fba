import type { DeletedSaleListRequest, RefundListRequest, SaleListRequest } from "./sale-requests";

/** Every key starts with "sales", so a realtime hint about sales refetches every open sales screen. */
export const saleKeys = {
  all: ["sales"] as const,
  list: (query: SaleListRequest) => ["sales", "list", query] as const,
  refunds: (query: RefundListRequest) => ["sales", "refunds", query] as const,
  deleted: (query: DeletedSaleListRequest) => ["sales", "deleted", query] as const,
  detail: (id: string) => ["sales", "detail", id] as const,
};
