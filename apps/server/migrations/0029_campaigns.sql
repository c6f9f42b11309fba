CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"filter" jsonb NOT NULL,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"cursor" uuid,
	"audience_count" integer DEFAULT 0 NOT NULL,
	"skipped_duplicate" integer DEFAULT 0 NOT NULL,
	"skipped_cap" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("send_at") WHERE status <> 'queued';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_alert_sms_idx" ON "customers" USING btree ("id") WHERE alert_sms and deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_alert_email_idx" ON "customers" USING btree ("id") WHERE alert_email and deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_type_customer_idx" ON "vehicles" USING btree ("type","customer_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_campaign_recipient_key" ON "outbox" USING btree ("campaign_id","recipient") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "outbox_campaign_day_idx" ON "outbox" USING btree ("channel","created_at") WHERE campaign_id is not null;