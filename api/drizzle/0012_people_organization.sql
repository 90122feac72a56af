CREATE TABLE "org_plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" uuid,
	"head_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"applied_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "org_unit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" uuid,
	"head_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_plan_changes" ADD CONSTRAINT "org_plan_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_plan_changes" ADD CONSTRAINT "org_plan_changes_plan_id_org_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."org_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_plan_changes" ADD CONSTRAINT "org_plan_changes_head_person_id_people_id_fk" FOREIGN KEY ("head_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_plans" ADD CONSTRAINT "org_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_plans" ADD CONSTRAINT "org_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_plans" ADD CONSTRAINT "org_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_history" ADD CONSTRAINT "org_unit_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_history" ADD CONSTRAINT "org_unit_history_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_plan_changes_plan_unit_key" ON "org_plan_changes" USING btree ("plan_id","unit_id");--> statement-breakpoint
CREATE INDEX "org_plans_company_date_idx" ON "org_plans" USING btree ("company_id","effective_date");--> statement-breakpoint
CREATE INDEX "org_plans_status_date_idx" ON "org_plans" USING btree ("status","effective_date");--> statement-breakpoint
CREATE INDEX "org_unit_history_unit_idx" ON "org_unit_history" USING btree ("unit_id","valid_from");--> statement-breakpoint
CREATE INDEX "org_unit_history_company_idx" ON "org_unit_history" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "people_company_status_leaving_idx" ON "people" USING btree ("company_id","status","leaving_at","id");--> statement-breakpoint
CREATE INDEX "people_company_department_position_idx" ON "people" USING btree ("company_id","department_id","position_id");