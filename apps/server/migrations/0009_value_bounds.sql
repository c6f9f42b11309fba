ALTER TABLE "customers" ADD CONSTRAINT "customers_name_length" CHECK (char_length("customers"."name") <= 120);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_email_length" CHECK (char_length("customers"."email") <= 254);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_length" CHECK (char_length("customers"."address") <= 200);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_length" CHECK (char_length("customers"."city") <= 80);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_state_length" CHECK (char_length("customers"."state") <= 40);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_zip_length" CHECK (char_length("customers"."zip") <= 12);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_note_length" CHECK (char_length("customers"."note") <= 2000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_first_name_length" CHECK (char_length("users"."first_name") <= 60);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_name_length" CHECK (char_length("users"."last_name") <= 60);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_length" CHECK (char_length("vehicles"."make") <= 100);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_length" CHECK (char_length("vehicles"."model") <= 100);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tag_length" CHECK (char_length("vehicles"."tag") <= 20);--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_quantity_range" CHECK ("combo_items"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_range" CHECK ("payments"."amount" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tip_range" CHECK ("payments"."tip" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_length" CHECK (char_length("payments"."reference") <= 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_range" CHECK ("products"."price" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cost_range" CHECK ("products"."cost" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_rate_range" CHECK ("products"."discount_rate" between 0 and 100000000 and ("products"."discount_type" <> 1 or "products"."discount_rate" <= 100000));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_range" CHECK ("products"."tax_rate" between 0 and 100000000 and ("products"."tax_type" <> 1 or "products"."tax_rate" <= 100000));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fixed_discount_within_price" CHECK ("products"."discount_type" <> 2 or "products"."discount_rate" <= "products"."price");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_name_length" CHECK (char_length("products"."name") <= 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_code_length" CHECK (char_length("products"."code") <= 40);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_length" CHECK (char_length("products"."category") <= 60);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_length" CHECK (char_length("products"."image") <= 2000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_description_length" CHECK (char_length("products"."description") <= 2000);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_range" CHECK ("refunds"."amount" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_length" CHECK (char_length("refunds"."reason") <= 500);--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_quantity_range" CHECK ("sale_lines"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_unit_price_range" CHECK ("sale_lines"."unit_price" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_unit_discount_range" CHECK ("sale_lines"."unit_discount" between 0 and "sale_lines"."unit_price");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amount_range" CHECK ("sales"."amount" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sub_total_range" CHECK ("sales"."sub_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_discount_total_range" CHECK ("sales"."discount_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tax_total_range" CHECK ("sales"."tax_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_included_tax_total_range" CHECK ("sales"."included_tax_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_paid_total_range" CHECK ("sales"."paid_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tip_total_range" CHECK ("sales"."tip_total" between 0 and greatest("sales"."amount", 100000));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_notes_length" CHECK (char_length("sales"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_ticket_label_length" CHECK (char_length("sales"."ticket_label") <= 40);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_delete_reason_length" CHECK (char_length("sales"."delete_reason") <= 500);--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_quantity_range" CHECK ("purchase_lines"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_price_range" CHECK ("purchase_lines"."price" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_discount_rate_range" CHECK ("purchase_lines"."discount_rate" between 0 and 100000000 and ("purchase_lines"."discount_type" <> 1 or "purchase_lines"."discount_rate" <= 100000));--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_tax_rate_range" CHECK ("purchase_lines"."tax_rate" between 0 and 100000000 and ("purchase_lines"."tax_type" <> 1 or "purchase_lines"."tax_rate" <= 100000));--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_fixed_discount_within_price" CHECK ("purchase_lines"."discount_type" <> 2 or "purchase_lines"."discount_rate" <= "purchase_lines"."price");--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_note_length" CHECK (char_length("purchase_lines"."note") <= 500);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_amount_range" CHECK ("purchases"."amount" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_notes_length" CHECK (char_length("purchases"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_length" CHECK (char_length("vendors"."company") <= 120);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_representative_length" CHECK (char_length("vendors"."representative") <= 120);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_email_length" CHECK (char_length("vendors"."email") <= 254);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_website_length" CHECK (char_length("vendors"."website") <= 2000);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_address_length" CHECK (char_length("vendors"."address") <= 200);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_city_length" CHECK (char_length("vendors"."city") <= 80);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_state_length" CHECK (char_length("vendors"."state") <= 40);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_zip_length" CHECK (char_length("vendors"."zip") <= 12);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_notes_length" CHECK (char_length("vendors"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_name_length" CHECK (char_length("expense_categories"."name") <= 60);--> statement-breakpoint
ALTER TABLE "expense_schedules" ADD CONSTRAINT "expense_schedules_amount_range" CHECK ("expense_schedules"."amount" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "expense_schedules" ADD CONSTRAINT "expense_schedules_start_date_range" CHECK ("expense_schedules"."start_date" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "expense_schedules" ADD CONSTRAINT "expense_schedules_reference_length" CHECK (char_length("expense_schedules"."reference") <= 100);--> statement-breakpoint
ALTER TABLE "expense_schedules" ADD CONSTRAINT "expense_schedules_notes_length" CHECK (char_length("expense_schedules"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_amount_range" CHECK ("expenses"."amount" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_date_range" CHECK ("expenses"."date" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reference_length" CHECK (char_length("expenses"."reference") <= 100);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_notes_length" CHECK (char_length("expenses"."notes") <= 2000);--> statement-breakpoint
ALTER TABLE "cash_drops" ADD CONSTRAINT "cash_drops_amount_range" CHECK ("cash_drops"."amount" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "cash_drops" ADD CONSTRAINT "cash_drops_note_length" CHECK (char_length("cash_drops"."note") <= 500);--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_close_note_length" CHECK (char_length("register_sessions"."close_note") <= 500);--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_name_length" CHECK (char_length("registers"."name") <= 60);--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quantity_range" CHECK ("quote_lines"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_unit_price_range" CHECK ("quote_lines"."unit_price" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_unit_discount_range" CHECK ("quote_lines"."unit_discount" between 0 and "quote_lines"."unit_price");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_amount_range" CHECK ("quotes"."amount" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sub_total_range" CHECK ("quotes"."sub_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_discount_total_range" CHECK ("quotes"."discount_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tax_total_range" CHECK ("quotes"."tax_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_included_tax_total_range" CHECK ("quotes"."included_tax_total" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_valid_until_range" CHECK ("quotes"."valid_until" between '2000-01-01' and '2100-12-31');--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_notes_length" CHECK (char_length("quotes"."notes") <= 2000);