// Prints the URL of a brand-new PostgreSQL database for a test run, or exits 1 when none answers.
// A server that is still starting gets a few seconds; with CI=true the failure says that CI needs it.
import pg from "pg";

const base = process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `washdesk_ci_${Date.now().toString(36)}`;
const attempts = 10;

for (let attempt = 1; ; attempt += 1) {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    console.log(url.toString());
    break;
  } catch (error) {
    await client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    if (attempt >= attempts) {
      const needed = process.env.CI === "true" ? " (CI runs the PostgreSQL suite: it must answer)" : "";
      console.error(`no PostgreSQL at ${new URL(base).host}${needed}: ${reason}`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
