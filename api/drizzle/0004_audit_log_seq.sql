DROP INDEX "audit_logs_resource_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("company_id","resource_type","resource_id","occurred_at" DESC NULLS LAST,"seq" DESC NULLS LAST);