import { Segmented } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useLocale, useToast, type Locale } from '@kanri/runtime';

/** The header's language switch: English / 日本語 (autonyms), saved to the session. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const toast = useToast();
  return (
    <Segmented<Locale>
      aria-label={t`Language`}
      size="small"
      value={locale}
      onChange={(next) => void setLocale(next).catch((error: Error) => toast.error(error.message))}
      options={[
        { value: 'en-US', label: <span lang="en">English</span> },
        { value: 'ja-JP', label: <span lang="ja">日本語</span> },
      ]}
    />
  );
}
