-- Issue 30: the palette finds a contract by its English title. A generated column's expression cannot be
-- altered, so the column is dropped and added again; dropping it drops its trigram index, re-created here.
ALTER TABLE "contracts" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_key" text GENERATED ALWAYS AS (kanri_search_key(title || '|' || coalesce(title_en, '') || '|' || coalesce(contract_number, '') || '|' || counterparty_name)) STORED;--> statement-breakpoint
CREATE INDEX "contracts_search_key_trgm_idx" ON "contracts" USING gin ("search_key" gin_trgm_ops);
