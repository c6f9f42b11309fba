import { defineRoutes } from "../api/route-contract";

/** Who did what, and what became of each e-mail and text message (the log screens). */
export const logRoutes = defineRoutes({
  activities: { method: "GET", path: "/api/activities", access: ["logs.employee"] },
  /** The people the activity log's "User" filter offers. */
  activityUsers: { method: "GET", path: "/api/activities/users", access: ["logs.employee"] },
  email: { method: "GET", path: "/api/logs/email", access: ["logs.email"] },
  emailMessage: { method: "GET", path: "/api/logs/email/:id", access: ["logs.email"] },
  resendEmail: { method: "POST", path: "/api/logs/email/:id/resend", access: ["logs.email"], idempotent: true },
  sms: { method: "GET", path: "/api/logs/sms", access: ["logs.sms"] },
  smsMessage: { method: "GET", path: "/api/logs/sms/:id", access: ["logs.sms"] },
  resendSms: { method: "POST", path: "/api/logs/sms/:id/resend", access: ["logs.sms"], idempotent: true },
});
