CREATE TABLE "purchase_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"image" text,
	"note" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"tax_type" smallint NOT NULL,
	"tax_method" smallint NOT NULL,
	"tax_rate" integer NOT NULL,
	"discount_type" smallint NOT NULL,
	"discount_rate" integer NOT NULL,
	"discount_total" bigint NOT NULL,
	"net_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"sub_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"vendor_id" uuid NOT NULL,
	"paid_by" text NOT NULL,
	"amount" bigint NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"representative" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_lines_purchase_idx" ON "purchase_lines" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchase_lines_product_idx" ON "purchase_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "purchases_vendor_idx" ON "purchases" USING btree ("vendor_id","date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "purchases_paid_by_idx" ON "purchases" USING btree ("paid_by","date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_company_idx" ON "vendors" USING btree ((lower("company") collate "C"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_company_trgm_idx" ON "vendors" USING gin (lower("company") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_representative_trgm_idx" ON "vendors" USING gin (lower("representative") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_email_trgm_idx" ON "vendors" USING gin (lower("email") gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vendors_phone_trgm_idx" ON "vendors" USING gin ("phone" gin_trgm_ops) WHERE deleted_at is null;