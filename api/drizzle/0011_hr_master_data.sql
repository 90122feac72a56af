CREATE TABLE "hr_master_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalog" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"rank" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "person_family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"family_name" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name_kana" text,
	"given_name_kana" text,
	"relationship" text NOT NULL,
	"birth_date" date,
	"is_tax_dependent" boolean DEFAULT false NOT NULL,
	"is_health_insurance_dependent" boolean DEFAULT false NOT NULL,
	"lives_together" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_position_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_job_type_id_org_units_id_fk";
--> statement-breakpoint
-- Positions and job types move from org_units to the people settings' catalogs, keeping their ids
-- (people.position_id and people.job_type_id keep pointing at the same entries); org_units keeps the departments.
INSERT INTO "hr_master_items" ("id", "company_id", "catalog", "code", "name", "name_en", "display_order")
  SELECT "id", "company_id", "kind", "code", "name_ja", "name_en", "display_order" FROM "org_units" WHERE "kind" IN ('POSITION', 'JOB_TYPE');
--> statement-breakpoint
DELETE FROM "org_units" WHERE "kind" IN ('POSITION', 'JOB_TYPE');
--> statement-breakpoint
DROP INDEX "org_units_company_kind_idx";--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "head_person_id" uuid;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "valid_from" date DEFAULT '1900-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "middle_name_en" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "personal_email" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "emergency_contact_relationship" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "emergency_contact_phone" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "employment_type_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "job_title_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "job_level_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "job_grade_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "grade_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "job_function_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "job_competency_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "work_mode_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "board_member_type_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "contractor_type_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "collaborator_type_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "health_insurance_association_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "place_social_insurance_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "affiliated_company_name" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "contract_start_date" date;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "contract_end_date" date;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "retirement_reason_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "contract_end_reason_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "leaving_note" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "pay_type" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "base_salary_jpy" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "commuting_allowance_jpy" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "bank_branch_name" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "bank_account_type" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "bank_account_holder_kana" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "external_hr_id" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "hr_master_items" ADD CONSTRAINT "hr_master_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_master_items" ADD CONSTRAINT "hr_master_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_master_items" ADD CONSTRAINT "hr_master_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_family_members" ADD CONSTRAINT "person_family_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_family_members" ADD CONSTRAINT "person_family_members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_master_items_company_catalog_code_key" ON "hr_master_items" USING btree ("company_id","catalog","code");--> statement-breakpoint
CREATE INDEX "hr_master_items_company_catalog_order_idx" ON "hr_master_items" USING btree ("company_id","catalog","display_order","id");--> statement-breakpoint
CREATE INDEX "person_family_members_person_idx" ON "person_family_members" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_parent_id_org_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_head_person_id_people_id_fk" FOREIGN KEY ("head_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_position_id_hr_master_items_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_type_id_hr_master_items_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_employment_type_id_hr_master_items_id_fk" FOREIGN KEY ("employment_type_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_title_id_hr_master_items_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_level_id_hr_master_items_id_fk" FOREIGN KEY ("job_level_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_grade_id_hr_master_items_id_fk" FOREIGN KEY ("job_grade_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_grade_id_hr_master_items_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_function_id_hr_master_items_id_fk" FOREIGN KEY ("job_function_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_job_competency_id_hr_master_items_id_fk" FOREIGN KEY ("job_competency_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_work_mode_id_hr_master_items_id_fk" FOREIGN KEY ("work_mode_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_board_member_type_id_hr_master_items_id_fk" FOREIGN KEY ("board_member_type_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_contractor_type_id_hr_master_items_id_fk" FOREIGN KEY ("contractor_type_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_collaborator_type_id_hr_master_items_id_fk" FOREIGN KEY ("collaborator_type_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_health_insurance_association_id_hr_master_items_id_fk" FOREIGN KEY ("health_insurance_association_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_place_social_insurance_id_hr_master_items_id_fk" FOREIGN KEY ("place_social_insurance_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_retirement_reason_id_hr_master_items_id_fk" FOREIGN KEY ("retirement_reason_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_contract_end_reason_id_hr_master_items_id_fk" FOREIGN KEY ("contract_end_reason_id") REFERENCES "public"."hr_master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_units_company_order_idx" ON "org_units" USING btree ("company_id","display_order");--> statement-breakpoint
CREATE INDEX "org_units_parent_idx" ON "org_units" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_company_code_key" ON "org_units" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "people_company_leaving_idx" ON "people" USING btree ("company_id","leaving_at","id");