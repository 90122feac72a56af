import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/** The two views of shadow IT (001 §2 "Shadow-IT pages"): the apps list and the visit histories, each its own page. */
export function ShadowItTabs() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Shadow IT views`}
      items={[
        { path: '/software/alerts/shadow-it/apps', label: t({ message: 'Apps', context: 'shadowItView' }) },
        { path: '/software/alerts/shadow-it/visit-histories', label: t({ message: 'Visit histories', context: 'shadowItView' }) },
      ]}
    />
  );
}
