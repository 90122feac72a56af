import * as v from 'valibot';
import { messages } from '../messages';

/** Supported locales (000 §1, §9): `en-US` and `ja-JP`. */
export const localeValues = ['en-US', 'ja-JP'] as const;
/** A supported locale. */
export const localeSchema = v.picklist(localeValues, messages.localeUnsupported.id);
export type Locale = v.InferOutput<typeof localeSchema>;
/** The locale used when neither the request nor the session names one. */
export const defaultLocale: Locale = 'en-US';
