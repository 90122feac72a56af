import { useLingui } from '@lingui/react/macro';
import { RecordSection, RecordSections, useRecordValues } from '@kanri/ui';
import type { AppIntegration } from '@kanri/contracts';

/**
 * The architecture tab: how the product reaches the app — the authentication method the app
 * offers, whether a connector reads its accounts (a custom app has none: accounts come by CSV),
 * user provisioning, SSO and MDM support and state.
 */
export function ArchitectureTab({ integration }: { integration: AppIntegration }) {
  const { t } = useLingui();
  const values = useRecordValues();
  const supports = (feature: string) => integration.features.includes(feature);
  const state = (supported: boolean, on: boolean) => (!supported ? t`Not supported by the app` : on ? t`On` : t`Off`);
  return (
    <RecordSections>
      <RecordSection
        title={t`Connection`}
        items={[
          { key: 'auth', label: t`Authentication method`, children: values.text(integration.authMethod) },
          { key: 'connector', label: t`Account source`, children: integration.isCustomApp ? t`CSV import (a custom app has no connector)` : t`Connector (simulated)` },
          { key: 'authenticated', label: t`Authenticated`, children: values.date(integration.authenticatedAt, 'dateTime') },
          { key: 'refreshed', label: t`Last refreshed`, children: values.date(integration.lastRefreshedAt, 'dateTime') },
        ]}
      />
      <RecordSection
        title={t`Features`}
        items={[
          { key: 'provisioning', label: t`User provisioning`, children: state(supports('USER_PROVISIONING'), integration.userProvisioning) },
          { key: 'sso', label: t`Single sign-on`, children: supports('SSO') ? t`Supported by the app` : t`Not supported by the app` },
          { key: 'mdm', label: t`MDM`, children: state(supports('MDM'), integration.mdmActivatedAt !== null) },
        ]}
      />
    </RecordSections>
  );
}
