import type { InvoiceStatus, OrderStatus, PaidBy, PaymentMethod, VoidOrRefund } from "@washdesk/domain";

// The list queries as the client sends them (the domain's zod input types read query-string
// numbers as unknown, since the server coerces them from text). Type aliases, not interfaces, so
// they fit the API client's Query record.

type PageRequest = {
  page: number;
  pageSize: number;
  /** Business dates, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
};

/** GET /api/sales (domain saleListQuerySchema). */
export type SaleListRequest = PageRequest & {
  status?: OrderStatus;
  customerId?: string;
  cashierId?: string;
  paymentMethod?: PaymentMethod;
  paidBy?: PaidBy;
  invoiceStatus?: InvoiceStatus;
  /** Only the sales rung up in this register session (the POS Sales list). */
  registerSessionId?: string;
  /** Walking the list: the page after the place of the last row seen, or before the first (SalePage's cursors). */
  after?: string;
  before?: string;
};

/** GET /api/sales/refunds (domain refundListQuerySchema). */
export type RefundListRequest = PageRequest & {
  kind?: VoidOrRefund;
  method?: PaymentMethod;
};

/** GET /api/sales/deleted (domain deletedSaleListQuerySchema). */
export type DeletedSaleListRequest = PageRequest;
