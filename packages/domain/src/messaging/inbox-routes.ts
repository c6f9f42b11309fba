import { defineRoutes } from "../api/route-contract";

/**
 * The two-way text inbox (docs/product.md §2 /managements/inbox/:customer?). A conversation is
 * named by its customer's id, or by the number (ten digits, or +E.164) when no customer holds it.
 */
export const inboxRoutes = defineRoutes({
  conversations: { method: "GET", path: "/api/inbox/conversations", access: ["management.message"] },
  unread: { method: "GET", path: "/api/inbox/unread", access: ["management.message"] },
  thread: { method: "GET", path: "/api/inbox/conversations/:conversation", access: ["management.message"] },
  markRead: { method: "POST", path: "/api/inbox/conversations/:conversation/read", access: ["management.message"] },
  // Idempotent: a reply sent twice after a lost answer must not text the customer twice.
  reply: { method: "POST", path: "/api/inbox/conversations/:conversation/reply", access: ["management.message"], idempotent: true },
  link: { method: "POST", path: "/api/inbox/conversations/:conversation/link", access: ["management.message"] },
});
