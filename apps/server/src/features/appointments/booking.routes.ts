import type { FastifyInstance } from "fastify";
import { bookingApi, bookingRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import { bookingCatalog, bookingSlots, bookOnline } from "./booking.service";
import { confirmByLink, openAppointmentLink } from "./appointment-confirm.service";

/**
 * The customer's side of appointments, without sign-in: the /book page and the confirm link. Tries
 * are limited per address, so a script can neither book the calendar full nor walk tokens.
 */
export function bookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const attemptLimit = { config: perAddressLimit(deps.config, bookingRefusals.tooMany) };
  route(app, bookingApi.catalog, async () => ok(await bookingCatalog(deps)), attemptLimit);
  route(app, bookingApi.slots, async (request) => ok(await bookingSlots(deps, request.query)), attemptLimit);
  route(app, bookingApi.book, async (request) => ok(await bookOnline(deps, request.body, request.ip), "Your appointment is booked."), attemptLimit);
  route(app, bookingApi.open, async (request) => ok(await openAppointmentLink(deps, request.params.token)), attemptLimit);
  route(
    app,
    bookingApi.confirm,
    async (request) => ok(await confirmByLink(deps, request.params.token), "Your appointment is confirmed. See you then!"),
    attemptLimit,
  );
}
