import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loginRequestSchema, PASSWORD_MIN_LENGTH } from "@washdesk/domain";
import { loadConfig } from "../config";
import { openDatabase } from "../platform/db/open-database";
import { ensureBaseData } from "../seed/base-data";
import { createStaffUser } from "../seed/create-user";

/**
 * Makes the first owner account of a shop started with SEED_DEMO=false.
 * npm run create-owner -- --email you@shop.com --password '…' [--first Ana --last Diaz]
 * Without flags it asks. Stop the server first when using the embedded database.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, first: { type: "string" }, last: { type: "string" } },
  });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, given: string | undefined) => given ?? (await rl.question(question)).trim();
  const email = await ask("E-mail: ", values.email);
  const password = await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `, values.password);
  const firstName = await ask("First name: ", values.first ?? (values.email ? "Shop" : undefined));
  const lastName = await ask("Last name: ", values.last ?? (values.email ? "Owner" : undefined));
  rl.close();

  const parsed = loginRequestSchema.safeParse({ email, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  if (password.length < PASSWORD_MIN_LENGTH) throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    await createStaffUser(handle.db, { email, password, firstName: firstName || "Shop", lastName: lastName || "Owner", groupName: "Owner" });
    console.log(`Owner account ${email} created. Start WashDesk and sign in.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
