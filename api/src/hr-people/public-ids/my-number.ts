import { isValidMyNumber, maskPublicIdNumber, myNumberCheckDigit, normalizePublicIdNumber } from '@kanri/contracts';

/**
 * My Number (個人番号) rules on the server (docs/public-ids.md "My Number rules"). The formula lives
 * in the contracts (`myNumberCheckDigit`), so the add form and the API refuse the same numbers;
 * this module is the server's one import of it, with what only the server needs.
 *
 * The check digit (行政手続における特定の個人を識別するための番号の利用等に関する法律施行規則 第1条):
 * Pn is the n-th of the first 11 digits counted from the right, Qn = n + 1 (n ≤ 6) or n − 5
 * (n ≥ 7); with r = Σ Pn × Qn mod 11 the check digit is 0 when r ≤ 1, else 11 − r.
 */
export { isValidMyNumber, maskPublicIdNumber, myNumberCheckDigit, normalizePublicIdNumber };

/**
 * A valid My Number from any 11 digits (the check digit appended): for seeds and tests, which must
 * never carry a real person's number.
 * @throws {RangeError} when `first11` is not 11 digits
 */
export function withCheckDigit(first11: string): string {
  return first11 + String(myNumberCheckDigit(first11));
}

/** True when `text` is a bare 12-digit string (a freeText that may be a My Number). */
export function looksLikeMyNumber(text: string): boolean {
  return /^\d{12}$/.test(normalizePublicIdNumber(text));
}
