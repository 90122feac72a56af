CREATE TABLE "app_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_integration_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"app_role_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_id" uuid,
	"software_id" uuid,
	"name" text NOT NULL,
	"is_custom_app" boolean DEFAULT false NOT NULL,
	"custom_app_type" text,
	"integrated_tenant_name" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"contract_anchor_month" integer,
	"contract_anchor_day" integer,
	"billing_cycle_unit" text,
	"billing_cycle_length" integer,
	"pricing_model" text,
	"price_of_unit_per_billing_cycle" numeric(14, 2),
	"currency_code" text DEFAULT 'JPY' NOT NULL,
	"plan_name" text,
	"unit" text,
	"user_provisioning" boolean DEFAULT false NOT NULL,
	"authenticated_at" timestamp with time zone,
	"mdm_activated_at" timestamp with time zone,
	"inactive_days" integer DEFAULT 90 NOT NULL,
	"refresh_status" text DEFAULT 'IDLE' NOT NULL,
	"refresh_requested_at" timestamp with time zone,
	"last_refreshed_at" timestamp with time zone,
	"refresh_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "app_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_integration_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_integration_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"email" text,
	"avatar_url" text,
	"configured_mfa" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"external_created_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"last_signed_in_at" timestamp with time zone,
	"status_name" text,
	"actual_role_name" text,
	"person_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(display_name, '') || ' ' || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"category_id" text NOT NULL,
	"description_ja" text NOT NULL,
	"description_en" text NOT NULL,
	"website_url" text,
	"logo_url" text,
	"connector" text DEFAULT 'simulated' NOT NULL,
	"auth_method" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || vendor_name)) STORED
);
--> statement-breakpoint
CREATE TABLE "person_email_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shadow_it_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"traceable_app_id" uuid NOT NULL,
	"person_id" uuid,
	"user_email" text NOT NULL,
	"url" text NOT NULL,
	"detection_tool" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traceable_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text,
	"category" text NOT NULL,
	"website_url" text NOT NULL,
	"integratable_app_id" uuid
);
--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "custom_saas_type" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "renewal_date" date;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "hosting" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "environments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "auth_method" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "provision_method" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "compliance" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "patch_state" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "architecture_notes" text;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "app_assignments" ADD CONSTRAINT "app_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_assignments" ADD CONSTRAINT "app_assignments_app_integration_id_app_integrations_id_fk" FOREIGN KEY ("app_integration_id") REFERENCES "public"."app_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_assignments" ADD CONSTRAINT "app_assignments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_assignments" ADD CONSTRAINT "app_assignments_app_role_id_app_roles_id_fk" FOREIGN KEY ("app_role_id") REFERENCES "public"."app_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD CONSTRAINT "app_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_roles" ADD CONSTRAINT "app_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_roles" ADD CONSTRAINT "app_roles_app_integration_id_app_integrations_id_fk" FOREIGN KEY ("app_integration_id") REFERENCES "public"."app_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_app_integration_id_app_integrations_id_fk" FOREIGN KEY ("app_integration_id") REFERENCES "public"."app_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_category_id_app_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."app_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_email_aliases" ADD CONSTRAINT "person_email_aliases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_email_aliases" ADD CONSTRAINT "person_email_aliases_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_it_visits" ADD CONSTRAINT "shadow_it_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_it_visits" ADD CONSTRAINT "shadow_it_visits_traceable_app_id_traceable_apps_id_fk" FOREIGN KEY ("traceable_app_id") REFERENCES "public"."traceable_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_it_visits" ADD CONSTRAINT "shadow_it_visits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceable_apps" ADD CONSTRAINT "traceable_apps_integratable_app_id_apps_id_fk" FOREIGN KEY ("integratable_app_id") REFERENCES "public"."apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_assignments_integration_person_key" ON "app_assignments" USING btree ("app_integration_id","person_id");--> statement-breakpoint
CREATE INDEX "app_assignments_company_person_idx" ON "app_assignments" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE INDEX "app_integrations_company_name_idx" ON "app_integrations" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "app_integrations_software_idx" ON "app_integrations" USING btree ("software_id");--> statement-breakpoint
CREATE INDEX "app_integrations_app_idx" ON "app_integrations" USING btree ("company_id","app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_roles_integration_name_key" ON "app_roles" USING btree ("app_integration_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_integration_external_key" ON "app_users" USING btree ("app_integration_id","external_id");--> statement-breakpoint
CREATE INDEX "app_users_integration_name_idx" ON "app_users" USING btree ("app_integration_id","name","id");--> statement-breakpoint
CREATE INDEX "app_users_integration_email_idx" ON "app_users" USING btree ("app_integration_id","email","id");--> statement-breakpoint
CREATE INDEX "app_users_integration_signed_in_idx" ON "app_users" USING btree ("app_integration_id","last_signed_in_at","id");--> statement-breakpoint
CREATE INDEX "app_users_company_email_idx" ON "app_users" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "app_users_person_idx" ON "app_users" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "app_users_search_trgm_idx" ON "app_users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "apps_name_key" ON "apps" USING btree ("name");--> statement-breakpoint
CREATE INDEX "apps_category_idx" ON "apps" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE INDEX "apps_search_trgm_idx" ON "apps" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "person_email_aliases_company_email_key" ON "person_email_aliases" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "person_email_aliases_person_idx" ON "person_email_aliases" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "shadow_it_visits_company_visited_idx" ON "shadow_it_visits" USING btree ("company_id","visited_at","id");--> statement-breakpoint
CREATE INDEX "shadow_it_visits_company_app_idx" ON "shadow_it_visits" USING btree ("company_id","traceable_app_id","visited_at");--> statement-breakpoint
ALTER TABLE "software" ADD CONSTRAINT "software_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software" ADD CONSTRAINT "software_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_company_lower_email_idx" ON "people" USING btree ("company_id",lower("email"),"id");