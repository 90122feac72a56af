/**
 * A name kept in both languages where it is stored, to be rendered in the reader's language when
 * read: the Japanese text and the English one (the English falling back to the Japanese when the
 * record has none). The history keeps a referenced record's name so (`StoredAuditChange`'s
 * `beforeName` / `afterName`, api/src/audit/reference-names.ts, docs/fields.md), and a bulk run a
 * refused row's label (`BulkRowLabel`, api/src/bulk/schema.ts, docs/bulk-actions.md). A leaf
 * module of types, importing nothing, so the audit log and the bulk runs' table share the shape
 * without an import circle (api/src/test/import-graph.test.ts).
 */
export interface StoredName {
  ja: string;
  en: string;
}
