CREATE TABLE "time_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "time_breaks_kind" CHECK ("time_breaks"."kind" in ('rest', 'meal'))
);
--> statement-breakpoint
CREATE TABLE "time_punches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"action" text NOT NULL,
	"break_kind" text,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_shift_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shift_id" uuid NOT NULL,
	"by_user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb,
	CONSTRAINT "time_shift_audit_reason_length" CHECK (char_length("time_shift_audit"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "time_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"clocked_in_at" timestamp with time zone NOT NULL,
	"clocked_out_at" timestamp with time zone,
	"business_date" date NOT NULL,
	"flagged_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_shifts_out_after_in" CHECK ("time_shifts"."clocked_out_at" is null or "time_shifts"."clocked_out_at" >= "time_shifts"."clocked_in_at")
);
--> statement-breakpoint
ALTER TABLE "time_breaks" ADD CONSTRAINT "time_breaks_shift_id_time_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."time_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_shift_id_time_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."time_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_shift_audit" ADD CONSTRAINT "time_shift_audit_shift_id_time_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."time_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_shift_audit" ADD CONSTRAINT "time_shift_audit_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_shifts" ADD CONSTRAINT "time_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_breaks_one_open" ON "time_breaks" USING btree ("shift_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "time_breaks_shift_idx" ON "time_breaks" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "time_punches_shift_idx" ON "time_punches" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "time_shift_audit_shift_idx" ON "time_shift_audit" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_shifts_one_open" ON "time_shifts" USING btree ("user_id") WHERE clocked_out_at is null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "time_shifts_user_in_idx" ON "time_shifts" USING btree ("user_id","clocked_in_at");--> statement-breakpoint
CREATE INDEX "time_shifts_business_date_idx" ON "time_shifts" USING btree ("business_date");