import type { PurchaseListRequest } from "./purchase-list-params";

/** Every key starts with "purchases", so a realtime hint about purchases refetches all of them. */
export const purchaseKeys = {
  all: ["purchases"] as const,
  list: (query: PurchaseListRequest) => ["purchases", "list", query] as const,
  detail: (id: string) => ["purchases", "detail", id] as const,
};

/** Under "products", so catalog changes (and stock moved by purchases) refresh the picker. */
export const purchaseProductSearchKey = (text: string, excludes: readonly string[]) => ["products", "purchaseSearch", text, excludes] as const;
