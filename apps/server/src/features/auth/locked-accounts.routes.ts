import type { FastifyInstance } from "fastify";
import { lockedAccountApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { listLockedAccounts, unlockAccount } from "./locked-accounts.service";

/** The owner's view of staff accounts locked out after wrong passwords, and the way to unlock one. */
export function lockedAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, lockedAccountApi.list, async () => ok(await listLockedAccounts(deps)));
  route(app, lockedAccountApi.unlock, async (request) => {
    await unlockAccount(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Account unlocked. The person can sign in again.");
  });
}
