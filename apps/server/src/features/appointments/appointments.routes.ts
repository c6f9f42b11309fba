import type { FastifyInstance } from "fastify";
import { appointmentApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { cancelAppointment, confirmAppointment, createAppointment, getAppointment, updateAppointment } from "./appointments.service";
import { appointmentCalendar, appointmentFreeSlots, appointmentsToday, listAppointments } from "./appointment-lists.service";
import { readAppointmentSettings, updateAppointmentSettings } from "./appointment-settings.service";

/** Appointments: the calendar by bay, the list, today, and the changes that text the customer (contracts: the domain's appointmentApi). */
export function appointmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, appointmentApi.calendar, async (request) => ok(await appointmentCalendar(deps, request.query)));
  route(app, appointmentApi.list, async (request) => ok(await listAppointments(deps, request.query)));
  route(app, appointmentApi.today, async () => ok(await appointmentsToday(deps)));
  route(app, appointmentApi.freeSlots, async (request) => ok(await appointmentFreeSlots(deps, request.query)));
  route(app, appointmentApi.get, async (request) => ok(await getAppointment(deps, request.params.id)));
  route(app, appointmentApi.create, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await createAppointment(deps, meta.auth, request.body, meta));
  });
  route(app, appointmentApi.update, async (request) =>
    ok(await updateAppointment(deps, authOf(request), request.params.id, request.body, request.ip), "Appointment saved."),
  );
  route(app, appointmentApi.confirm, async (request) =>
    ok(await confirmAppointment(deps, authOf(request), request.params.id, request.ip), "Appointment confirmed."),
  );
  route(app, appointmentApi.cancel, async (request) =>
    ok(await cancelAppointment(deps, authOf(request), request.params.id, request.body, request.ip), "Appointment cancelled."),
  );
  route(app, appointmentApi.settings, async () => ok(await readAppointmentSettings(deps.db)));
  route(app, appointmentApi.updateSettings, async (request) =>
    ok(await updateAppointmentSettings(deps, authOf(request), request.body, request.ip), "Appointment settings saved."),
  );
}
