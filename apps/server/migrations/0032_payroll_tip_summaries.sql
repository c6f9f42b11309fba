CREATE TABLE "summary_day_tips" (
	"business_date" date NOT NULL,
	"tip" bigint NOT NULL,
	"origin" smallint NOT NULL,
	"status" smallint NOT NULL,
	"nets" bigint[] NOT NULL,
	"staff_sets" text[] NOT NULL,
	"payment_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "summary_day_tips_date_idx" ON "summary_day_tips" USING btree ("business_date");--> statement-breakpoint
-- Every day's summaries now have one more table to fill: the catch-up job and the first report or
-- payroll preview that reads a day recompute it from the raw rows.
UPDATE summary_days SET computed_version = 0;
--> statement-breakpoint
-- A tip counts on its payment's day, which may be later than its sale's (a tip added afterwards):
-- a write to a sale (its status) or to its lines (their staff and nets) also marks the days of the
-- sale's tipped payments.
CREATE FUNCTION sales_tip_days(sale_ids uuid[]) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT p.business_date FROM payments p WHERE p.sale_id = ANY(sale_ids) AND p.tip <> 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows UNION SELECT business_date FROM old_rows)
      || sales_tip_days(ARRAY(SELECT id FROM new_rows)));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM old_rows) || sales_tip_days(ARRAY(SELECT id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_lines_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT s.business_date FROM new_rows l JOIN sales s ON s.id = l.sale_id)
      || sales_tip_days(ARRAY(SELECT sale_id FROM new_rows)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT s.business_date FROM new_rows l JOIN sales s ON s.id = l.sale_id
      UNION SELECT s.business_date FROM old_rows l JOIN sales s ON s.id = l.sale_id)
      || sales_tip_days(ARRAY(SELECT sale_id FROM new_rows UNION SELECT sale_id FROM old_rows)));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT s.business_date FROM old_rows l JOIN sales s ON s.id = l.sale_id)
      || sales_tip_days(ARRAY(SELECT sale_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
