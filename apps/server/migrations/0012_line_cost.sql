ALTER TABLE "sale_lines" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "summary_day_products" ADD COLUMN "cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every writer of a line (the counter, the back office, quotes converted, the seeds) records the
-- product's cost at that moment without having to know about it.
CREATE FUNCTION sale_lines_unit_cost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.unit_cost IS NULL THEN
    NEW.unit_cost := coalesce((SELECT cost FROM products WHERE id = NEW.product_id), 0);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_unit_cost BEFORE INSERT ON sale_lines FOR EACH ROW EXECUTE FUNCTION sale_lines_unit_cost();
--> statement-breakpoint
-- Lines sold before costs were frozen take the product's cost of today: the best record there is.
UPDATE sale_lines l SET unit_cost = coalesce((SELECT cost FROM products p WHERE p.id = l.product_id), 0) WHERE unit_cost IS NULL;
