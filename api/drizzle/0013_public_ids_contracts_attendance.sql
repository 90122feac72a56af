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
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"comment" text,
	"related_contract_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_risk_provisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"clause_kind" text NOT NULL,
	"clause_reference" text,
	"risk_level" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"contract_number" text,
	"contract_type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"counterparty_name" text NOT NULL,
	"counterparty_contact" text,
	"our_party_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"renewal_term_months" integer,
	"notice_period_days" integer,
	"amount" numeric(16, 2),
	"currency" text DEFAULT 'JPY' NOT NULL,
	"billing_cycle" text DEFAULT 'MONTHLY' NOT NULL,
	"notes" text,
	"terminated_on" date,
	"previous_contract_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(contract_number, '') || ' ' || counterparty_name || ' ' || coalesce(counterparty_contact, '') || ' ' || our_party_name || ' ' || coalesce(notes, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "contracts_term_order" CHECK (end_date is null or end_date >= start_date),
	CONSTRAINT "contracts_amount_check" CHECK (amount is null or amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_id_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"public_id_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"side" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"public_id_type" text NOT NULL,
	"national_id_type" text,
	"number_ciphertext" text NOT NULL,
	"number_key_id" text NOT NULL,
	"number_blind_index" text NOT NULL,
	"masked_number" text NOT NULL,
	"issue_date" date,
	"expiry_date" date,
	"issuing_country" text,
	"name_on_document" text,
	"issuing_authority" text,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_ids_person_type_key" UNIQUE NULLS NOT DISTINCT("person_id","public_id_type","national_id_type")
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
ALTER TABLE "product_permissions" ADD COLUMN "privileges" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_links" ADD CONSTRAINT "attendance_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_links" ADD CONSTRAINT "attendance_links_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_related_contract_id_contracts_id_fk" FOREIGN KEY ("related_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_risk_provisions" ADD CONSTRAINT "contract_risk_provisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_risk_provisions" ADD CONSTRAINT "contract_risk_provisions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_subjects" ADD CONSTRAINT "contract_subjects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_subjects" ADD CONSTRAINT "contract_subjects_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_previous_contract_id_contracts_id_fk" FOREIGN KEY ("previous_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_id_files" ADD CONSTRAINT "public_id_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_id_files" ADD CONSTRAINT "public_id_files_public_id_id_public_ids_id_fk" FOREIGN KEY ("public_id_id") REFERENCES "public"."public_ids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_id_files" ADD CONSTRAINT "public_id_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_ids" ADD CONSTRAINT "public_ids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_ids" ADD CONSTRAINT "public_ids_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_records" ADD CONSTRAINT "time_records_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_links_place_key" ON "attendance_links" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_links_token_key" ON "attendance_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "attendance_links_company_idx" ON "attendance_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","occurred_at");--> statement-breakpoint
CREATE INDEX "contract_risk_provisions_contract_idx" ON "contract_risk_provisions" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_subjects_contract_subject_key" ON "contract_subjects" USING btree ("contract_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "contract_subjects_subject_idx" ON "contract_subjects" USING btree ("company_id","subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_number_key" ON "contracts" USING btree ("company_id","contract_number") WHERE status <> 'RENEWED';--> statement-breakpoint
CREATE INDEX "contracts_company_type_title_idx" ON "contracts" USING btree ("company_id","contract_type","title","id");--> statement-breakpoint
CREATE INDEX "contracts_company_end_idx" ON "contracts" USING btree ("company_id","end_date");--> statement-breakpoint
CREATE INDEX "contracts_previous_idx" ON "contracts" USING btree ("previous_contract_id");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "public_id_files_storage_key_key" ON "public_id_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "public_id_files_public_id_idx" ON "public_id_files" USING btree ("public_id_id");--> statement-breakpoint
CREATE INDEX "public_ids_company_type_idx" ON "public_ids" USING btree ("company_id","public_id_type","national_id_type");--> statement-breakpoint
CREATE INDEX "public_ids_company_blind_index_idx" ON "public_ids" USING btree ("company_id","number_blind_index");--> statement-breakpoint
CREATE INDEX "public_ids_key_idx" ON "public_ids" USING btree ("number_key_id");--> statement-breakpoint
CREATE INDEX "time_records_person_date_idx" ON "time_records" USING btree ("person_id","work_date","time");--> statement-breakpoint
CREATE INDEX "time_records_company_date_idx" ON "time_records" USING btree ("company_id","work_date");--> statement-breakpoint
CREATE INDEX "time_records_company_place_date_idx" ON "time_records" USING btree ("company_id","place_id","work_date");