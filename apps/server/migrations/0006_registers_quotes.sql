CREATE TABLE "cash_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register_session_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"business_date" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "register_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"register_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_date" date NOT NULL,
	"opening_cash" bigint NOT NULL,
	"opening_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"expected_cash" bigint,
	"counted_cash" bigint,
	"counted_counts" jsonb,
	"close_note" text
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_type" smallint NOT NULL,
	"discount_rate" integer NOT NULL,
	"tax_type" smallint NOT NULL,
	"tax_method" smallint NOT NULL,
	"tax_rate" integer NOT NULL,
	"unit_discount" bigint NOT NULL,
	"unit_tax" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"net_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"included_tax_total" bigint NOT NULL,
	"sub_total" bigint NOT NULL,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"customer_id" uuid,
	"vehicle_id" uuid,
	"vehicle_type" text,
	"service_mode" smallint,
	"notes" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"valid_until" date,
	"sub_total" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"included_tax_total" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"sale_id" uuid,
	"sent_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "business_date" date;--> statement-breakpoint
-- Payments taken before this column existed get the shop's calendar day of when they were taken.
UPDATE "payments" SET "business_date" = ("created_at" AT TIME ZONE coalesce((SELECT "value"->>'timeZone' FROM "settings" WHERE "key" = 'utility'), 'America/New_York'))::date;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_drops" ADD CONSTRAINT "cash_drops_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drops" ADD CONSTRAINT "cash_drops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drops" ADD CONSTRAINT "cash_drops_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_drops_session_idx" ON "cash_drops" USING btree ("register_session_id");--> statement-breakpoint
CREATE INDEX "cash_drops_business_date_idx" ON "cash_drops" USING btree ("business_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sessions_number_key" ON "register_sessions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sessions_one_open_key" ON "register_sessions" USING btree ("register_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "register_sessions_opened_idx" ON "register_sessions" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "register_sessions_business_date_idx" ON "register_sessions" USING btree ("business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registers_name_key" ON "registers" USING btree (lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_sale_key" ON "quotes" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_business_date_idx" ON "payments" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "payments_register_session_idx" ON "payments" USING btree ("register_session_id") WHERE register_session_id is not null;--> statement-breakpoint
CREATE INDEX "refunds_register_session_idx" ON "refunds" USING btree ("register_session_id") WHERE register_session_id is not null;--> statement-breakpoint
-- A new shop has one drawer, so the counter can open a register on its first day.
INSERT INTO "registers" ("name") VALUES ('Register 1');
