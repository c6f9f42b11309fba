import { employeeName, INVITE_VALID_HOURS } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { hashToken, newToken } from "../../platform/auth/tokens";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { readShopSettings } from "../settings";
import { replaceInvite, type UserRow } from "./employees.repository";

/** Where the invited person opens the link: the web app's public invitation page. */
export const invitePath = (token: string) => `/invite/${token}`;

/**
 * A new invitation: a random token whose hash alone is stored, valid 72 hours and once, e-mailed
 * through the outbox in the caller's transaction (so no mail leaves for a change that rolled back).
 * The link is built on the address the manager's browser used to reach the shop.
 */
export async function issueInvite(tx: Executor, deps: Pick<AppDeps, "clock">, user: UserRow, invitedBy: string, origin: string): Promise<Date> {
  const now = deps.clock();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_VALID_HOURS * 3_600_000);
  await replaceInvite(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt, createdBy: invitedBy, now });
  const { utility } = await readShopSettings(tx);
  await enqueueMessage(tx, {
    channel: "email",
    recipient: user.email ?? "",
    subject: `You are invited to ${utility.businessName}`,
    body: [
      `Hello ${employeeName(user)},`,
      "",
      `You have been invited to sign in to ${utility.businessName}. Open this link to choose your password:`,
      "",
      `${origin}${invitePath(token)}`,
      "",
      `The link works once and for ${INVITE_VALID_HOURS} hours.`,
    ].join("\n"),
    entity: "employee",
    entityId: user.id,
    createdBy: invitedBy,
  });
  return expiresAt;
}
