CREATE TABLE "summary_customers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"first_visit" date,
	"last_visit" date,
	"visit_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"given_back" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "summary_customers_first_visit_idx" ON "summary_customers" USING btree ("first_visit");--> statement-breakpoint
CREATE INDEX "summary_customers_last_visit_idx" ON "summary_customers" USING btree ("last_visit");--> statement-breakpoint
-- Filled from the daily rows as they stand: a day still stale is recomputed later, and with it the
-- customers whose rows it changes (features/reports/customer-totals.repository.ts).
INSERT INTO "summary_customers" ("customer_id", "first_visit", "last_visit", "visit_count", "amount", "given_back")
SELECT "customer_id",
  min("business_date") FILTER (WHERE "visit_count" > 0),
  max("business_date") FILTER (WHERE "visit_count" > 0),
  sum("visit_count"), sum("amount"), sum("given_back")
FROM "summary_day_customers"
GROUP BY "customer_id";
--> statement-breakpoint
-- Its statistics now, not when autovacuum comes by: the report's plans depend on them.
ANALYZE "summary_customers";
