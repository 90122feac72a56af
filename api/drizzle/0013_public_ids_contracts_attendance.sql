CREATE TABLE "attendance_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"token" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rotated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"place_id" uuid,
	"work_date" date NOT NULL,
	"record_type" text NOT NULL,
	"time" text NOT NULL,
	"source" text NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"edit_reason" text,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_records_time_format" CHECK ("time_records"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "attendance_links" ADD CONSTRAINT "attendance_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_links" ADD CONSTRAINT "attendance_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_links_place_key" ON "attendance_links" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_links_token_key" ON "attendance_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "attendance_links_company_idx" ON "attendance_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "time_records_person_date_idx" ON "time_records" USING btree ("person_id","work_date","time");--> statement-breakpoint
CREATE INDEX "time_records_company_date_idx" ON "time_records" USING btree ("company_id","work_date");--> statement-breakpoint
CREATE INDEX "time_records_company_place_date_idx" ON "time_records" USING btree ("company_id","place_id","work_date");