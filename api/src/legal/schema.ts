import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, users } from '../db/schema';

/**
 * The tables of legal (contracts) (issue 32, docs/api-layout.md): the `legal` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

// ---------------------------------------------------------------------------------------------
// Contracts (issue 13; 001 §2 "Contracts", §3 contract types and currencies; docs/contracts.md)
// ---------------------------------------------------------------------------------------------

/**
 * A contract (契約) of the company: its title and number (unique in the company among the terms
 * not RENEWED, so a renewal keeps its number), type
 * (001 §3), stored lifecycle `status` (DRAFT, UNDER_APPROVAL, ACTIVE, RENEWED, TERMINATED; EXPIRED
 * is derived when read), the parties (counterparty and our party), the term (`start_date`,
 * `end_date` null = indefinite), auto-renewal with its `renewal_term_months` and
 * `notice_period_days` (解約予告期間), the amount in `currency` per `billing_cycle`, `notes`.
 * A renewal is a new row whose `previous_contract_id` is the term before; `terminated_on` is the
 * last day of a terminated contract. `search_text` feeds the list's freeText (trigram index).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    /** The English title (issue 30; migration 0021), null when none given: English screens fall back to `title`. */
    titleEn: text('title_en'),
    contractNumber: text('contract_number'),
    contractType: text('contract_type', { enum: ['EMPLOYMENT', 'DELEGATION', 'SERVICE', 'LEASE', 'SAAS_SOFTWARE', 'OFFICE_RENTAL', 'OTHER'] }).notNull(),
    status: text('status', { enum: ['DRAFT', 'UNDER_APPROVAL', 'ACTIVE', 'RENEWED', 'TERMINATED'] }).notNull().default('DRAFT'),
    counterpartyName: text('counterparty_name').notNull(),
    counterpartyContact: text('counterparty_contact'),
    ourPartyName: text('our_party_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    renewalTermMonths: integer('renewal_term_months'),
    noticePeriodDays: integer('notice_period_days'),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('JPY'),
    billingCycle: text('billing_cycle', { enum: ['ONE_TIME', 'MONTHLY', 'YEARLY'] }).notNull().default('MONTHLY'),
    notes: text('notes'),
    terminatedOn: date('terminated_on', { mode: 'string' }),
    previousContractId: uuid('previous_contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(contract_number, '') || ' ' || counterparty_name || ' ' || coalesce(counterparty_contact, '') || ' ' || our_party_name || ' ' || coalesce(notes, ''))`,
    ),
    /**
     * Record search key (issue 31; docs/search.md): `kanri_search_key` of the fields the palette finds the record by,
     * the English title included (issue 30; migration 0022), so an English title's word finds the contract.
     */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`kanri_search_key(title || '|' || coalesce(title_en, '') || '|' || coalesce(contract_number, '') || '|' || counterparty_name)`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // a renewal keeps its number: only the term in force (not RENEWED) holds it
    uniqueIndex('contracts_company_number_key').on(t.companyId, t.contractNumber).where(sql`status <> 'RENEWED'`),
    index('contracts_company_type_title_idx').on(t.companyId, t.contractType, t.title, t.id),
    index('contracts_company_end_idx').on(t.companyId, t.endDate),
    index('contracts_previous_idx').on(t.previousContractId),
    index('contracts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contracts_search_key_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    check('contracts_term_order', sql`end_date is null or end_date >= start_date`),
    check('contracts_amount_check', sql`amount is null or amount >= 0`),
  ],
);

/**
 * A record a contract covers: a person (the employee of an employment contract, a contractor of a
 * 業務委託), a device, equipment, an app integration or a place, by `subject_type` and
 * `subject_id` (no foreign key: the id points into the type's table; a deleted record shows as
 * gone). One row per record and contract.
 */
export const contractSubjects = pgTable(
  'contract_subjects',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: ['PERSON', 'DEVICE', 'EQUIPMENT', 'APP_INTEGRATION', 'PLACE'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_subjects_contract_subject_key').on(t.contractId, t.subjectType, t.subjectId), index('contract_subjects_subject_idx').on(t.companyId, t.subjectType, t.subjectId)],
);

/**
 * A contract's lifecycle event (the operation-activity timeline and the approvals, 稟議): CREATED,
 * SUBMITTED, APPROVED / REJECTED (the decision, by `actor_user_id`, with its `comment`), RENEWED
 * (on the old term; `related_contract_id` the new) / RENEWED_FROM (on the new term), TERMINATED,
 * IMPORTED. Written in the transaction of the move itself.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CREATED', 'SUBMITTED', 'APPROVED', 'REJECTED', 'RENEWED', 'RENEWED_FROM', 'TERMINATED', 'IMPORTED'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    relatedContractId: uuid('related_contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.occurredAt)],
);

/**
 * A risk provision of a contract (a clause a legal review flags): `clause_kind` (損害賠償上限,
 * 秘密保持, 反社会的勢力排除, 中途解約, 自動更新, 準拠法・管轄, 知的財産, other), where it is
 * (`clause_reference`, e.g. 第12条), `risk_level` LOW / MEDIUM / HIGH and a `note`.
 */
export const contractRiskProvisions = pgTable(
  'contract_risk_provisions',
  {
    id: id(),
    companyId: companyId(),
    contractId: uuid('contract_id').notNull().references(() => contracts.id, { onDelete: 'cascade' }),
    clauseKind: text('clause_kind', {
      enum: ['LIABILITY_CAP', 'CONFIDENTIALITY', 'ANTI_SOCIAL_FORCES', 'TERMINATION_FOR_CONVENIENCE', 'AUTO_RENEWAL', 'GOVERNING_LAW', 'INTELLECTUAL_PROPERTY', 'OTHER'],
    }).notNull(),
    clauseReference: text('clause_reference'),
    riskLevel: text('risk_level', { enum: ['LOW', 'MEDIUM', 'HIGH'] }).notNull(),
    note: text('note'),
    /** Optimistic concurrency (issue 29): every update adds one; a PATCH of the provision with another answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contract_risk_provisions_contract_idx').on(t.contractId)],
);
