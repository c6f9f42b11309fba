CREATE TABLE "consent_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"channel" text NOT NULL,
	"phone" text,
	"opted_in" boolean NOT NULL,
	"source" text NOT NULL,
	"by_user" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_delivery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_inbound" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"customer_id" uuid,
	"from_phone" text NOT NULL,
	"body" text NOT NULL,
	"intent" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" uuid
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_delivery_events" ADD CONSTRAINT "outbox_delivery_events_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_changes_customer_idx" ON "consent_changes" USING btree ("customer_id","channel","at");--> statement-breakpoint
CREATE INDEX "consent_changes_phone_idx" ON "consent_changes" USING btree ("phone","at") WHERE channel = 'sms';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivery_events_status_key" ON "outbox_delivery_events" USING btree ("outbox_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_provider_message_key" ON "sms_inbound" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_customer_idx" ON "sms_inbound" USING btree ("customer_id","received_at");--> statement-breakpoint
CREATE INDEX "sms_inbound_phone_idx" ON "sms_inbound" USING btree ("from_phone","received_at");--> statement-breakpoint
CREATE INDEX "sms_inbound_unread_idx" ON "sms_inbound" USING btree ("received_at") WHERE read_at is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_message_key" ON "outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "outbox_customer_sms_idx" ON "outbox" USING btree ("customer_id","created_at") WHERE channel = 'sms' and customer_id is not null;--> statement-breakpoint
CREATE INDEX "outbox_sms_recipient_idx" ON "outbox" USING btree ("recipient","created_at") WHERE channel = 'sms';