CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sale_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"skipped_reason" text,
	"outbox_id" bigint,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_rating_range" CHECK ("review_requests"."rating" is null or "review_requests"."rating" between 1 and 5),
	CONSTRAINT "review_requests_comment_length" CHECK (char_length("review_requests"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_sale_key" ON "review_requests" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "review_requests_customer_idx" ON "review_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("due_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "review_requests_created_idx" ON "review_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "review_requests_rated_idx" ON "review_requests" USING btree ("rated_at") WHERE rating is not null;