import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables every domain shares (issue 32, docs/api-layout.md): companies (the tenants), users,
 * accounts, invitations, sessions and one-time codes, sign-in failures, the audit log, CSV imports
 * and idempotency keys, plus the column helpers every table uses (`id`, `companyId`, `createdAt`).
 * A domain's own tables live in `api/src/<domain>/schema.ts`; `api/src/schema.ts` gathers them all.
 *
 * Every business row carries `company_id` (the tenant); repositories always filter by the
 * session's company. Bilingual texts are stored twice (`*_ja`, `*_en`). Columns searched by
 * `freeText` are folded into a generated, lower-cased `search_text` with a pg_trgm GIN index
 * (migration 0000 creates the extension).
 */

/** Column helpers: a random UUID primary key, the tenant (cascade on the company's deletion), the creation time. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const companyId = () => uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A tenant: the customer company, or a device supplier of the marketplace. */
export const companies = pgTable('companies', {
  id: id(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
  /** E-mail one-time codes as second factor (DECISIONS.md "Auth and accounts"). */
  mfaEmailEnabled: boolean('mfa_email_enabled').notNull().default(false),
  marketplaceAvailable: boolean('marketplace_available').notNull().default(true),
  isMarketplaceCustomer: boolean('is_marketplace_customer').notNull().default(false),
  isMarketplaceSupplier: boolean('is_marketplace_supplier').notNull().default(false),
  createdAt: createdAt(),
});

/** A person who can sign in. Belongs to one company; may hold an operator and/or individual account. */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64), or null until an invitation is accepted. */
    passwordHash: text('password_hash'),
    familyNameJa: text('family_name_ja').notNull(),
    givenNameJa: text('given_name_ja').notNull(),
    familyNameEn: text('family_name_en').notNull(),
    givenNameEn: text('given_name_en').notNull(),
    personId: uuid('person_id'),
    locale: text('locale').notNull().default('ja-JP'),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** A user's account in an area (000 §6): `OPERATOR` (staff) or `INDIVIDUAL`. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['OPERATOR', 'INDIVIDUAL'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_user_kind_key').on(t.userId, t.kind), index('accounts_company_kind_idx').on(t.companyId, t.kind)],
);

/** An invitation to become a user with the given accounts. Only the SHA-256 of the code is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: companyId(),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    familyNameJa: text('family_name_ja').notNull(),
    givenNameJa: text('given_name_ja').notNull(),
    familyNameEn: text('family_name_en').notNull(),
    givenNameEn: text('given_name_en').notNull(),
    middleName: text('middle_name'),
    grantsOperator: boolean('grants_operator').notNull().default(false),
    grantsIndividual: boolean('grants_individual').notNull().default(true),
    personId: uuid('person_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_code_hash_key').on(t.codeHash), index('invitations_company_idx').on(t.companyId)],
);

/** A session: only the SHA-256 of the cookie token is kept. `mfaPending` until the code is verified. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    mfaPending: boolean('mfa_pending').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** An e-mailed one-time code (6 digits, hashed, 10 minutes, 5 tries) bound to a pending session. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    companyId: companyId(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_session_idx').on(t.sessionId)],
);

/**
 * The audit log (see `api/src/audit/audit-log.ts`): one row per create, update or delete, written
 * in the same transaction as the change. `changes` is `[{ field, before, after }]` with dotted
 * payload paths. `occurred_at` defaults to `clock_timestamp()`; `seq` breaks ties in write order
 * (a clock can give two entries of one transaction the same instant: PGlite's did), so several
 * entries of one transaction keep their order. The actor becomes null when the user is deleted; the entries of a
 * deleted record stay.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    companyId: companyId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    action: text('action', { enum: ['CREATE', 'UPDATE', 'DELETE', 'ACCESS'] }).notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  (t) => [index('audit_logs_resource_idx').on(t.companyId, t.resourceType, t.resourceId, t.occurredAt.desc(), t.seq.desc())],
);

/**
 * Failed sign-ins, one row per failure, keyed by what is throttled (`account:<e-mail>`,
 * `address:<client address>`): the throttle lives in the database so that every API replica sees
 * the same count (issue 9 "Hardening"; `api/src/auth/throttle.ts`). Rows older than the window are
 * deleted as new failures arrive. Not tenant data: a sign-in has no company yet.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.failedAt)],
);

/**
 * One CSV import that wrote its file (issue 29, docs/security.md "Data integrity"): an upload is
 * consumed once. The real import inserts this row in its own transaction, so a second import of the
 * same `uploaded_file_key` (unique per company) answers 409 with this row's `id` and writes nothing.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: id(),
    companyId: companyId(),
    uploadedFileKey: text('uploaded_file_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('csv_imports_company_key_key').on(t.companyId, t.uploadedFileKey)],
);

/**
 * The first answer to a request with an `Idempotency-Key` header (issue 29; IETF httpapi
 * "The Idempotency-Key HTTP Header Field"): per user, key, method and path, with the request body's
 * `fingerprint` (SHA-256 hex). `status` is null while the first request is still running; then
 * `status`, `content_type` and `body` are replayed to a repeat until `expires_at` (24 hours).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.method, t.path] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
