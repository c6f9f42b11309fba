import { defineRoutes } from "../api/route-contract";

/**
 * The time clock (docs/product.md §2 /timeClock, /timeClock/list). The kiosk and one's own shifts
 * are open to any staff session; whose punch and whose shift is checked in the service.
 */
export const timeClockRoutes = defineRoutes({
  board: { method: "GET", path: "/api/time-clock", access: "signedIn" },
  punch: { method: "POST", path: "/api/time-clock/punches", access: "signedIn" },
  shifts: { method: "GET", path: "/api/time-clock/shifts", access: "signedIn" },
  shift: { method: "GET", path: "/api/time-clock/shifts/:id", access: "signedIn" },
  updateShift: { method: "PATCH", path: "/api/time-clock/shifts/:id", access: ["timeClock.completed.edit"] },
  deleteShift: { method: "DELETE", path: "/api/time-clock/shifts/:id", access: ["timeClock.completed.delete"] },
  confirmShift: { method: "POST", path: "/api/time-clock/shifts/:id/confirm", access: "signedIn" },
});
