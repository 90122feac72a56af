CREATE TABLE "people_group_members" (
	"people_group_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "people_group_members_people_group_id_person_id_pk" PRIMARY KEY("people_group_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "people_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"worker_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_people_groups" (
	"role_id" uuid NOT NULL,
	"people_group_id" uuid NOT NULL,
	CONSTRAINT "role_people_groups_role_id_people_group_id_pk" PRIMARY KEY("role_id","people_group_id")
);
--> statement-breakpoint
CREATE TABLE "role_product_permissions" (
	"role_id" uuid NOT NULL,
	"product_permission_id" uuid NOT NULL,
	CONSTRAINT "role_product_permissions_role_id_product_permission_id_pk" PRIMARY KEY("role_id","product_permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people_group_members" ADD CONSTRAINT "people_group_members_people_group_id_people_groups_id_fk" FOREIGN KEY ("people_group_id") REFERENCES "public"."people_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_group_members" ADD CONSTRAINT "people_group_members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_groups" ADD CONSTRAINT "people_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_permissions" ADD CONSTRAINT "product_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_people_groups" ADD CONSTRAINT "role_people_groups_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_people_groups" ADD CONSTRAINT "role_people_groups_people_group_id_people_groups_id_fk" FOREIGN KEY ("people_group_id") REFERENCES "public"."people_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_product_permissions" ADD CONSTRAINT "role_product_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_product_permissions" ADD CONSTRAINT "role_product_permissions_product_permission_id_product_permissions_id_fk" FOREIGN KEY ("product_permission_id") REFERENCES "public"."product_permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_group_members_person_idx" ON "people_group_members" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_groups_company_name_key" ON "people_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_permissions_company_name_key" ON "product_permissions" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "role_people_groups_group_idx" ON "role_people_groups" USING btree ("people_group_id");--> statement-breakpoint
CREATE INDEX "role_product_permissions_permission_idx" ON "role_product_permissions" USING btree ("product_permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_key" ON "roles" USING btree ("company_id","name");--> statement-breakpoint
-- Who a people group holds now: its worker types, plus people included by name, minus those
-- excluded by name (exclusion wins), never alumni (issue 9; docs/permissions.md).
CREATE VIEW "people_group_holders" AS
SELECT g.id AS people_group_id, g.company_id, p.id AS person_id
FROM "people_groups" g
JOIN "people" p ON p.company_id = g.company_id AND p.status <> 'ALUMNI'
LEFT JOIN "people_group_members" m ON m.people_group_id = g.id AND m.person_id = p.id
WHERE coalesce(m.kind = 'INCLUDE', p.worker_type = ANY (g.worker_types));--> statement-breakpoint
-- The products each person may use: the union over every role whose groups hold them.
CREATE VIEW "person_products" AS
SELECT DISTINCT h.company_id, h.person_id, pr.product
FROM "people_group_holders" h
JOIN "role_people_groups" rg ON rg.people_group_id = h.people_group_id
JOIN "role_product_permissions" rp ON rp.role_id = rg.role_id
JOIN "product_permissions" pp ON pp.id = rp.product_permission_id
CROSS JOIN LATERAL unnest(pp.products) AS pr(product);
