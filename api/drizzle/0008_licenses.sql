CREATE TABLE "license_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"license_id" uuid NOT NULL,
	"assignee_type" text NOT NULL,
	"person_id" uuid,
	"device_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	CONSTRAINT "license_assignments_holder_check" CHECK ((assignee_type = 'PERSON' AND person_id IS NOT NULL AND device_id IS NULL) OR (assignee_type = 'DEVICE' AND device_id IS NOT NULL AND person_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"license_name" text NOT NULL,
	"allocation_type" text NOT NULL,
	"software_id" uuid,
	"app_integration_id" text,
	"vendor_name" text,
	"seats_total" integer NOT NULL,
	"per_unit_basis" text NOT NULL,
	"price" numeric(14, 2),
	"currency" text DEFAULT 'JPY' NOT NULL,
	"billing_unit" text DEFAULT 'MONTH' NOT NULL,
	"term_start" date,
	"expiry_date" date,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(license_name || ' ' || coalesce(vendor_name, '') || ' ' || coalesce(notes, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "licenses_seats_total_check" CHECK (seats_total >= 0)
);
--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_assignments" ADD CONSTRAINT "license_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_assignments_person_key" ON "license_assignments" USING btree ("license_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "license_assignments_device_key" ON "license_assignments" USING btree ("license_id","device_id");--> statement-breakpoint
CREATE INDEX "license_assignments_company_person_idx" ON "license_assignments" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE INDEX "license_assignments_company_device_idx" ON "license_assignments" USING btree ("company_id","device_id");--> statement-breakpoint
CREATE INDEX "licenses_company_name_idx" ON "licenses" USING btree ("company_id","license_name","id");--> statement-breakpoint
CREATE INDEX "licenses_company_type_name_idx" ON "licenses" USING btree ("company_id","allocation_type","license_name","id");--> statement-breakpoint
CREATE INDEX "licenses_company_expiry_idx" ON "licenses" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE INDEX "licenses_software_idx" ON "licenses" USING btree ("software_id");--> statement-breakpoint
CREATE INDEX "licenses_search_trgm_idx" ON "licenses" USING gin ("search_text" gin_trgm_ops);