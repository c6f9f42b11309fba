import type { QuoteStatus } from "@washdesk/domain";

/** GET /api/quotes as the client sends it (the domain's query schema reads numbers from text). */
export type QuoteListRequest = {
  page: number;
  pageSize: number;
  status?: QuoteStatus;
  customerId?: string;
  text?: string;
};

/** Every key starts with "quotes", so a realtime hint about quotes refetches every open quote screen. */
export const quoteKeys = {
  all: ["quotes"] as const,
  list: (query: QuoteListRequest) => ["quotes", "list", query] as const,
  detail: (id: string) => ["quotes", "detail", id] as const,
};
