CREATE TABLE "appointment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
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
	"duration_minutes" integer,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "appointment_lines_quantity_range" CHECK ("appointment_lines"."quantity" between 1 and 10000),
	CONSTRAINT "appointment_lines_unit_price_range" CHECK ("appointment_lines"."unit_price" between 0 and 100000000),
	CONSTRAINT "appointment_lines_unit_discount_range" CHECK ("appointment_lines"."unit_discount" between 0 and "appointment_lines"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recurrence" smallint NOT NULL,
	"first_date" date NOT NULL,
	"time" text NOT NULL,
	"end_count" smallint,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_end" CHECK (("appointment_series"."end_count" is null) <> ("appointment_series"."end_date" is null))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"vehicle_id" uuid,
	"vehicle_type" text,
	"service_mode" smallint,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"duration_set" boolean DEFAULT false NOT NULL,
	"bay" text,
	"staff_id" uuid,
	"source" text DEFAULT 'staff' NOT NULL,
	"series_id" uuid,
	"series_index" smallint,
	"sub_total" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"included_tax_total" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"sale_id" uuid,
	"checked_in_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('Pending', 'Completed', 'Missed', 'Cancelled')),
	CONSTRAINT "appointments_source" CHECK ("appointments"."source" in ('staff', 'online')),
	CONSTRAINT "appointments_span" CHECK ("appointments"."end_at" > "appointments"."start_at"),
	CONSTRAINT "appointments_duration_range" CHECK ("appointments"."duration_minutes" between 15 and 720),
	CONSTRAINT "appointments_amount_range" CHECK ("appointments"."amount" between 0 and 100000000),
	CONSTRAINT "appointments_sub_total_range" CHECK ("appointments"."sub_total" between 0 and 100000000),
	CONSTRAINT "appointments_discount_total_range" CHECK ("appointments"."discount_total" between 0 and 100000000),
	CONSTRAINT "appointments_tax_total_range" CHECK ("appointments"."tax_total" between 0 and 100000000),
	CONSTRAINT "appointments_included_tax_total_range" CHECK ("appointments"."included_tax_total" between 0 and 100000000),
	CONSTRAINT "appointments_business_date_range" CHECK ("appointments"."business_date" between '2000-01-01' and '2100-12-31'),
	CONSTRAINT "appointments_notes_length" CHECK (char_length("appointments"."notes") <= 2000),
	CONSTRAINT "appointments_bay_length" CHECK (char_length("appointments"."bay") <= 60),
	CONSTRAINT "appointments_cancel_reason_length" CHECK (char_length("appointments"."cancel_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "duration_minutes" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bookable_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_lines" ADD CONSTRAINT "appointment_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_lines" ADD CONSTRAINT "appointment_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_lines_appointment_idx" ON "appointment_lines" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_sale_key" ON "appointments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("business_date","start_at");--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "appointments_pending_idx" ON "appointments" USING btree ("start_at") WHERE status = 'Pending';--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","series_index");