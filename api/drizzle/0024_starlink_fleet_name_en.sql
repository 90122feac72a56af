-- Issue 30: a Starlink terminal and a vehicle keep the name typed (`name`) and an English name beside it (nullable:
-- English screens fall back to the name typed). Their lists' free text finds either name, so `search_text` holds
-- `name_en`: a generated column's expression cannot be altered, so the column is dropped and added again after
-- `name_en`; dropping it drops its trigram index, re-created here.
ALTER TABLE "fleets" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "starlinks" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "fleets" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "fleets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(name_en, '') || ' ' || registration_number || ' ' || maker || ' ' || model || ' ' || coalesce(lease_company, '') || ' ' || coalesce(insurance_company, ''))) STORED;--> statement-breakpoint
CREATE INDEX "fleets_search_trgm_idx" ON "fleets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "starlinks" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "starlinks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(name_en, '') || ' ' || kit_serial_number || ' ' || coalesce(service_line_number, '') || ' ' || plan_name || ' ' || coalesce(router_serial_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "starlinks_search_trgm_idx" ON "starlinks" USING gin ("search_text" gin_trgm_ops);
