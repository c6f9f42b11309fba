ALTER TABLE "products" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer;--> statement-breakpoint
CREATE INDEX "products_counter_order_idx" ON "products" USING btree ("favourite" DESC NULLS LAST,"position",lower("name"),"id") WHERE deleted_at is null;