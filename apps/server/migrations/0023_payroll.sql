CREATE TABLE "pay_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stub_id" uuid NOT NULL,
	"source_stub_id" uuid NOT NULL,
	"type" text NOT NULL,
	"workweek" date,
	"hours_ms" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"payment_date" date,
	"gross" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"tips_paid_out" bigint DEFAULT 0 NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"undistributed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tip_mode" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user" uuid,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "pay_runs_status" CHECK ("pay_runs"."status" in ('draft', 'paid', 'voided')),
	CONSTRAINT "pay_runs_paid" CHECK ("pay_runs"."status" = 'draft' or ("pay_runs"."paid_at" is not null and "pay_runs"."payment_date" is not null)),
	CONSTRAINT "pay_runs_void_reason_length" CHECK (char_length("pay_runs"."void_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "pay_stubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reverses" uuid,
	"reversal" boolean DEFAULT false NOT NULL,
	"stub" jsonb NOT NULL,
	"basis" jsonb NOT NULL,
	"gross" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"tips_paid_out" bigint NOT NULL,
	"payment_method" smallint NOT NULL,
	"payment_date" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"kind" text NOT NULL,
	"rate" integer,
	"amount" bigint,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "payroll_commission_rules_kind" CHECK (("payroll_commission_rules"."kind" = 'percent' and "payroll_commission_rules"."rate" is not null) or ("payroll_commission_rules"."kind" = 'perUnit' and "payroll_commission_rules"."amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "payroll_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"rate" integer,
	"amount" bigint,
	"balance" bigint,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "payroll_deductions_kind" CHECK (("payroll_deductions"."kind" = 'percent' and "payroll_deductions"."rate" is not null) or ("payroll_deductions"."kind" = 'fixed' and "payroll_deductions"."amount" is not null)),
	CONSTRAINT "payroll_deductions_label_length" CHECK (char_length("payroll_deductions"."label") <= 60)
);
--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_stub_id_pay_stubs_id_fk" FOREIGN KEY ("stub_id") REFERENCES "public"."pay_stubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_source_stub_id_pay_stubs_id_fk" FOREIGN KEY ("source_stub_id") REFERENCES "public"."pay_stubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_paid_by_user_users_id_fk" FOREIGN KEY ("paid_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_stubs" ADD CONSTRAINT "pay_stubs_run_id_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_stubs" ADD CONSTRAINT "pay_stubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_commission_rules" ADD CONSTRAINT "payroll_commission_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_commission_rules" ADD CONSTRAINT "payroll_commission_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_source_idx" ON "pay_adjustments" USING btree ("source_stub_id");--> statement-breakpoint
CREATE INDEX "pay_adjustments_stub_idx" ON "pay_adjustments" USING btree ("stub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_one_live" ON "pay_runs" USING btree ("schedule","period_start") WHERE status <> 'voided';--> statement-breakpoint
CREATE INDEX "pay_runs_period_idx" ON "pay_runs" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "pay_runs_payment_date_idx" ON "pay_runs" USING btree ("payment_date") WHERE status = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_stubs_run_user" ON "pay_stubs" USING btree ("run_id","user_id") WHERE not reversal;--> statement-breakpoint
CREATE INDEX "pay_stubs_user_idx" ON "pay_stubs" USING btree ("user_id","payment_date");--> statement-breakpoint
CREATE INDEX "payroll_commission_rules_user_idx" ON "payroll_commission_rules" USING btree ("user_id","position") WHERE replaced_at is null;--> statement-breakpoint
CREATE INDEX "payroll_deductions_user_idx" ON "payroll_deductions" USING btree ("user_id","position") WHERE replaced_at is null;