import type { FastifyInstance } from "fastify";
import { houseAccountApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { chargeNewSale, chargeSale, getHouseAccount, setHouseAccount } from "./house-accounts.service";
import { payOnAccount } from "./account-payments.service";
import { sendStatement, STATEMENT_QUEUED } from "./statements.service";

/** House accounts (contracts: the domain's houseAccountApi). Money is integer cents. */
export function houseAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, houseAccountApi.get, async (request) => ok(await getHouseAccount(deps, request.params.id)));
  route(app, houseAccountApi.set, async (request) =>
    ok(await setHouseAccount(deps, authOf(request), request.params.id, request.body, request.ip), "Account saved."),
  );
  route(app, houseAccountApi.chargeNew, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await chargeNewSale(deps, meta.auth, request.body, meta));
  });
  route(app, houseAccountApi.chargeSale, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await chargeSale(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, houseAccountApi.pay, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await payOnAccount(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, houseAccountApi.statement, async (request) =>
    ok(await sendStatement(deps, authOf(request), request.params.id, request.ip, `${request.protocol}://${request.host}`), STATEMENT_QUEUED),
  );
}
