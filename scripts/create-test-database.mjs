// Prints the URL of a brand-new PostgreSQL database for a test run, or exits 1 when none answers.
import pg from "pg";

const base = process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `washdesk_ci_${Date.now().toString(36)}`;
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  console.log(url.toString());
} catch (error) {
  console.error(`no PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
