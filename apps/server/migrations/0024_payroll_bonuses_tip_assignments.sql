CREATE TABLE "payroll_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payroll_bonuses_amount" CHECK ("payroll_bonuses"."amount" > 0),
	CONSTRAINT "payroll_bonuses_note_length" CHECK (char_length("payroll_bonuses"."note") <= 60)
);
--> statement-breakpoint
CREATE TABLE "payroll_tip_assignments" (
	"business_date" date PRIMARY KEY NOT NULL,
	"employee_ids" jsonb NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_bonuses" ADD CONSTRAINT "payroll_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonuses" ADD CONSTRAINT "payroll_bonuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tip_assignments" ADD CONSTRAINT "payroll_tip_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_bonuses_date_idx" ON "payroll_bonuses" USING btree ("business_date","user_id") WHERE removed_at is null;