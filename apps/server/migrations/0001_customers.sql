-- Trigram indexes below serve "contains" search; pg_trgm is a trusted extension (PostgreSQL 13+) and PGlite ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"alert_sms" boolean DEFAULT false NOT NULL,
	"alert_no_review_sms" boolean DEFAULT false NOT NULL,
	"award_points" integer DEFAULT 0 NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_model_cache" (
	"make" text NOT NULL,
	"year" text NOT NULL,
	"models" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_model_cache_make_year_pk" PRIMARY KEY("make","year")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" text NOT NULL,
	"color" text NOT NULL,
	"color_code" text DEFAULT '#000000' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key" ON "customers" USING btree ("phone" text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ((lower("name") collate "C"),"id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_vip_name_idx" ON "customers" USING btree ((lower("name") collate "C"),"id","name") WHERE is_vip and deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email") text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_award_points_idx" ON "customers" USING btree ("award_points","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin (lower("email") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_customer_idx" ON "vehicles" USING btree ("customer_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_tag_idx" ON "vehicles" USING btree (lower("tag") text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_tag_trgm_idx" ON "vehicles" USING gin (lower("tag") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree (lower("make") text_pattern_ops) WHERE deleted_at is null;