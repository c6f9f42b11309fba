import {
  addDays,
  appointmentMinutes,
  appointmentRefusals,
  bookingRefusals,
  enumOptions,
  freeSlots,
  instantOf,
  NotificationTrigger,
  priceForVehicleType,
  staffMayOptIn,
  titleCase,
  VehicleType,
  vehicleTypeLabels,
  wallClockAt,
  type BookedAppointment,
  type BookingCatalog,
  type BookingSlots,
  type BookingValue,
  type PublicAppointment,
  type VehicleType as VehicleTypeValue,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor, Transaction } from "../../platform/db/database";
import { AppError, refusalError } from "../../platform/errors";
import { businessDateAt, dayEnd, dayStart } from "../../platform/shop-clock";
import { latestSmsConsentOfPhone, lockSmsNumber, recordConsentChange, smsPhoneKey } from "../../platform/outbox/sms-consent";
import { readShopFace } from "../settings";
import { bookAppointmentIn } from "./appointment-booking";
import { appointmentConfirmLink } from "./appointment-confirm-token";
import { publicAppointmentView } from "./appointment-confirm.service";
import { appointmentHint } from "./appointment-hint";
import { queueAppointmentMessage } from "./appointment-messages";
import { readAppointment } from "./appointment-read";
import { readAppointmentContext, type AppointmentContext } from "./appointment-settings.service";
import { findHoldingBetween } from "./appointments.repository";
import * as repo from "./booking.repository";

// The customer's side of appointments (docs/product.md §2 /book): no sign-in, only what a customer
// may see (bookable services and their public prices, free start times, the shop's name), and a
// booking that lands on the calendar as a Pending appointment.

const VEHICLE_TYPES = enumOptions(VehicleType, vehicleTypeLabels);

/** The first and last dates the page books: today on the shop's clock through bookingDaysAhead days on. */
function bookableDates(context: AppointmentContext, now: Date) {
  const firstDate = businessDateAt(now, context.timeZone);
  return { firstDate, lastDate: addDays(firstDate, context.settings.bookingDaysAhead) };
}

async function shopOf(db: Executor, context: AppointmentContext) {
  const face = await readShopFace(db);
  return { name: face.businessName || "WashDesk", phone: context.shop.website.phone, logoUrl: face.logoUrl || null };
}

/** GET /api/public/booking: the shop, whether it books online, the dates it books, and the services with their price per vehicle type. */
export async function bookingCatalog(deps: AppDeps): Promise<BookingCatalog> {
  const context = await readAppointmentContext(deps.db);
  const products = context.settings.onlineBooking ? await repo.findBookableProducts(deps.db) : [];
  return {
    shop: await shopOf(deps.db, context),
    open: context.settings.onlineBooking,
    timeZone: context.timeZone,
    ...bookableDates(context, deps.clock()),
    vehicleTypes: VEHICLE_TYPES,
    services: products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      durationMinutes: product.durationMinutes!,
      prices: VEHICLE_TYPES.map(({ value }) => ({ vehicleType: value, price: priceForVehicleType(product, value) })),
    })),
  };
}

/**
 * The services asked for, each bookable online (live, active, marked bookable, with a duration):
 * anything else is refused as one that cannot be booked for this vehicle, naming no product.
 */
async function chosenServices(db: Executor, productIds: readonly string[]) {
  const unique = [...new Set(productIds)];
  const found = await repo.findBookableProducts(db, unique);
  if (found.length !== unique.length) throw refusalError(bookingRefusals.serviceUnavailable);
  return found;
}

/** Refused when the page does not book, or the day is before today or past the days it books ahead. */
function assertBookableDay(context: AppointmentContext, date: string, now: Date): void {
  if (!context.settings.onlineBooking) throw refusalError(bookingRefusals.closed);
  const { firstDate, lastDate } = bookableDates(context, now);
  if (date < firstDate) throw refusalError(appointmentRefusals.inThePast, "date");
  if (date > lastDate) throw refusalError(bookingRefusals.tooFarAhead(context.settings.bookingDaysAhead));
}

/** The free starts of a day for an appointment of this length, none before now (the domain's freeSlots). */
async function freeStarts(db: Executor, context: AppointmentContext, date: string, minutes: number, now: Date) {
  const holding = await findHoldingBetween(db, dayStart(date, context.timeZone), dayEnd(date, context.timeZone));
  const booked: BookedAppointment[] = holding.map((a) => ({ id: a.id, start: a.startAt.getTime(), end: a.endAt.getTime(), bay: a.bay, status: a.status }));
  return freeSlots({ bays: context.settings.bays, hours: context.hours, timeZone: context.timeZone, booked }, date, minutes, now.getTime()).map((slot) => ({
    time: wallClockAt(slot.start, context.timeZone).time,
    start: new Date(slot.start).toISOString(),
  }));
}

const lengthOf = (services: readonly repo.BookableProduct[]) => appointmentMinutes(services.map((s) => ({ durationMinutes: s.durationMinutes, quantity: 1 })));

/** GET /api/public/booking/slots: the free start times of a day for the services chosen. */
export async function bookingSlots(deps: AppDeps, query: { date: string; vehicleType: VehicleTypeValue; productIds: string[] }): Promise<BookingSlots> {
  const now = deps.clock();
  const context = await readAppointmentContext(deps.db);
  assertBookableDay(context, query.date, now);
  const minutes = lengthOf(await chosenServices(deps.db, query.productIds));
  return { durationMinutes: minutes, slots: await freeStarts(deps.db, context, query.date, minutes, now) };
}

/**
 * The customer a booking is for: the living customer with this phone, or a new one with the name
 * typed (an existing customer's name and details are never changed from the public page). A "yes"
 * to texts turns them on, recorded as the booking form's consent, unless the number's own STOP
 * stands (only a START by text undoes that); a "no" changes nothing already agreed.
 */
async function bookingCustomer(tx: Transaction, input: BookingValue, phone: string, now: Date) {
  const existing = await repo.findCustomerByPhone(tx, phone);
  const customer = existing ?? (await repo.insertBookingCustomer(tx, { name: titleCase(input.name.trim()), phone }));
  if (input.smsConsent && !customer.alertSms && staffMayOptIn(await latestSmsConsentOfPhone(tx, phone))) {
    await recordConsentChange(tx, { customerId: customer.id, channel: "sms", phone, optedIn: true, source: "bookingForm", at: now });
  }
  return { id: customer.id, created: existing === null };
}

/** A refusal of a time that no longer fits (another booking took the last bay meanwhile) said as the page says it. */
const slotTaken = (error: unknown): unknown =>
  error instanceof AppError && error.options.code === appointmentRefusals.doesNotFit.code ? refusalError(bookingRefusals.slotTaken) : error;

/**
 * POST /api/public/booking: a Pending appointment booked by the customer. The day must be bookable,
 * every service bookable online, and the time one of the day's free starts; the booking itself
 * goes through the calendar's own transaction (bookAppointmentIn: prices as at the counter, the
 * bays checked again under the bookings lock, so the last bay is never booked twice). The number's
 * lock makes a repeated or doubled request wait for the first and find its appointment instead of
 * booking again. Texts AfterAppointmentMade with the confirm link only when the customer said yes
 * to texts, and AdminAppointment to the shop.
 */
export async function bookOnline(deps: AppDeps, input: BookingValue, ip: string): Promise<PublicAppointment> {
  const now = deps.clock();
  const phone = smsPhoneKey(input.phone);
  const booked = await deps.db
    .transaction(async (tx) => {
      const context = await readAppointmentContext(tx);
      assertBookableDay(context, input.date, now);
      const services = await chosenServices(tx, input.productIds);
      await lockSmsNumber(tx, phone);
      const customer = await bookingCustomer(tx, input, phone, now);
      const startAt = new Date(instantOf(input.date, input.time, context.timeZone));
      const again = customer.created
        ? null
        : await repo.findSameOnlineBooking(
            tx,
            customer.id,
            startAt,
            services.map((s) => s.id),
          );
      if (again) return { appointment: await readAppointment(tx, again), customer, isNew: false };

      // A time offered when the page loaded may have begun by the time the form is sent.
      if (startAt.getTime() < now.getTime()) throw refusalError(appointmentRefusals.inThePast);
      const free = await freeStarts(tx, context, input.date, lengthOf(services), now);
      if (!free.some((slot) => slot.time === input.time)) throw refusalError(bookingRefusals.slotTaken);
      const appointment = await bookAppointmentIn(
        tx,
        {
          customerId: customer.id,
          vehicleId: null,
          vehicleType: input.vehicleType,
          serviceMode: input.serviceMode,
          lines: services.map((service) => ({ productId: service.id, quantity: 1, staffIds: [] })),
          date: input.date,
          time: input.time,
          notes: input.notes,
          confirmed: false,
        },
        { source: "online", actorId: null, now, ip, messages: false },
      );
      const link = appointmentConfirmLink(deps, appointment.id);
      if (input.smsConsent) await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentMade, appointment, { link });
      await queueAppointmentMessage(tx, NotificationTrigger.AdminAppointment, appointment);
      return { appointment, customer, isNew: true };
    })
    .catch((error: unknown) => {
      throw slotTaken(error);
    });
  if (booked.isNew) appointmentHint(deps, booked.appointment.id, "New");
  if (booked.customer.created) deps.realtime.publish({ entity: "customers", id: booked.customer.id, action: "New" });
  return publicAppointmentView(deps, deps.db, booked.appointment);
}
