import type { FastifyInstance } from "fastify";
import { campaignApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { audienceCount, campaignDetail, campaignList, createCampaign } from "./campaigns.service";
import { readCampaignSettings, saveCampaignSettings } from "./campaign-settings.service";
import { unsubscribe } from "./unsubscribe.service";

/** A public link is guessed at no faster than this per client address. */
const UNSUBSCRIBE_PER_MINUTE = 30;

/** Campaigns (Marketing) and the public unsubscribe link. */
export function campaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, campaignApi.list, async (request) => ok(await campaignList(deps, request.query.page, request.query.pageSize)));
  route(app, campaignApi.settings, async () => ok(await readCampaignSettings(deps.db)));
  route(app, campaignApi.saveSettings, async (request) => ok(await saveCampaignSettings(deps, authOf(request), request.ip, request.body)));
  route(app, campaignApi.get, async (request) => ok(await campaignDetail(deps, request.params.id)));
  route(app, campaignApi.audience, async (request) => ok(await audienceCount(deps, request.body.channel, request.body.filter)));
  route(app, campaignApi.create, async (request, reply) => sendIdempotent(reply, await createCampaign(deps, request.body, requestContextOf(request))));
  // Mail clients' one-click unsubscribe posts a form body ("List-Unsubscribe=One-Click"): taken as text and ignored.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4_096 }, (_request, body, done) => done(null, body));
    route(scope, campaignApi.unsubscribe, async (request) => ok(await unsubscribe(deps, request.params.token)), {
      config: { rateLimit: { max: UNSUBSCRIBE_PER_MINUTE, timeWindow: "1 minute" } },
    });
  });
}
