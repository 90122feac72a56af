CREATE TABLE "device_self_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_instance_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"report_result" text NOT NULL,
	"device_condition" text NOT NULL,
	"scan_mode" text,
	"scanned_value" text,
	"memo" text,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"pattern_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"anchor_date" date NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"current_step_index" integer DEFAULT 0 NOT NULL,
	"forms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abort_reason" text,
	"aborted_at" timestamp with time zone,
	"aborted_by" uuid,
	"completed_at" timestamp with time zone,
	"started_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_package_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ja" text,
	"description_en" text,
	"definition" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "operation_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"core" text NOT NULL,
	"kind" text NOT NULL,
	"subject_kind" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ja" text,
	"description_en" text,
	"self_service" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"pattern_id" uuid NOT NULL,
	"title" text,
	"anchor_date" date NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_task_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"step_key" text NOT NULL,
	"step_name_ja" text NOT NULL,
	"step_name_en" text NOT NULL,
	"task_key" text NOT NULL,
	"task_index" integer NOT NULL,
	"kind" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"assignee_kind" text NOT NULL,
	"assignee_user_id" uuid,
	"assignee_person_id" uuid,
	"assignee_role_id" uuid,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"due_date" date,
	"form_id" text,
	"form_values" jsonb,
	"decision" text,
	"comment" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "tasks" CASCADE;--> statement-breakpoint
ALTER TABLE "device_self_reports" ADD CONSTRAINT "device_self_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_self_reports" ADD CONSTRAINT "device_self_reports_task_instance_id_operation_task_instances_id_fk" FOREIGN KEY ("task_instance_id") REFERENCES "public"."operation_task_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_self_reports" ADD CONSTRAINT "device_self_reports_request_id_operation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."operation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_self_reports" ADD CONSTRAINT "device_self_reports_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_self_reports" ADD CONSTRAINT "device_self_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_package_id_operation_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."operation_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_pattern_id_operation_package_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."operation_package_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_request_id_operation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."operation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_aborted_by_users_id_fk" FOREIGN KEY ("aborted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_instances" ADD CONSTRAINT "operation_instances_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_package_patterns" ADD CONSTRAINT "operation_package_patterns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_package_patterns" ADD CONSTRAINT "operation_package_patterns_package_id_operation_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."operation_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_package_patterns" ADD CONSTRAINT "operation_package_patterns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_package_patterns" ADD CONSTRAINT "operation_package_patterns_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_packages" ADD CONSTRAINT "operation_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_requests" ADD CONSTRAINT "operation_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_requests" ADD CONSTRAINT "operation_requests_package_id_operation_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."operation_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_requests" ADD CONSTRAINT "operation_requests_pattern_id_operation_package_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."operation_package_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_requests" ADD CONSTRAINT "operation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_instance_id_operation_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."operation_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_assignee_person_id_people_id_fk" FOREIGN KEY ("assignee_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_assignee_role_id_roles_id_fk" FOREIGN KEY ("assignee_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_task_instances" ADD CONSTRAINT "operation_task_instances_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_self_reports_task_key" ON "device_self_reports" USING btree ("task_instance_id");--> statement-breakpoint
CREATE INDEX "device_self_reports_request_idx" ON "device_self_reports" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "operation_instances_pattern_status_idx" ON "operation_instances" USING btree ("company_id","pattern_id","status");--> statement-breakpoint
CREATE INDEX "operation_instances_package_status_idx" ON "operation_instances" USING btree ("company_id","package_id","status");--> statement-breakpoint
CREATE INDEX "operation_instances_request_idx" ON "operation_instances" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "operation_instances_subject_idx" ON "operation_instances" USING btree ("company_id","subject_kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_instances_one_open_key" ON "operation_instances" USING btree ("pattern_id","subject_id") WHERE status = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "operation_package_patterns_package_idx" ON "operation_package_patterns" USING btree ("company_id","package_id");--> statement-breakpoint
CREATE INDEX "operation_packages_company_core_idx" ON "operation_packages" USING btree ("company_id","core","archived_at");--> statement-breakpoint
CREATE INDEX "operation_requests_pattern_idx" ON "operation_requests" USING btree ("company_id","pattern_id","requested_at");--> statement-breakpoint
CREATE INDEX "operation_task_instances_instance_idx" ON "operation_task_instances" USING btree ("instance_id","step_index","task_index");--> statement-breakpoint
CREATE INDEX "operation_task_instances_assignee_idx" ON "operation_task_instances" USING btree ("company_id","assignee_user_id","status","due_date");