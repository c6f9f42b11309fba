CREATE TABLE "summary_day_commission_lines" (
	"business_date" date NOT NULL,
	"status" smallint NOT NULL,
	"product_id" uuid,
	"kind" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"net" bigint NOT NULL,
	"staff_ids" text NOT NULL,
	"staff_count" smallint NOT NULL,
	"line_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "summary_day_commission_lines_date_idx" ON "summary_day_commission_lines" USING btree ("business_date");--> statement-breakpoint
-- Every day's summaries now have one more table to fill: the catch-up job and the first report or
-- payroll preview that reads a day recompute it from the raw rows.
UPDATE summary_days SET computed_version = 0;
--> statement-breakpoint
-- The commission summary leaves refunded sales out (payroll reads them whole): a refund marks its
-- sale's day as well as its own.
CREATE FUNCTION refunds_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT business_date FROM new_rows
      UNION SELECT s.business_date FROM sales s WHERE s.id IN (SELECT sale_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT business_date FROM new_rows UNION SELECT business_date FROM old_rows
      UNION SELECT s.business_date FROM sales s WHERE s.id IN (SELECT sale_id FROM new_rows UNION SELECT sale_id FROM old_rows)));
  ELSE
    PERFORM mark_summary_days(ARRAY(
      SELECT business_date FROM old_rows
      UNION SELECT s.business_date FROM sales s WHERE s.id IN (SELECT sale_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER refunds_summary_insert ON refunds;
--> statement-breakpoint
DROP TRIGGER refunds_summary_update ON refunds;
--> statement-breakpoint
DROP TRIGGER refunds_summary_delete ON refunds;
--> statement-breakpoint
CREATE TRIGGER refunds_summary_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER refunds_summary_update AFTER UPDATE ON refunds REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER refunds_summary_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_mark_summary_days();
