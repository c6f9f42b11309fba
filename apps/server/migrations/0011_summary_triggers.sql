-- Daily report summaries (platform/db/reports-schema.ts): every write to a raw money row raises the
-- version of the business days it touches, in the writer's own transaction, so a summary computed
-- at an older version is known to be stale. Statement-level triggers: a bulk insert marks each of
-- its days once.

-- The shop's time zone (settings.utility.timeZone); the default is the one settings.service.ts uses.
CREATE FUNCTION shop_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'utility'), 'America/New_York')
$$;
--> statement-breakpoint
-- Days in date order, so two writers marking the same days lock their rows in the same order.
CREATE FUNCTION mark_summary_days(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO summary_days AS s (business_date)
  SELECT DISTINCT d FROM unnest(days) AS d WHERE d IS NOT NULL ORDER BY d
  ON CONFLICT (business_date) DO UPDATE SET version = s.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION sales_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows UNION SELECT business_date FROM old_rows));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sale_lines_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT s.business_date FROM new_rows l JOIN sales s ON s.id = l.sale_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT s.business_date FROM new_rows l JOIN sales s ON s.id = l.sale_id
      UNION SELECT s.business_date FROM old_rows l JOIN sales s ON s.id = l.sale_id));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT s.business_date FROM old_rows l JOIN sales s ON s.id = l.sale_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Payments and refunds carry their own business day.
CREATE FUNCTION money_rows_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM new_rows UNION SELECT business_date FROM old_rows));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT business_date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION expenses_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(SELECT date FROM new_rows UNION SELECT date FROM old_rows));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A purchase is an instant; its day is read on the shop's clock.
CREATE FUNCTION purchases_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := shop_time_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT (date AT TIME ZONE tz)::date FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(SELECT (date AT TIME ZONE tz)::date FROM new_rows UNION SELECT (date AT TIME ZONE tz)::date FROM old_rows));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT (date AT TIME ZONE tz)::date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchase_lines_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := shop_time_zone();
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_summary_days(ARRAY(SELECT (p.date AT TIME ZONE tz)::date FROM new_rows l JOIN purchases p ON p.id = l.purchase_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT (p.date AT TIME ZONE tz)::date FROM new_rows l JOIN purchases p ON p.id = l.purchase_id
      UNION SELECT (p.date AT TIME ZONE tz)::date FROM old_rows l JOIN purchases p ON p.id = l.purchase_id));
  ELSE
    PERFORM mark_summary_days(ARRAY(SELECT (p.date AT TIME ZONE tz)::date FROM old_rows l JOIN purchases p ON p.id = l.purchase_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new time zone moves purchases between days and sales between hours: every day is stale.
CREATE FUNCTION settings_mark_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE moved boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    moved := EXISTS (SELECT 1 FROM new_rows WHERE key = 'utility');
  ELSE
    moved := EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.key = n.key
      WHERE n.key = 'utility' AND (n.value->>'timeZone') IS DISTINCT FROM (o.value->>'timeZone'));
  END IF;
  IF moved THEN
    PERFORM mark_summary_days(ARRAY(
      SELECT business_date FROM summary_days
      UNION SELECT (date AT TIME ZONE shop_time_zone())::date FROM purchases));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_summary_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER sales_summary_update AFTER UPDATE ON sales REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER sales_summary_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER sale_lines_summary_insert AFTER INSERT ON sale_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER sale_lines_summary_update AFTER UPDATE ON sale_lines REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER sale_lines_summary_delete AFTER DELETE ON sale_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER payments_summary_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER payments_summary_update AFTER UPDATE ON payments REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER payments_summary_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER refunds_summary_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER refunds_summary_update AFTER UPDATE ON refunds REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER refunds_summary_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION money_rows_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER expenses_summary_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER expenses_summary_update AFTER UPDATE ON expenses REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER expenses_summary_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchases_summary_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchases_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchases_summary_update AFTER UPDATE ON purchases REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchases_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchases_summary_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchases_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchase_lines_summary_insert AFTER INSERT ON purchase_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchase_lines_summary_update AFTER UPDATE ON purchase_lines REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER purchase_lines_summary_delete AFTER DELETE ON purchase_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_lines_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER settings_summary_insert AFTER INSERT ON settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION settings_mark_summary_days();
--> statement-breakpoint
CREATE TRIGGER settings_summary_update AFTER UPDATE ON settings REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION settings_mark_summary_days();
--> statement-breakpoint
-- What is already there: every day with a money row is stale until its summaries are computed
-- (the server computes them in the background at start-up, and a report computes what it reads).
SELECT mark_summary_days(ARRAY(
  SELECT business_date FROM sales
  UNION SELECT business_date FROM payments
  UNION SELECT business_date FROM refunds
  UNION SELECT date FROM expenses
  UNION SELECT (date AT TIME ZONE shop_time_zone())::date FROM purchases));
