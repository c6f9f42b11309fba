import type { FastifyInstance } from "fastify";
import { appointmentApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { checkInAppointment } from "./appointment-check-in.service";

/** Check-in at the counter: the appointment's ticket opened in one tap (contract: the domain's appointmentApi.checkIn). */
export function appointmentCheckInRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, appointmentApi.checkIn, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await checkInAppointment(deps, meta.auth, request.params.id, request.body, meta));
  });
}
