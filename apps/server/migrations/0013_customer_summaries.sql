CREATE TABLE "summary_day_customers" (
	"business_date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"visit_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"given_back" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "summary_day_customers_date_idx" ON "summary_day_customers" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_customers_customer_idx" ON "summary_day_customers" USING btree ("customer_id","business_date");--> statement-breakpoint
-- A customer's summary counts, on the day of a refund, what was given back on their sale: a sale
-- that changes (its customer, say) marks its refunds' days too.
CREATE OR REPLACE FUNCTION sales_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT business_date FROM new_rows
      UNION SELECT business_date FROM old_rows
      UNION SELECT r.business_date FROM refunds r WHERE r.sale_id IN (SELECT id FROM new_rows)));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every day's summaries now have one more table to fill.
UPDATE summary_days SET computed_version = 0;
