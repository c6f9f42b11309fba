DROP INDEX "vehicles_tag_idx";--> statement-breakpoint
DROP INDEX "vehicles_tag_trgm_idx";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate_key" text GENERATED ALWAYS AS (translate("tag", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ  -‐‑‒–—−', 'abcdefghijklmnopqrstuvwxyz')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ticket_label" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vehicles_plate_key_idx" ON "vehicles" USING btree ("plate_key" text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_plate_key_trgm_idx" ON "vehicles" USING gin ("plate_key" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_counter_order_idx" ON "products" USING btree ("favourite" DESC NULLS LAST,"position",lower("name"),"id") WHERE deleted_at is null;