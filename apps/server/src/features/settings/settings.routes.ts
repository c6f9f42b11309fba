import type { FastifyInstance } from "fastify";
import { readPayrollSettings, updatePayrollSettings } from "./payroll-settings.service";
import { settingsApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { readAwardPointsSettings, updateAwardPointsSettings } from "./award-points.service";
import { readUtilitySettings, updateUtilitySettings } from "./utility-settings.service";
import { readMessageProviders, updateMessageProviders } from "./message-providers.service";
import { sendTestEmail, sendTestSms } from "./message-senders";
import { readPaymentProfile, updatePaymentProfile } from "./payment-profile.service";
import { readTileColours, updateTileColours } from "./tile-colours.service";
import { readMessageTemplates, updateMessageTemplate } from "./message-templates.service";
import { isCurrentLogo, readGeneralSettings, readShopFace, updateGeneralSettings } from "./general-settings.service";
import { createFileStore } from "../../platform/files/file-store";
import { servePublicFile } from "../files";
import { notFound } from "../../platform/errors";

/** System settings that have their own rules. */
export function settingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const store = createFileStore(deps.config);
  route(app, settingsApi.general, async () => ok(await readGeneralSettings(deps.db)));
  route(app, settingsApi.updateGeneral, async (request) => ok(await updateGeneralSettings(deps, authOf(request), request.body, request.ip), "Settings saved."));
  route(app, settingsApi.shopFace, async () => ok(await readShopFace(deps.db)));
  // Only the current logo is public: any other file id answers as not found.
  route(app, settingsApi.shopLogo, async (request, reply) => {
    if (!(await isCurrentLogo(deps.db, request.params.id))) throw notFound("The shop has no such logo.");
    return servePublicFile(deps, store, reply, request.params.id);
  });
  route(app, settingsApi.awardPoints, async () => ok(await readAwardPointsSettings(deps.db)));
  route(app, settingsApi.updateAwardPoints, async (request) =>
    ok(await updateAwardPointsSettings(deps, authOf(request), request.body, request.ip), "Settings saved."),
  );
  route(app, settingsApi.utility, async () => ok(await readUtilitySettings(deps.db)));
  route(app, settingsApi.updateUtility, async (request) => ok(await updateUtilitySettings(deps, authOf(request), request.body, request.ip), "Settings saved."));
  route(app, settingsApi.messageProviders, async () => ok(await readMessageProviders(deps)));
  route(app, settingsApi.updateMessageProviders, async (request) =>
    ok(await updateMessageProviders(deps, authOf(request), request.body, request.ip), "Settings saved."),
  );
  // A failed test is an answer, not an error: the dialog shows the provider's words.
  route(app, settingsApi.testEmail, async (request) => {
    const result = await sendTestEmail(deps, request.body.to);
    return ok(result, result.message);
  });
  route(app, settingsApi.testSms, async (request) => {
    const result = await sendTestSms(deps, request.body.to);
    return ok(result, result.message);
  });
  route(app, settingsApi.paymentProfile, async () => ok(await readPaymentProfile(deps)));
  route(app, settingsApi.updatePaymentProfile, async (request) =>
    ok(await updatePaymentProfile(deps, authOf(request), request.body, request.ip), "Settings saved."),
  );
  route(app, settingsApi.tileColours, async () => ok(await readTileColours(deps.db)));
  route(app, settingsApi.updateTileColours, async (request) =>
    ok(await updateTileColours(deps, authOf(request), request.body, request.ip), "Tile colours saved."),
  );
  route(app, settingsApi.messageTemplates, async () => ok(await readMessageTemplates(deps.db)));
  route(app, settingsApi.updateMessageTemplate, async (request) =>
    ok(await updateMessageTemplate(deps, authOf(request), request.params, request.body, request.ip), "Template saved."),
  );
  route(app, settingsApi.payroll, async () => ok(await readPayrollSettings(deps.db)));
  route(app, settingsApi.updatePayroll, async (request) =>
    ok(await updatePayrollSettings(deps, authOf(request), request.body, request.ip), "Payroll settings saved."),
  );
}
