CREATE TABLE "equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"equipment_type_id" uuid NOT NULL,
	"equipment_item_id" uuid,
	"model" text,
	"serial_number" text,
	"asset_tag" text,
	"management_type" text,
	"status" text NOT NULL,
	"usage_type" text,
	"placement_type" text,
	"location_status" text,
	"assigned_person_id" uuid,
	"placement_place_id" uuid,
	"memo" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, '') || ' ' || coalesce(asset_tag, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"equipment_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"maker" text,
	"model" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_assigned_person_id_people_id_fk" FOREIGN KEY ("assigned_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_placement_place_id_places_id_fk" FOREIGN KEY ("placement_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_company_asset_tag_key" ON "equipment" USING btree ("company_id","asset_tag");--> statement-breakpoint
CREATE INDEX "equipment_company_name_idx" ON "equipment" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_company_created_idx" ON "equipment" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "equipment_company_type_idx" ON "equipment" USING btree ("company_id","equipment_type_id");--> statement-breakpoint
CREATE INDEX "equipment_company_person_idx" ON "equipment" USING btree ("company_id","assigned_person_id");--> statement-breakpoint
CREATE INDEX "equipment_company_place_idx" ON "equipment" USING btree ("company_id","placement_place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_items_company_code_key" ON "equipment_items" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "equipment_items_type_idx" ON "equipment_items" USING btree ("equipment_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_types_company_code_key" ON "equipment_types" USING btree ("company_id","code");