import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { headers } from "@washdesk/domain";
import type { Config } from "./config";
import type { Database } from "./platform/db/database";
import type { AppDeps } from "./platform/deps";
import { Realtime } from "./platform/realtime";
import { PeriodicJobBoard } from "./platform/periodic-job-board";
import { badAddressReply, registerErrorHandler } from "./platform/error-handler";
import { registerGuard, type RegisteredRoute } from "./platform/auth/guard";
import { registerSecurityHeaders } from "./platform/security-headers";
import { registerWebApp } from "./platform/web-app";
import { normaliseRequestTarget } from "./platform/request-path";
import { trustProxyOption } from "./platform/client-address";
import { registerRateLimits } from "./platform/rate-limits";
import { authenticate } from "./platform/auth/sessions";
import { registerApiReference, registerApiReferencePage } from "./platform/api-reference";
import { authRoutes } from "./features/auth/auth.routes";
import { lockedAccountRoutes } from "./features/auth/locked-accounts.routes";
import { sessionRoutes } from "./features/session/session.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { healthRoutes } from "./features/health/health.routes";
import { activityLogRoutes } from "./features/activity-logs/activity-logs.routes";
import { customerRoutes } from "./features/customers/customers.routes";
import { vehicleRoutes } from "./features/vehicles/vehicles.routes";
import { salesRoutes } from "./features/sales/sales.routes";
import { ticketRoutes } from "./features/sales/tickets.routes";
import { registersRoutes } from "./features/registers/registers.routes";
import { reportsRoutes } from "./features/reports/reports.routes";
import { settingsRoutes } from "./features/settings/settings.routes";
import { messageLogRoutes } from "./features/message-logs/message-logs.routes";
import { campaignRoutes } from "./features/campaigns/campaigns.routes";
import { productRoutes } from "./features/products/products.routes";
import { fileRoutes } from "./features/files/files.routes";
import { expenseRoutes } from "./features/expenses/expenses.routes";
import { employeeRoutes } from "./features/employees/employees.routes";
import { timeClockRoutes } from "./features/time-clock/time-clock.routes";
import { vendorRoutes } from "./features/vendors/vendors.routes";
import { purchaseRoutes } from "./features/purchases/purchases.routes";
import { quoteRoutes } from "./features/quotes/quotes.routes";
import { appointmentRoutes } from "./features/appointments/appointments.routes";
import { bookingRoutes } from "./features/appointments/booking.routes";
import { posStartRoutes } from "./features/pos/pos-start.routes";
import { systemLogRoutes } from "./features/system-logs";
import { inboxRoutes, smsWebhookRoutes } from "./features/messaging";
import { payByLinkRoutes } from "./features/pay-by-link/pay-by-link.routes";
import { developerRoutes } from "./features/developer";
import { houseAccountRoutes } from "./features/house-accounts/house-accounts.routes";
import { payrollRoutes } from "./features/payroll/payroll.routes";
import { reviewRoutes } from "./features/reviews";
import { appointmentCheckInRoutes } from "./features/appointments/appointment-check-in.routes";
import { createServerLogger, requestChildLogger } from "./platform/system-log/server-logger";

export interface BuildAppOptions {
  db: Database;
  /** The database's kind (the handle knows it); without it, DATABASE_URL decides. */
  dbKind?: "pglite" | "postgres";
  config: Config;
  clock?: () => Date;
  logger?: boolean | { level: string };
}

export interface WashDeskApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every route as registered, with its declared access (the permission walk test reads it). */
  routes: RegisteredRoute[];
}

/** Feature route registrations, in one list so a new feature is one line here. */
const features = [
  healthRoutes,
  authRoutes,
  lockedAccountRoutes,
  sessionRoutes,
  profileRoutes,
  activityLogRoutes,
  customerRoutes,
  vehicleRoutes,
  productRoutes,
  messageLogRoutes,
  salesRoutes,
  ticketRoutes,
  houseAccountRoutes,
  payrollRoutes,
  settingsRoutes,
  vendorRoutes,
  employeeRoutes,
  purchaseRoutes,
  fileRoutes,
  expenseRoutes,
  quoteRoutes,
  appointmentRoutes,
  bookingRoutes,
  registersRoutes,
  reportsRoutes,
  timeClockRoutes,
  posStartRoutes,
  payByLinkRoutes,
  smsWebhookRoutes,
  inboxRoutes,
  reviewRoutes,
  appointmentCheckInRoutes,
  campaignRoutes,
  developerRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<WashDeskApp> {
  // Standard output only when asked (none in tests); warnings and errors always go to the system log.
  const stdoutLevel = typeof options.logger === "object" ? options.logger.level : options.logger ? "info" : undefined;
  const { logger, sink: systemLog } = createServerLogger(options.db, stdoutLevel === "silent" ? undefined : stdoutLevel);
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: requestChildLogger,
    genReqId: (request) => {
      const given = request.headers[headers.requestId];
      return typeof given === "string" && given.length <= 64 ? given : randomUUID();
    },
    // Off unless TRUST_PROXY names the proxies: else anyone could choose the address that their
    // sign-in attempts count under by sending X-Forwarded-For.
    trustProxy: trustProxyOption(options.config.trustProxy),
    // The router and every guard read the same path, however the client spelt it (request-path.ts).
    rewriteUrl: (request) => normaliseRequestTarget(request.url ?? "/"),
    frameworkErrors: badAddressReply,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = new Realtime();
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind ?? (options.config.databaseUrl ? "postgres" : "pglite"),
    config: options.config,
    clock: options.clock ?? (() => new Date()),
    realtime,
    log: app.log,
    jobs: new PeriodicJobBoard(),
  };
  const routes: RegisteredRoute[] = [];

  registerSecurityHeaders(app);
  // Limits count per client address, as TRUST_PROXY lets it be known; in Redis when REDIS_URL is set.
  await registerRateLimits(app, options.config.redisUrl);
  await registerApiReference(app);
  registerErrorHandler(app);
  registerGuard(app, deps, routes);

  for (const register of features) register(app, deps);
  systemLogRoutes(app, deps, systemLog);

  await registerApiReferencePage(app);

  registerWebApp(app, options.config.webDist);

  app.addHook("onReady", async () => {
    realtime.attach(app.server, {
      redisUrl: options.config.redisUrl,
      authenticate: async (token) => {
        const auth = await authenticate(deps, token, { rotate: false });
        return { sessionId: auth.sessionId, userId: auth.user.id };
      },
    });
  });
  app.addHook("preClose", async () => realtime.close());
  // The last lines are kept before the database goes away (it closes after the app).
  app.addHook("onClose", async () => systemLog.close());

  return { app, deps, routes };
}
