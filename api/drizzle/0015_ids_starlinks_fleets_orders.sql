CREATE TABLE "fleet_mileage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"fleet_id" uuid NOT NULL,
	"recorded_on" date NOT NULL,
	"mileage_km" integer NOT NULL,
	"recorded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "fleet_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"inspection_alert_days" integer DEFAULT 60 NOT NULL,
	"insurance_alert_days" integer DEFAULT 30 NOT NULL,
	"mileage_alert_km" integer DEFAULT 100000 NOT NULL,
	"safe_driving_manager_person_id" uuid,
	"alcohol_check_required" boolean DEFAULT true NOT NULL,
	"license_check_interval_months" integer DEFAULT 12 NOT NULL,
	"rules_ja" text,
	"rules_en" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"main_type" text NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"model_year" integer,
	"color" text,
	"fuel_type" text,
	"ownership" text NOT NULL,
	"lease_company" text,
	"lease_end_date" date,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"place_id" uuid,
	"assigned_person_id" uuid,
	"inspection_due_date" date,
	"compulsory_insurance_due_date" date,
	"insurance_company" text,
	"insurance_due_date" date,
	"mileage_km" integer,
	"mileage_recorded_on" date,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || registration_number || ' ' || maker || ' ' || model || ' ' || coalesce(lease_company, '') || ' ' || coalesce(insurance_company, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_id_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_person_id" uuid,
	"password_rotation_days" integer,
	"mfa_required" boolean DEFAULT false NOT NULL,
	"review_interval_months" integer,
	"last_reviewed_at" date,
	"search_text" text GENERATED ALWAYS AS (lower(login_id || ' ' || name || ' ' || coalesce(description, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"contract_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_order_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"comment" text,
	"delivery_date" date,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"quantity" integer NOT NULL,
	"contract_method" text NOT NULL,
	"price_kind" text NOT NULL,
	"unit_price" bigint,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigserial NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"ordered_by_user_id" uuid,
	"ordered_by_person_id" uuid,
	"status" text DEFAULT 'UNTOUCHED' NOT NULL,
	"delivery_place_id" uuid,
	"delivery_address" text,
	"note" text,
	"currency_code" text NOT NULL,
	"total_one_shot" bigint DEFAULT 0 NOT NULL,
	"total_monthly" bigint DEFAULT 0 NOT NULL,
	"delivery_date" date,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_administrators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"starlink_id" uuid NOT NULL,
	"category" text NOT NULL,
	"message_ja" text NOT NULL,
	"message_en" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "starlink_usage_daily" (
	"company_id" uuid NOT NULL,
	"starlink_id" uuid NOT NULL,
	"day" date NOT NULL,
	"data_gb" numeric(10, 3) NOT NULL,
	CONSTRAINT "starlink_usage_daily_starlink_id_day_pk" PRIMARY KEY("starlink_id","day")
);
--> statement-breakpoint
CREATE TABLE "starlinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kit_serial_number" text NOT NULL,
	"service_line_number" text,
	"status" text NOT NULL,
	"network_status" text NOT NULL,
	"sim_status" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_data_gb" numeric(10, 2),
	"data_usage_gb" numeric(10, 2) DEFAULT 0 NOT NULL,
	"billing_cycle_start" date,
	"last_seen_at" timestamp with time zone,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"place_id" uuid,
	"admin_person_id" uuid,
	"software_version" text,
	"router_serial_number" text,
	"activated_at" date,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || kit_serial_number || ' ' || coalesce(service_line_number, '') || ' ' || plan_name || ' ' || coalesce(router_serial_number, ''))) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD COLUMN "description_ja" text;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "fleet_mileage_logs" ADD CONSTRAINT "fleet_mileage_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_mileage_logs" ADD CONSTRAINT "fleet_mileage_logs_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_mileage_logs" ADD CONSTRAINT "fleet_mileage_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_settings" ADD CONSTRAINT "fleet_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_settings" ADD CONSTRAINT "fleet_settings_safe_driving_manager_person_id_people_id_fk" FOREIGN KEY ("safe_driving_manager_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_assigned_person_id_people_id_fk" FOREIGN KEY ("assigned_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_id_members" ADD CONSTRAINT "group_id_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_id_members" ADD CONSTRAINT "group_id_members_group_id_id_group_ids_id_fk" FOREIGN KEY ("group_id_id") REFERENCES "public"."group_ids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_id_members" ADD CONSTRAINT "group_id_members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_id_members" ADD CONSTRAINT "group_id_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ids" ADD CONSTRAINT "group_ids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ids" ADD CONSTRAINT "group_ids_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_activities" ADD CONSTRAINT "marketplace_order_activities_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_activities" ADD CONSTRAINT "marketplace_order_activities_actor_company_id_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_activities" ADD CONSTRAINT "marketplace_order_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_items" ADD CONSTRAINT "marketplace_order_items_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_items" ADD CONSTRAINT "marketplace_order_items_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_ordered_by_person_id_people_id_fk" FOREIGN KEY ("ordered_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_delivery_place_id_places_id_fk" FOREIGN KEY ("delivery_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_administrators" ADD CONSTRAINT "place_administrators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_administrators" ADD CONSTRAINT "place_administrators_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_administrators" ADD CONSTRAINT "place_administrators_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_administrators" ADD CONSTRAINT "place_administrators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_alerts" ADD CONSTRAINT "starlink_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_alerts" ADD CONSTRAINT "starlink_alerts_starlink_id_starlinks_id_fk" FOREIGN KEY ("starlink_id") REFERENCES "public"."starlinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_alerts" ADD CONSTRAINT "starlink_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_usage_daily" ADD CONSTRAINT "starlink_usage_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_usage_daily" ADD CONSTRAINT "starlink_usage_daily_starlink_id_starlinks_id_fk" FOREIGN KEY ("starlink_id") REFERENCES "public"."starlinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlinks" ADD CONSTRAINT "starlinks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlinks" ADD CONSTRAINT "starlinks_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlinks" ADD CONSTRAINT "starlinks_admin_person_id_people_id_fk" FOREIGN KEY ("admin_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_mileage_logs_fleet_day_key" ON "fleet_mileage_logs" USING btree ("fleet_id","recorded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_company_registration_key" ON "fleets" USING btree ("company_id","registration_number");--> statement-breakpoint
CREATE INDEX "fleets_company_name_idx" ON "fleets" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "fleets_search_trgm_idx" ON "fleets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "group_id_members_group_person_key" ON "group_id_members" USING btree ("group_id_id","person_id");--> statement-breakpoint
CREATE INDEX "group_id_members_person_idx" ON "group_id_members" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_ids_company_login_key" ON "group_ids" USING btree ("company_id",lower("login_id"));--> statement-breakpoint
CREATE INDEX "group_ids_search_trgm_idx" ON "group_ids" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_cart_items_user_product_key" ON "marketplace_cart_items" USING btree ("user_id","product_id","contract_method");--> statement-breakpoint
CREATE INDEX "marketplace_order_activities_order_idx" ON "marketplace_order_activities" USING btree ("order_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "marketplace_order_items_order_idx" ON "marketplace_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_orders_number_key" ON "marketplace_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "marketplace_orders_customer_idx" ON "marketplace_orders" USING btree ("customer_company_id","order_number");--> statement-breakpoint
CREATE INDEX "marketplace_orders_supplier_idx" ON "marketplace_orders" USING btree ("supplier_company_id","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_administrators_place_person_role_key" ON "place_administrators" USING btree ("place_id","person_id","role");--> statement-breakpoint
CREATE INDEX "place_administrators_person_idx" ON "place_administrators" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "starlink_alerts_company_category_idx" ON "starlink_alerts" USING btree ("company_id","category","detected_at");--> statement-breakpoint
CREATE INDEX "starlink_alerts_starlink_idx" ON "starlink_alerts" USING btree ("starlink_id");--> statement-breakpoint
CREATE UNIQUE INDEX "starlinks_company_kit_key" ON "starlinks" USING btree ("company_id","kit_serial_number");--> statement-breakpoint
CREATE INDEX "starlinks_company_name_idx" ON "starlinks" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "starlinks_search_trgm_idx" ON "starlinks" USING gin ("search_text" gin_trgm_ops);