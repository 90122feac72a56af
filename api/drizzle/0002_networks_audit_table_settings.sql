CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_user_id" uuid,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_settings" (
	"user_id" uuid NOT NULL,
	"table_id" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_settings_pkey" PRIMARY KEY("user_id","table_id")
);
--> statement-breakpoint
DROP INDEX "networks_company_name_idx";--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "network_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "connection_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "network_category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "access_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "access_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "access_period_from" date;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "access_period_to" date;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(network_name || ' ' || coalesce(purpose, ''))) STORED;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_settings" ADD CONSTRAINT "table_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("company_id","resource_type","resource_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "networks_company_type_idx" ON "networks" USING btree ("company_id","network_type","id");--> statement-breakpoint
CREATE INDEX "networks_company_type_desc_idx" ON "networks" USING btree ("company_id","network_type" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "networks_company_purpose_idx" ON "networks" USING btree ("company_id","purpose","id");--> statement-breakpoint
CREATE INDEX "networks_company_purpose_desc_idx" ON "networks" USING btree ("company_id","purpose" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "networks_company_admin_idx" ON "networks" USING btree ("company_id","admin_person_id","id");--> statement-breakpoint
CREATE INDEX "networks_place_idx" ON "networks" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "networks_device_idx" ON "networks" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "networks_search_trgm_idx" ON "networks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "networks_company_name_idx" ON "networks" USING btree ("company_id","network_name","id");