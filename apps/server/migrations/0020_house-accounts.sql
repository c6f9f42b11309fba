CREATE TABLE "account_charges" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"invoice_date" date NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_charges_amount_range" CHECK ("account_charges"."amount" between 0 and 100000000),
	CONSTRAINT "account_charges_driver_name_length" CHECK (char_length("account_charges"."driver_name") <= 60),
	CONSTRAINT "account_charges_reference_length" CHECK (char_length("account_charges"."reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "account_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"origin" smallint,
	"register_session_id" uuid,
	"business_date" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payments_amount_range" CHECK ("account_payments"."amount" between 0 and 100000000),
	CONSTRAINT "account_payments_reference_length" CHECK (char_length("account_payments"."reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "account_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint NOT NULL,
	"outbox_id" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_accounts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"credit_limit" bigint NOT NULL,
	"terms" smallint NOT NULL,
	"status" smallint NOT NULL,
	"drivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "house_accounts_credit_limit_range" CHECK ("house_accounts"."credit_limit" between 0 and 100000000),
	CONSTRAINT "house_accounts_note_length" CHECK (char_length("house_accounts"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "on_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "paid_by" smallint GENERATED ALWAYS AS (case when on_account then 2 when paid_total >= amount then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "account_charges" ADD CONSTRAINT "account_charges_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_charges" ADD CONSTRAINT "account_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_charges" ADD CONSTRAINT "account_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_accounts" ADD CONSTRAINT "house_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_accounts" ADD CONSTRAINT "house_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_charges_customer_idx" ON "account_charges" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "account_payments_customer_idx" ON "account_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_statements_monthly_key" ON "account_statements" USING btree ("customer_id","period") WHERE kind = 'monthly';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_payment_id_account_payments_id_fk" FOREIGN KEY ("account_payment_id") REFERENCES "public"."account_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_on_account_idx" ON "sales" USING btree ("customer_id","business_date") WHERE on_account and deleted_at is null;