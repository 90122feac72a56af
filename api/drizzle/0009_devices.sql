CREATE TABLE "device_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"person_id" uuid,
	"place_id" uuid,
	"checked_out_on" date NOT NULL,
	"expected_checkin_on" date,
	"checked_in_on" date,
	"note" text,
	"check_in_note" text,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "device_assignments_one_target_check" CHECK ((person_id IS NULL) <> (place_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "device_external_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"app_integration_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_lifecycle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"event" text NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "device_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"genre" text NOT NULL,
	"maker" text,
	"model" text,
	"os" text,
	"lifecycle_months" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "devices_company_name_idx";--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "model" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "os" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "asset_tag" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_model_id" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "maker" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "os_version" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "storage" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "storage_capacity_gb" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "memory_gb" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "acquisition" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "purchase_date" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "purchase_price" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lease_end_on" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lifecycle_end_on" date;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lifecycle_status" text DEFAULT 'IN_SERVICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" drop column "category";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "category" text GENERATED ALWAYS AS (CASE WHEN lifecycle_status IN ('DECOMMISSIONED', 'DELETED') THEN 'DECOMMISSIONED' WHEN lifecycle_status = 'TROUBLED' THEN 'IN_TROUBLED' WHEN lifecycle_status = 'ORDERED' THEN 'IN_DISTRIBUTION' WHEN assigned_person_id IS NOT NULL THEN 'IN_USED' WHEN place_id IS NOT NULL THEN 'IN_PLACED' ELSE 'IN_STOCK' END) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || device_tag || ' ' || coalesce(maker, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, '') || ' ' || coalesce(asset_tag, ''))) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_external_records" ADD CONSTRAINT "device_external_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_external_records" ADD CONSTRAINT "device_external_records_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_lifecycle_events" ADD CONSTRAINT "device_lifecycle_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_lifecycle_events" ADD CONSTRAINT "device_lifecycle_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_lifecycle_events" ADD CONSTRAINT "device_lifecycle_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_assignments_device_idx" ON "device_assignments" USING btree ("device_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "device_assignments_open_key" ON "device_assignments" USING btree ("device_id") WHERE checked_in_on IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "device_external_records_source_key" ON "device_external_records" USING btree ("company_id","app_integration_id","external_id");--> statement-breakpoint
CREATE INDEX "device_external_records_device_idx" ON "device_external_records" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_lifecycle_events_device_idx" ON "device_lifecycle_events" USING btree ("device_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_company_name_key" ON "device_models" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "device_models_company_genre_idx" ON "device_models" USING btree ("company_id","genre","name");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_device_model_id_device_models_id_fk" FOREIGN KEY ("device_model_id") REFERENCES "public"."device_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_device_tag_key" ON "devices" USING btree ("company_id","device_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_asset_tag_key" ON "devices" USING btree ("company_id","asset_tag");--> statement-breakpoint
CREATE INDEX "devices_company_category_name_idx" ON "devices" USING btree ("company_id","category","name","id");--> statement-breakpoint
CREATE INDEX "devices_company_model_idx" ON "devices" USING btree ("company_id","model","id");--> statement-breakpoint
CREATE INDEX "devices_company_model_desc_idx" ON "devices" USING btree ("company_id","model" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_company_asset_tag_desc_idx" ON "devices" USING btree ("company_id","asset_tag" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_company_person_idx" ON "devices" USING btree ("company_id","assigned_person_id");--> statement-breakpoint
CREATE INDEX "devices_company_place_idx" ON "devices" USING btree ("company_id","place_id");--> statement-breakpoint
CREATE INDEX "devices_company_serial_idx" ON "devices" USING btree ("company_id","serial_number");--> statement-breakpoint
CREATE INDEX "devices_model_idx" ON "devices" USING btree ("device_model_id");--> statement-breakpoint
CREATE INDEX "devices_search_trgm_idx" ON "devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_company_name_idx" ON "devices" USING btree ("company_id","name","id");--> statement-breakpoint
-- Devices seeded before this migration were given a person and a place: a device is checked out
-- to one of them now (the person wins). Each existing device gets a PROCURED event on its creation
-- day and its open check-out as a device_assignments row.
UPDATE "devices" SET "place_id" = NULL WHERE "assigned_person_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "device_lifecycle_events" ("company_id", "device_id", "event", "occurred_on") SELECT "company_id", "id", 'PROCURED', "created_at"::date FROM "devices";--> statement-breakpoint
INSERT INTO "device_assignments" ("company_id", "device_id", "person_id", "place_id", "checked_out_on") SELECT "company_id", "id", "assigned_person_id", "place_id", "created_at"::date FROM "devices" WHERE "assigned_person_id" IS NOT NULL OR "place_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_one_assignee_check" CHECK (assigned_person_id IS NULL OR place_id IS NULL);