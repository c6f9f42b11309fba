import { defineRoutes } from "../api/route-contract";

/**
 * The customer's side, without sign-in: online booking and the confirm link. Rate-limited per
 * address; they show only free slots and public prices.
 */
export const bookingRoutes = defineRoutes({
  /** The shop, its vehicle types and the bookable services with their prices per vehicle type. */
  catalog: { method: "GET", path: "/api/public/booking", access: "public" },
  /** The free start times of a day for the services chosen. */
  slots: { method: "GET", path: "/api/public/booking/slots", access: "public" },
  /** Book: a Pending appointment, a confirmation text, and a hint to every open calendar. */
  book: { method: "POST", path: "/api/public/booking", access: "public" },
  /** The appointment a confirm link points at (signed token). */
  open: { method: "GET", path: "/api/public/appointments/:token", access: "public" },
  confirm: { method: "POST", path: "/api/public/appointments/:token/confirm", access: "public" },
});
