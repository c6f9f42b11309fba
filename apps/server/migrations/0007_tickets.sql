ALTER TABLE "sales" ADD COLUMN "ticket_label" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "resumed_at" timestamp with time zone;