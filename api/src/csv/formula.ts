/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, tab and carriage return at the start of the cell, and the full-width `＝ ＋ － ＠`
 * (U+FF1D, U+FF0B, U+FF0D, U+FF20), which a spreadsheet in Japanese settings may read as their
 * half-width forms (issue 29).
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell as written to an export: a value starting with `=`, `+`, `-`, `@`, tab or CR (or a
 * full-width `＝ ＋ － ＠`) gets a leading `'`, so Excel, LibreOffice and Google Sheets show it as
 * text instead of running it (docs/csv.md "Formula escaping"). A negative number such as `-5` therefore exports as `'-5`; the import removes
 * that one leading `'` again before a value starting with one of those characters, so an exported
 * file imports back unchanged.
 */
export function escapeFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** The inverse of `escapeFormula` for an imported cell: `'=1+2` → `=1+2`; any other value unchanged. */
export function unescapeFormula(value: string): string {
  return value.length > 1 && value[0] === "'" && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
