import { i18n } from '../i18n/i18n';

/** A date (`YYYY-MM-DD` or ISO date-time), a `Date`, or epoch milliseconds. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Formats a date in the active locale: `date` → 2026/11/22 (ja-JP) or 11/22/2026 (en-US);
 * `dateTime` adds hours and minutes. Empty or invalid input gives ''.
 */
export function formatDate(value: DateInput, style: 'date' | 'dateTime' = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    style === 'date'
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(i18n.locale || 'en-US', options).format(date);
}

/** The name parts of a person. */
export interface PersonNameParts {
  familyName?: string | null;
  givenName?: string | null;
  middleName?: string | null;
}

/** A person's full name: family name first in Japanese (山田 太郎), given name first in English. */
export function formatPersonName(person: PersonNameParts): string {
  const family = person.familyName?.trim() ?? '';
  const given = person.givenName?.trim() ?? '';
  const middle = person.middleName?.trim() ?? '';
  const parts = i18n.locale === 'ja-JP' ? [family, middle, given] : [given, middle, family];
  return parts.filter(Boolean).join(' ');
}
