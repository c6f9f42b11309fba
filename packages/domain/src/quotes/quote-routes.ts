import { defineRoutes } from "../api/route-contract";

/** Quotes: priced offers with a sale's lines, sent by e-mail or text and converted into a sale once. */
export const quoteRoutes = defineRoutes({
  list: { method: "GET", path: "/api/quotes", access: ["quotes.list"] },
  create: { method: "POST", path: "/api/quotes", access: ["quotes.new"] },
  get: { method: "GET", path: "/api/quotes/:id", access: ["quotes.list"] },
  update: { method: "PATCH", path: "/api/quotes/:id", access: ["quotes.edit"] },
  delete: { method: "DELETE", path: "/api/quotes/:id", access: ["quotes.delete"] },
  // Whoever writes quotes sends them; sending marks the quote Sent.
  send: { method: "POST", path: "/api/quotes/:id/send", access: ["quotes.new", "quotes.edit"] },
  // Converting rings up a sale, so it takes the right to make one (and to see quotes, checked by the service).
  convert: { method: "POST", path: "/api/quotes/:id/convert", access: ["sales.new", "sales.pos.new"], idempotent: true },
});
