import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { nationalIdTypeLabels, publicIdTypeLabels, type PublicIdRow } from '@kanri/contracts';

/** How many days before its expiry date a public ID counts as "expiring soon" (docs/public-ids.md). */
export const publicIdExpirySoonDays = 90;

/** Where a document stands against its expiry date: expired, expiring within {@link publicIdExpirySoonDays}, or neither. */
export type PublicIdExpiryState = 'EXPIRED' | 'EXPIRING_SOON' | null;

/** Today as `YYYY-MM-DD` in the browser's time zone (the dates of a public ID are calendar dates). */
function todayIso(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The expiry state of a document from its `expiryDate` (`YYYY-MM-DD` or null): `EXPIRED` when the
 * date is before today (the expiry day itself is still valid), `EXPIRING_SOON` when it falls
 * within the next {@link publicIdExpirySoonDays} days, else `null` (also without a date).
 */
export function publicIdExpiryState(expiryDate: string | null, now: Date = new Date()): PublicIdExpiryState {
  if (!expiryDate) return null;
  const today = todayIso(now);
  if (expiryDate < today) return 'EXPIRED';
  const soon = new Date(now.getFullYear(), now.getMonth(), now.getDate() + publicIdExpirySoonDays);
  return expiryDate <= todayIso(soon) ? 'EXPIRING_SOON' : null;
}

/** A tag for an expired or soon-expiring document ("Expired" red, "Expires soon" orange); nothing otherwise. */
export function PublicIdExpiryTag({ expiryDate }: { expiryDate: string | null }) {
  const { t } = useLingui();
  const state = publicIdExpiryState(expiryDate);
  if (state === 'EXPIRED') return <Tag color="red">{t({ message: 'Expired', context: 'publicIdExpiry' })}</Tag>;
  if (state === 'EXPIRING_SOON') return <Tag color="orange">{t({ message: 'Expires soon', context: 'publicIdExpiry' })}</Tag>;
  return null;
}

/**
 * A masked number (`********5678`: only the last four digits, as the API answers it for every
 * type) in a monospace face, so the masks line up down a column.
 */
export function MaskedPublicIdNumber({ value }: { value: string }) {
  return (
    <Typography.Text style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>{value}</Typography.Text>
  );
}

/**
 * The name of a country from its ISO 3166-1 alpha-2 code in the reader's language (`JP` → 日本 /
 * Japan), the code itself when the browser does not know it; '' for `null`.
 */
export function useCountryName() {
  const { i18n } = useLingui();
  return (code: string | null) => {
    if (!code) return '';
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** Codes `Intl.DisplayNames` names that are not current ISO 3166-1 countries (withdrawn, reserved, groupings). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- ISO codes, not text
const notCountries = new Set('AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '));

/** The ISO 3166-1 alpha-2 codes the browser can name (about 250), for the issuing-country choice. */
function countryCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !notCountries.has(code)) codes.push(code);
    }
  }
  return codes;
}

let knownCountryCodes: string[] | undefined;

/**
 * The issuing-country choices: `{ value: code, label: 'Name (CODE)' }` in the reader's language,
 * sorted by name in its collation; Japan first (most documents of a Japanese company are Japanese).
 */
export function useCountryOptions(): { value: string; label: string }[] {
  const { i18n } = useLingui();
  const countryName = useCountryName();
  return useMemo(() => {
    knownCountryCodes ??= countryCodes();
    const collator = new Intl.Collator(i18n.locale);
    const options = knownCountryCodes.map((code) => ({ value: code, label: `${countryName(code)} (${code})` }));
    options.sort((a, b) => (a.value === 'JP' ? -1 : b.value === 'JP' ? 1 : collator.compare(a.label, b.label)));
    return options;
    // countryName follows the locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.locale]);
}

/**
 * The kind of a public ID as people say it: the national ID's own type (My Number, National
 * Registration Identity Card) when it has one, else the public ID type (National ID, Passport).
 */
export function usePublicIdKindLabel() {
  const { i18n } = useLingui();
  return (row: Pick<PublicIdRow, 'publicIdType' | 'nationalIdType'>) =>
    row.publicIdType === 'NATIONAL_ID' && row.nationalIdType ? i18n._(nationalIdTypeLabels[row.nationalIdType]) : i18n._(publicIdTypeLabels[row.publicIdType]);
}
