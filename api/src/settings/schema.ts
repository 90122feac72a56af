import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, pgView, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';
import { people } from '../hr-people/schema';

/**
 * The tables of settings (roles, people groups, column settings, saved views) (issue 32, docs/api-layout.md): the `settings` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

/** A user's column settings of one list (`tableId`, e.g. `networks`): `columns` is `[{ key, visible }]` in display order. */
export const tableSettings = pgTable(
  'table_settings',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    columns: jsonb('columns').$type<{ key: string; visible: boolean }[]>().notNull(),
    density: text('density', { enum: ['default', 'compact'] }).notNull().default('default'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'table_settings_pkey', columns: [t.userId, t.tableId] })],
);

/**
 * A saved view of a list (issue 31 "Saved views"; contracts `settings/saved-views.ts`): the list's
 * URL search and visible columns under a name, owned by a user, optionally shared with a people
 * group (its holders see it; a deleted group leaves the view the owner's alone).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tableId: text('table_id').notNull(),
    name: text('name').notNull(),
    search: text('search').notNull(),
    columns: jsonb('columns').$type<string[]>(),
    peopleGroupId: uuid('people_group_id').references(() => peopleGroups.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_table_name_key').on(t.userId, t.tableId, t.name),
    index('saved_views_company_table_idx').on(t.companyId, t.tableId),
  ],
);

/**
 * A product permission (001 §3 "Product permission columns"; issue 9): a name and the products
 * (`IT`, `HR`, `GA`, `LEGAL`, `MARKETPLACE`, `SETTINGS`) it grants, in that order. `version` counts
 * updates (optimistic concurrency). Names are unique per company; `name_en` is the optional English name.
 */
export const productPermissions = pgTable(
  'product_permissions',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** The English name (issue 30; migration 0023), null when none given: English screens fall back to `name` (as roles and people groups). */
    nameEn: text('name_en'),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    /** Privileges besides the products (issue 13): `MY_NUMBER_HANDLER` (個人番号事務取扱担当者) may reveal and export My Numbers. */
    privileges: text('privileges').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_permissions_company_name_key').on(t.companyId, t.name)],
);

/**
 * A people group (001 §3 "People group columns"): holds the company's people whose worker type is
 * in `worker_types`, plus those included by name, minus those excluded by name (exclusion wins),
 * never alumni. Membership is computed when asked (view `people_group_holders`), so it follows HR
 * data without anyone acting.
 */
export const peopleGroups = pgTable(
  'people_groups',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** The English name (issue 30; migration 0021), null when none given: English screens fall back to `name` (the hr_master_items pattern). */
    nameEn: text('name_en'),
    workerTypes: text('worker_types').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('people_groups_company_name_key').on(t.companyId, t.name)],
);

/** A person named in a people group: `INCLUDE` (a member whatever the worker type) or `EXCLUDE` (never a member). */
export const peopleGroupMembers = pgTable(
  'people_group_members',
  {
    peopleGroupId: uuid('people_group_id').notNull().references(() => peopleGroups.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.peopleGroupId, t.personId] }), index('people_group_members_person_idx').on(t.personId)],
);

/**
 * A role (001 §3 "Role list columns", §6): a name joining product permissions to people groups;
 * everyone its groups hold may use the union of its permissions' products.
 */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** The English name (issue 30; migration 0021), null when none given: English screens fall back to `name`. */
    nameEn: text('name_en'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, t.name)],
);

/** A role's product permissions (a permission referenced by a role cannot be deleted). */
export const roleProductPermissions = pgTable(
  'role_product_permissions',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    productPermissionId: uuid('product_permission_id').notNull().references(() => productPermissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.productPermissionId] }), index('role_product_permissions_permission_idx').on(t.productPermissionId)],
);

/** A role's people groups (a group referenced by a role cannot be deleted). */
export const rolePeopleGroups = pgTable(
  'role_people_groups',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    peopleGroupId: uuid('people_group_id').notNull().references(() => peopleGroups.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.peopleGroupId] }), index('role_people_groups_group_idx').on(t.peopleGroupId)],
);

/** View (migration 0007): the people each people group holds now (see `peopleGroups`). */
export const peopleGroupHolders = pgView('people_group_holders', {
  peopleGroupId: uuid('people_group_id').notNull(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
}).existing();

/** View (migration 0007): the products each person may use, one row per product (union over their roles). */
export const personProducts = pgView('person_products', {
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  product: text('product').notNull(),
}).existing();
