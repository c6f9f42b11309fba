import { ActivityAction, payrollRefusals, payStubEmail } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { readShopSettings } from "../settings";
import { personOrRefuse } from "./payroll-people.service";
import * as repo from "./payroll-runs.repository";

/**
 * POST /api/payroll/runs/:id/stubs/:employeeId/email: the employee's stub of a paid (or voided) run
 * e-mailed again, as it was paid, to the address they have now (from the payroll profile).
 */
export async function emailStub(deps: AppDeps, auth: AuthContext, runId: string, employeeId: string, ip: string): Promise<{ recipient: string }> {
  return deps.db.transaction(async (tx) => {
    const run = await repo.findRun(tx, runId);
    if (!run) throw refusalError(payrollRefusals.runNotFound);
    const stub = await repo.stubOfRun(tx, runId, employeeId);
    if (!stub) throw refusalError(payrollRefusals.stubNotFound);
    const person = await personOrRefuse(tx, employeeId);
    const recipient = person.email?.trim() ?? "";
    if (recipient === "") throw refusalError(payrollRefusals.noStubAddress);
    const shop = await readShopSettings(tx);
    const message = payStubEmail(shop.utility.businessName, stub.stub, stub.paymentDate);
    await enqueueMessage(tx, {
      channel: "email",
      recipient,
      subject: message.subject,
      body: message.body,
      entity: "payRun",
      entityId: runId,
      createdBy: auth.user.id,
      origin: "direct",
    });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendEmail,
      entity: "payRun",
      entityId: runId,
      details: { employeeId, recipient },
      ip,
    });
    return { recipient };
  });
}
