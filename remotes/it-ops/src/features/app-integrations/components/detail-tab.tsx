import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory, RecordSection, RecordSections, RecordTimestamps, useRecordValues } from '@kanri/ui';
import { appContractUnitLabels, appIntegrationStatusLabels, billingCycleUnitLabels, pricingModelLabels, type AppIntegration } from '@kanri/contracts';
import { appIntegrationEnumLabels, appIntegrationFieldLabels } from './app-integration-labels';
import { formatAmount } from './app-integration-format';

/**
 * The detail tab: the integration's fields read-only (app, tenant, status, contract, features),
 * with "Edit in settings" (every field that can change has its PATCH there), and its history
 * (`APP_INTEGRATION` audit entries). Field names are `appIntegrationFields`' (issue 30); the
 * account count and the contract anchor (month and day together) are the tab's own.
 */
export function DetailTab({ integration }: { integration: AppIntegration }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const values = useRecordValues();
  const c = integration.contract;
  const label = (path: keyof typeof appIntegrationFieldLabels) => i18n._(appIntegrationFieldLabels[path]);
  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <Button onClick={() => navigate(`/app-integrations/${integration.id}/settings`)}>{t`Edit in settings`}</Button>
      </Flex>
      <RecordSections>
        <RecordSection
          title={t`App`}
          items={[
            { key: 'name', label: label('name'), children: integration.name },
            { key: 'vendor', label: label('vendorName'), children: values.text(integration.vendorName) },
            { key: 'custom', label: label('isCustomApp'), children: integration.isCustomApp ? t`Yes` : t`No` },
            { key: 'customAppType', label: label('customAppType'), children: values.text(integration.customAppType) },
            { key: 'tenant', label: label('integratedTenantName'), children: values.text(integration.integratedTenantName) },
            { key: 'status', label: label('status'), children: i18n._(appIntegrationStatusLabels[integration.status]) },
            { key: 'accounts', label: t`Accounts`, children: integration.accountCount },
          ]}
        />
        <RecordSection
          title={t`Contract`}
          items={[
            { key: 'plan', label: label('contract.planName'), children: values.text(c.planName) },
            { key: 'model', label: label('contract.pricingModel'), children: values.label(pricingModelLabels, c.pricingModel) },
            { key: 'price', label: label('contract.priceOfUnitPerBillingCycle'), children: values.text(formatAmount(c.priceOfUnitPerBillingCycle, c.currencyCode, i18n.locale)) },
            { key: 'unit', label: label('contract.unit'), children: values.label(appContractUnitLabels, c.unit) },
            { key: 'cycle', label: label('contract.billingCycleUnit'), children: values.label(billingCycleUnitLabels, c.billingCycleUnit) },
            { key: 'length', label: label('contract.billingCycleLength'), children: values.text(c.billingCycleLength === null ? null : String(c.billingCycleLength)) },
            { key: 'anchor', label: t`Contract anchor`, children: c.contractAnchorMonth ? t`Month ${c.contractAnchorMonth}, day ${c.contractAnchorDay ?? 1}` : values.notSet },
            { key: 'renewal', label: label('renewalDate'), children: values.date(integration.renewalDate, 'date') },
          ]}
        />
        <RecordSection
          title={t`Features`}
          items={[
            { key: 'provisioning', label: label('features.USER_PROVISIONING'), children: integration.userProvisioning ? t`On` : t`Off` },
            { key: 'inactive', label: label('inactiveDays'), children: integration.inactiveDays },
            { key: 'authenticated', label: label('authenticatedAt'), children: values.date(integration.authenticatedAt, 'dateTime') },
            { key: 'mdm', label: label('mdmActivatedAt'), children: values.date(integration.mdmActivatedAt, 'dateTime') },
          ]}
        />
      </RecordSections>
      <RecordTimestamps createdAt={integration.createdAt} updatedAt={integration.updatedAt} />
      <RecordHistory resourceType="APP_INTEGRATION" resourceId={integration.id} fieldLabels={appIntegrationFieldLabels} valueLabels={appIntegrationEnumLabels} dateFields={['authenticatedAt', 'mdmActivatedAt']} />
    </Flex>
  );
}
