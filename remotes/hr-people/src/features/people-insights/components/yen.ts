import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A formatter of whole-yen amounts in the UI's language (`¥300,000`, Intl `currency` JPY). */
export function useYen(): (amount: number) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'JPY' });
    return (amount: number) => format.format(amount);
  }, [i18n.locale]);
}
