CREATE TABLE "system_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"request_id" text,
	"method" text,
	"route" text,
	"status" integer,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_logs_logged_at_idx" ON "system_logs" USING btree ("logged_at");--> statement-breakpoint
CREATE INDEX "system_logs_request_id_idx" ON "system_logs" USING btree ("request_id");