import * as v from 'valibot';
import { messages } from '../messages';

/** Supported locales (000 §1, §9): `en-US` and `ja-JP`. */
export const localeValues = ['en-US', 'ja-JP'] as const;
/** A supported locale. */
export const localeSchema = v.picklist(localeValues, messages.localeUnsupported.id);
export type Locale = v.InferOutput<typeof localeSchema>;
/** The locale used when neither the request nor the session names one. */
export const defaultLocale: Locale = 'en-US';

/**
 * A name's or title's English version beside the one a company typed (issue 30: roles, people
 * groups, contract titles; the HR master items' `nameEn` pattern): optional, at most `maxLength`
 * characters, trimmed; empty or only spaces is none (null), and English screens then show the name
 * typed. Absent (undefined) is left to the caller: none on create, unchanged on update.
 */
export const optionalEnglishName = (maxLength: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(messages.invalidType.id),
        v.trim(),
        v.maxLength(maxLength, messages.maxLength.id),
        v.transform((name) => (name === '' ? null : name)),
      ),
    ),
  );

/**
 * A name a company defines, as rows answer it (issue 30; docs/fields.md "Names a company defines"):
 * `name` in the request's language (English: `nameEn`, falling back to the name typed; Japanese:
 * the name typed), and both as stored for the edit form: `nameJa` (the name typed, required) and
 * `nameEn` (null: none given). Spread into a row's `v.object` entries.
 */
export const bilingualNameEntries = { name: v.string(), nameJa: v.string(), nameEn: v.nullable(v.string()) };
