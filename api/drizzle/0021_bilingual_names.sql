ALTER TABLE "contracts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "people_groups" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_en" text;