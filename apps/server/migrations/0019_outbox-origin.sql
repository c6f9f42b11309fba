ALTER TABLE "outbox" ADD COLUMN "origin" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_automated_claimed_idx" ON "outbox" USING btree ("channel","claimed_at") WHERE origin <> 'direct';--> statement-breakpoint
-- Where a message comes from decides whether quiet hours and the hourly caps hold it (domain MessageOrigin).
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_origin_check" CHECK ("origin" IN ('direct', 'automated', 'bulk'));
