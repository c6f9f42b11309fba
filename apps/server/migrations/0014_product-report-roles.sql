ALTER TABLE "products" ADD COLUMN "report_role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "report_role" smallint;--> statement-breakpoint
ALTER TABLE "summary_day_products" ADD COLUMN "report_role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_day_sales" ADD COLUMN "package_car_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_day_sales" ADD COLUMN "premium_car_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_day_sales" ADD COLUMN "add_on_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A line's report role is frozen when it is sold, as its cost is (0012): every writer of a line
-- (the counter, the back office, quotes converted, the seeds) records the product's role at that
-- moment without having to know about it, and re-labelling a product leaves past reports as they
-- were. Lines sold before roles existed stay null, read as no role: no product had one then, so
-- neither they nor the summaries' new columns (0 on every day) need rewriting.
CREATE FUNCTION sale_lines_report_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.report_role IS NULL THEN
    NEW.report_role := coalesce((SELECT report_role FROM products WHERE id = NEW.product_id), 0);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_report_role BEFORE INSERT ON sale_lines FOR EACH ROW EXECUTE FUNCTION sale_lines_report_role();
