-- Issue 28: the equipment list sorted by model or serial number (ascending: `asc nulls last`, then id) walks an index
-- and stops after the page, instead of sorting the company's whole equipment (100k: ~50-60 ms a page).
CREATE INDEX "equipment_company_model_idx" ON "equipment" USING btree ("company_id","model","id");--> statement-breakpoint
CREATE INDEX "equipment_company_serial_number_idx" ON "equipment" USING btree ("company_id","serial_number","id");