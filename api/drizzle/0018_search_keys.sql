-- Issue 31 (docs/search.md): the record search key. NFKC (full-width letters and digits, half-width
-- katakana), whitespace removed, lower case, katakana as hiragana (ァ..ヶ → ぁ..ゖ). IMMUTABLE, so
-- a STORED generated column can use it; the API sends the query through the same function.
CREATE OR REPLACE FUNCTION kanri_search_key(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(regexp_replace(normalize(input, NFKC), '\s+', '', 'g')), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ') $$;--> statement-breakpoint
ALTER TABLE "app_integrations" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(name || '|' || coalesce(integrated_tenant_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(title || '|' || coalesce(contract_number, '') || '|' || counterparty_name)) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(name || '|' || device_tag || '|' || coalesce(serial_number, '') || '|' || coalesce(asset_tag, ''))) STORED;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(name || '|' || coalesce(serial_number, '') || '|' || coalesce(asset_tag, '') || '|' || coalesce(model, ''))) STORED;--> statement-breakpoint
ALTER TABLE "group_ids" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(login_id || '|' || name)) STORED;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(license_name || '|' || coalesce(vendor_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(family_name_ja || given_name_ja || '|' || given_name_ja || '|' || family_name_kana || given_name_kana || '|' || given_name_kana || '|' || given_name_en || family_name_en || '|' || family_name_en || given_name_en || '|' || email || '|' || worker_number)) STORED;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(code || '|' || name_ja || '|' || name_en)) STORED;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(name || '|' || vendor_name)) STORED;--> statement-breakpoint
CREATE INDEX "app_integrations_search_key_trgm_idx" ON "app_integrations" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_search_key_trgm_idx" ON "contracts" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_search_key_trgm_idx" ON "devices" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_search_key_trgm_idx" ON "equipment" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "group_ids_search_key_trgm_idx" ON "group_ids" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "licenses_search_key_trgm_idx" ON "licenses" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_key_trgm_idx" ON "people" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_search_key_trgm_idx" ON "places" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "software_search_key_trgm_idx" ON "software" USING gin ("search_key" gin_trgm_ops);