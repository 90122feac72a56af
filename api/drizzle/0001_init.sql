CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"mfa_email_enabled" boolean DEFAULT false NOT NULL,
	"marketplace_available" boolean DEFAULT true NOT NULL,
	"is_marketplace_customer" boolean DEFAULT false NOT NULL,
	"is_marketplace_supplier" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"genre" text NOT NULL,
	"model" text NOT NULL,
	"os" text NOT NULL,
	"device_tag" text NOT NULL,
	"asset_tag" text NOT NULL,
	"category" text NOT NULL,
	"assigned_person_id" uuid,
	"place_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"email" text NOT NULL,
	"family_name_ja" text NOT NULL,
	"given_name_ja" text NOT NULL,
	"family_name_en" text NOT NULL,
	"given_name_en" text NOT NULL,
	"middle_name" text,
	"grants_operator" boolean DEFAULT false NOT NULL,
	"grants_individual" boolean DEFAULT true NOT NULL,
	"person_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"genre" text NOT NULL,
	"image_url" text,
	"price" bigint,
	"currency_code" text NOT NULL,
	"price_kind" text NOT NULL,
	"contract_method" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_ja || ' ' || name_en || ' ' || maker || ' ' || model)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"network_name" text NOT NULL,
	"network_type" text NOT NULL,
	"connection_type" text NOT NULL,
	"network_category" text NOT NULL,
	"purpose" text,
	"destination_type" text,
	"place_id" uuid,
	"admin_person_id" uuid,
	"access_level" text NOT NULL,
	"access_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"worker_number" text NOT NULL,
	"family_name_ja" text NOT NULL,
	"given_name_ja" text NOT NULL,
	"family_name_kana" text NOT NULL,
	"given_name_kana" text NOT NULL,
	"family_name_en" text NOT NULL,
	"given_name_en" text NOT NULL,
	"email" text NOT NULL,
	"avatar_url" text,
	"worker_type" text NOT NULL,
	"status" text NOT NULL,
	"department_id" uuid,
	"position_id" uuid,
	"job_type_id" uuid,
	"place_id" uuid,
	"joined_at" date,
	"leaving_at" date,
	"name_kana" text GENERATED ALWAYS AS (family_name_kana || ' ' || given_name_kana) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(family_name_ja || given_name_ja || ' ' || family_name_kana || given_name_kana || ' ' || given_name_en || ' ' || family_name_en || ' ' || email || ' ' || worker_number)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"email" text,
	"phone_number" text,
	"website" text,
	"address_ja" text,
	"address_en" text,
	"established_date" date,
	"avatar_url" text,
	"business_place_type_id" uuid,
	"office_type_id" uuid,
	"ownership_type_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || name_ja || ' ' || name_en || ' ' || coalesce(address_ja, '') || ' ' || coalesce(address_en, '') || ' ' || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mfa_pending" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"vendor_name" text NOT NULL,
	"usage_status" text NOT NULL,
	"integration_status" text NOT NULL,
	"logo_url" text,
	"user_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || vendor_name)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"assignee_user_id" uuid NOT NULL,
	"title_ja" text NOT NULL,
	"title_en" text NOT NULL,
	"operation_package_name_ja" text,
	"operation_package_name_en" text,
	"status" text NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"family_name_ja" text NOT NULL,
	"given_name_ja" text NOT NULL,
	"family_name_en" text NOT NULL,
	"given_name_en" text NOT NULL,
	"person_id" uuid,
	"locale" text DEFAULT 'ja-JP' NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_assigned_person_id_people_id_fk" FOREIGN KEY ("assigned_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD CONSTRAINT "marketplace_products_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_admin_person_id_people_id_fk" FOREIGN KEY ("admin_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_department_id_org_units_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_position_id_org_units_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_type_id_org_units_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_types" ADD CONSTRAINT "place_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_business_place_type_id_place_types_id_fk" FOREIGN KEY ("business_place_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_office_type_id_place_types_id_fk" FOREIGN KEY ("office_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_ownership_type_id_place_types_id_fk" FOREIGN KEY ("ownership_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software" ADD CONSTRAINT "software_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_kind_key" ON "accounts" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "accounts_company_kind_idx" ON "accounts" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "devices_company_name_idx" ON "devices" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_hash_key" ON "invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "marketplace_products_name_idx" ON "marketplace_products" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "networks_company_name_idx" ON "networks" USING btree ("company_id","network_name");--> statement-breakpoint
CREATE INDEX "one_time_codes_session_idx" ON "one_time_codes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "org_units_company_kind_idx" ON "org_units" USING btree ("company_id","kind","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "people_company_worker_number_key" ON "people" USING btree ("company_id","worker_number");--> statement-breakpoint
CREATE INDEX "people_company_name_kana_idx" ON "people" USING btree ("company_id","name_kana","id");--> statement-breakpoint
CREATE INDEX "people_company_name_en_idx" ON "people" USING btree ("company_id","family_name_en","given_name_en","id");--> statement-breakpoint
CREATE INDEX "people_company_email_idx" ON "people" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "people_company_joined_idx" ON "people" USING btree ("company_id","joined_at","id");--> statement-breakpoint
CREATE INDEX "people_company_type_status_idx" ON "people" USING btree ("company_id","worker_type","status");--> statement-breakpoint
CREATE INDEX "people_company_department_idx" ON "people" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_types_company_kind_idx" ON "place_types" USING btree ("company_id","kind","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "places_company_code_key" ON "places" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "places_company_name_en_idx" ON "places" USING btree ("company_id","name_en","id");--> statement-breakpoint
CREATE INDEX "places_company_name_ja_idx" ON "places" USING btree ("company_id","name_ja","id");--> statement-breakpoint
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "software_company_type_idx" ON "software" USING btree ("company_id","type","integration_status");--> statement-breakpoint
CREATE INDEX "software_company_name_idx" ON "software" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "software_search_trgm_idx" ON "software" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("company_id","assignee_user_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");