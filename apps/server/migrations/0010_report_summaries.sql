CREATE TABLE "summary_day_expenses" (
	"business_date" date NOT NULL,
	"category_id" uuid NOT NULL,
	"paid_by" smallint NOT NULL,
	"scheduled" boolean NOT NULL,
	"in_drawer" boolean NOT NULL,
	"expense_count" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_payments" (
	"business_date" date NOT NULL,
	"method" smallint NOT NULL,
	"origin" smallint NOT NULL,
	"taken_by" uuid NOT NULL,
	"in_drawer" boolean NOT NULL,
	"payment_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"tip" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_products" (
	"business_date" date NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"vehicle_type" text NOT NULL,
	"sale_count" integer NOT NULL,
	"car_count" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gross" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_purchase_lines" (
	"business_date" date NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_purchases" (
	"business_date" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	"paid_by" text NOT NULL,
	"purchase_count" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_refunds" (
	"business_date" date NOT NULL,
	"kind" smallint NOT NULL,
	"method" smallint NOT NULL,
	"given_by" uuid NOT NULL,
	"in_drawer" boolean NOT NULL,
	"refund_count" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_sales" (
	"business_date" date NOT NULL,
	"vehicle_type" text NOT NULL,
	"hour" smallint NOT NULL,
	"cashier_id" uuid NOT NULL,
	"sale_count" integer NOT NULL,
	"car_count" integer NOT NULL,
	"pending_count" integer NOT NULL,
	"pending_amount" bigint NOT NULL,
	"pending_paid" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"sub_total" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"included_tax" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_day_staff" (
	"business_date" date NOT NULL,
	"staff_id" uuid NOT NULL,
	"line_count" integer NOT NULL,
	"net" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_days" (
	"business_date" date PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"computed_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "summary_day_expenses_date_idx" ON "summary_day_expenses" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_payments_date_idx" ON "summary_day_payments" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_products_date_idx" ON "summary_day_products" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_purchase_lines_date_idx" ON "summary_day_purchase_lines" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_purchases_date_idx" ON "summary_day_purchases" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_refunds_date_idx" ON "summary_day_refunds" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_sales_date_idx" ON "summary_day_sales" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "summary_day_staff_date_idx" ON "summary_day_staff" USING btree ("business_date");