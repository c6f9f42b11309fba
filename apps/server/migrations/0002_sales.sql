CREATE TABLE "combo_items" (
	"combo_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"entity" text,
	"entity_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"method" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"tip" bigint DEFAULT 0 NOT NULL,
	"tendered" bigint,
	"change" bigint,
	"reference" text DEFAULT '' NOT NULL,
	"origin" smallint,
	"points" integer,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"register_session_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"tax_type" smallint DEFAULT 0 NOT NULL,
	"tax_method" smallint DEFAULT 0 NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"discount_type" smallint DEFAULT 0 NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"vehicle_prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"method" smallint NOT NULL,
	"payment_id" uuid,
	"reason" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_session_id" uuid,
	"business_date" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
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
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"customer_id" uuid,
	"vehicle_id" uuid,
	"vehicle_type" text,
	"service_mode" smallint,
	"notes" text DEFAULT '' NOT NULL,
	"cashier_id" uuid NOT NULL,
	"register_session_id" uuid,
	"status" smallint NOT NULL,
	"invoice_status" smallint NOT NULL,
	"sub_total" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"included_tax_total" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_total" bigint DEFAULT 0 NOT NULL,
	"tip_total" bigint DEFAULT 0 NOT NULL,
	"refunded_total" bigint DEFAULT 0 NOT NULL,
	"award_points_earned" integer DEFAULT 0 NOT NULL,
	"award_points_redeemed" integer DEFAULT 0 NOT NULL,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"delete_reason" text
);
--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_combo_id_products_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combo_items_key" ON "combo_items" USING btree ("combo_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_channel_created_idx" ON "outbox" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "payments_sale_idx" ON "payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree (lower("code")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name") text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "refunds_business_date_idx" ON "refunds" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_lines_product_idx" ON "sale_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_number_key" ON "sales" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sales_business_date_idx" ON "sales" USING btree ("business_date","number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_cashier_idx" ON "sales" USING btree ("cashier_id","business_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_status_idx" ON "sales" USING btree ("status","business_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_register_session_idx" ON "sales" USING btree ("register_session_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_deleted_idx" ON "sales" USING btree ("deleted_at") WHERE deleted_at is not null;