import { defineRoutes } from "../api/route-contract";

/** Sales, payments, refunds and deleted sales (docs/product.md §2 /sales…). Money is integer cents. */
export const saleRoutes = defineRoutes({
  create: { method: "POST", path: "/api/sales", access: ["sales.new", "sales.pos.new"], idempotent: true },
  list: { method: "GET", path: "/api/sales", access: ["sales.list", "sales.pos.list"] },
  refunds: { method: "GET", path: "/api/sales/refunds", access: ["sales.refund.list"] },
  deleted: { method: "GET", path: "/api/sales/deleted", access: ["sales.deleted.list"] },
  get: { method: "GET", path: "/api/sales/:id", access: ["sales.list", "sales.deleted.list", "sales.pos.list"] },
  update: { method: "PATCH", path: "/api/sales/:id", access: ["sales.edit"] },
  delete: { method: "DELETE", path: "/api/sales/:id", access: ["sales.delete"] },
  pay: { method: "POST", path: "/api/sales/:id/payments", access: ["sales.new", "sales.edit", "sales.pos.new"], idempotent: true },
  refund: { method: "POST", path: "/api/sales/:id/refunds", access: ["sales.refund.new"], idempotent: true },
  // Anyone who sells may ask; the body carries the PIN of someone with sales.refund.new, checked by the service.
  refundApproved: { method: "POST", path: "/api/sales/:id/refunds/approved", access: ["sales.new", "sales.pos.new"], idempotent: true },
  emailReceipt: { method: "POST", path: "/api/sales/:id/receipt/email", access: ["sales.list"] },
  textReceipt: { method: "POST", path: "/api/sales/:id/receipt/sms", access: ["sales.list", "sales.pos.new"] },
});

export const posRoutes = defineRoutes({
  // Its parts check what their own routes check (the server's pos-start.service.ts).
  start: { method: "GET", path: "/api/pos/start", access: "signedIn" },
});
