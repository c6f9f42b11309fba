import { expect, test, type APIRequestContext } from "@playwright/test";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { OWNER, signIn, storedToken } from "./sign-in";

const clientHeader = { "x-security-token": "washdesk-client" };

/** A local SMTP server that keeps what the shop sends, decoded from quoted-printable lines. */
async function startMailCatcher() {
  const mails: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function api(request: APIRequestContext, token: string, method: "post" | "patch", path: string, data: unknown) {
  const answer = await request[method](path, { headers: { ...clientHeader, authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { body: { id: string } }).body;
}

test("the owner invites an employee by e-mail; they choose a password, sign in, and lose a screen when their group loses the right", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const catcher = await startMailCatcher();
  const stamp = Date.now().toString(36);
  const email = `invited.${stamp}@example.com`;
  await signIn(page, OWNER);
  const token = await storedToken(page);
  await api(page.request, token, "patch", "/api/settings/message-providers", {
    smtp: { host: "127.0.0.1", port: catcher.port, secure: false, user: "", from: "Sparkle Demo <shop@example.com>" },
  });
  try {
    const group = await api(page.request, token, "post", "/api/settings/groups", {
      group: { name: `Front desk ${stamp}`, paths: ["dashboard.daily", "customers.list"] },
    });

    // The owner adds and invites them on the Add Employee screen.
    await page.goto("/settings/users/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Employee" })).toBeVisible();
    await page.getByRole("textbox", { name: /^First name/ }).fill("Ivy");
    await page.getByRole("textbox", { name: /^Last name/ }).fill(`Journey ${stamp}`);
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
    await page.getByRole("combobox", { name: /^Group/ }).click();
    await page.getByRole("option", { name: `Front desk ${stamp}` }).click();
    await page.getByRole("combobox", { name: /^Status/ }).click();
    await page.getByRole("option", { name: /^Invite to sign in/ }).click();
    await page.getByRole("button", { name: "Add employee" }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);

    // The outbox sends the invitation to the SMTP server; its link opens the public page.
    await expect.poll(() => catcher.mails.find((mail) => mail.to.includes(email)), { timeout: 60_000 }).toBeTruthy();
    const link = /\/invite\/[A-Za-z0-9_-]+/.exec(catcher.mails.find((mail) => mail.to.includes(email))!.text)![0];

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await expect(invitee.getByText(`You will sign in as ${email}.`)).toBeVisible();
    // A required field's label ends with its asterisk ("New password *").
    await invitee.getByLabel(/^New password( \*)?$/).fill("quiet-harbor-lantern");
    await invitee.getByLabel(/^New password again/).fill("quiet-harbor-lantern");
    await invitee.getByRole("button", { name: "Save and sign in" }).click();
    await expect(invitee.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The link worked once.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await expect(again.getByRole("alert")).toContainText("expired or was already used");

    // A group edit that takes the customers right away closes the screen the member has open.
    await invitee.goto("/customers");
    await expect(invitee.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await api(page.request, token, "patch", `/api/settings/groups/${group.id}`, { group: { paths: ["dashboard.daily"] } });
    await expect(invitee.getByRole("heading", { name: "No access" })).toBeVisible({ timeout: 20_000 });
  } finally {
    await api(page.request, token, "patch", "/api/settings/message-providers", { smtp: { host: "", port: null } });
    await catcher.close();
  }
});
