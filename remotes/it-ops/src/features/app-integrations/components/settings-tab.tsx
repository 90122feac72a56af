import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Skeleton, Switch, Typography } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useToast } from '@kanri/runtime';
import { DeleteRecordButton, ErrorState, sectionHeading } from '@kanri/ui';
import {
  billingCycleLengthMax,
  billingCycleUnitValues,
  currencyCodeValues,
  customAppNameMaxLength,
  customAppTypeMaxLength,
  integratedTenantNameMaxLength,
  perUnitBasisValues,
  planNameMaxLength,
  pricingModelValues,
  appContractUnitLabels,
  billingCycleUnitLabels,
  pricingModelLabels,
  type AppIntegration,
  type AppIntegrationSettings,
  type BillingCycleUnit,
  type PerUnitBasis,
  type PricingModel,
  updateCustomAppBodySchema,
  updateCustomAppContractBodySchema,
  updateExternalTenantBodySchema,
  updatePricingPlanBodySchema,
} from '@kanri/contracts';
import {
  useActivateAppMdm,
  useAppIntegrationSettings,
  useAuthenticateAppIntegration,
  useDeactivateAppIntegration,
  useDeleteAppIntegration,
  useReactivateAppIntegration,
  useUpdateCustomApp,
  useUpdateCustomAppContract,
  useUpdateExternalTenant,
  useUpdateFeatures,
  useUpdatePricingPlan,
} from '../api/settings';
import { appIntegrationFieldLabels } from './app-integration-labels';
import { useSettingsAction, useSettingsForm } from './use-settings-action';

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={<h2 style={sectionHeading}>{title}</h2>}>{children}</Card>;
}

/**
 * The settings tab (001 §2, §4, §7, §8): every settings call — deactivate / reactivate, the
 * external tenant ("Success!!"), the custom app, the contract terms, the pricing plan, the
 * USER_PROVISIONING switch, authenticate, MDM activate (`success: false` → the update-error toast)
 * and delete (confirm, then back to the software registry). Each form starts from
 * `GET …/settings` and sends its `version`.
 */
export function SettingsTab({ integration }: { integration: AppIntegration }) {
  const settings = useAppIntegrationSettings(integration.id);
  if (settings.error) return <ErrorState onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Skeleton active />;
  return <SettingsForms key={settings.data.version} integration={integration} settings={settings.data} reload={() => void settings.mutate()} />;
}

function SettingsForms({ integration, settings, reload }: { integration: AppIntegration; settings: AppIntegrationSettings; reload: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const run = useSettingsAction({ onConflict: reload });
  const tenantForm = useSettingsForm({ onConflict: reload });
  const customAppForm = useSettingsForm({ onConflict: reload });
  const contractForm = useSettingsForm({ onConflict: reload });
  const planForm = useSettingsForm({ onConflict: reload });
  const id = integration.id;
  const params = { id };
  const version = settings.version;
  const deactivate = useDeactivateAppIntegration();
  const reactivate = useReactivateAppIntegration();
  const tenant = useUpdateExternalTenant();
  const customApp = useUpdateCustomApp();
  const contract = useUpdateCustomAppContract();
  const plan = useUpdatePricingPlan();
  const features = useUpdateFeatures();
  const authenticate = useAuthenticateAppIntegration();
  const mdm = useActivateAppMdm();
  const remove = useDeleteAppIntegration();

  const [tenantName, setTenantName] = useState(settings.integratedTenantName ?? '');
  const [appName, setAppName] = useState(settings.integratedApp.name);
  const [appType, setAppType] = useState(settings.customAppType ?? '');
  const c = settings.contract;
  const [terms, setTerms] = useState({ contractAnchorMonth: c.contractAnchorMonth, contractAnchorDay: c.contractAnchorDay, billingCycleUnit: c.billingCycleUnit, billingCycleLength: c.billingCycleLength });
  const [pricing, setPricing] = useState({ planName: c.planName ?? '', pricingModel: c.pricingModel, priceOfUnitPerBillingCycle: c.priceOfUnitPerBillingCycle, currencyCode: c.currencyCode, unit: c.unit });
  const name = integration.name;

  const toggleStatus = async () => {
    if (settings.status === 'ACTIVE') {
      const ok = await dialogs.confirm({
        title: t`Deactivate this app integration?`,
        content: t`"${name}" stops being refreshed and its accounts leave the alerts until it is reactivated.`,
        okText: t`Deactivate`,
        danger: true,
      });
      if (ok) await run(() => deactivate.trigger({ params }), t`The app integration was deactivated.`);
    } else {
      await run(() => reactivate.trigger({ params }), t`The app integration was reactivated.`);
    }
  };

  const activateMdm = async () => {
    const answer = await run(() => mdm.trigger({ params }), null);
    if (!answer) return;
    // 001 §8: success false → the update-error toast; destructive style for MDM
    if (answer.success) toast.success(t`MDM was updated.`);
    else toast.destructive(t`MDM could not be updated.`, settings.supportsMdm ? undefined : t`This app does not support MDM.`);
  };

  const monthOptions = Array.from({ length: 12 }, (_, k) => ({ value: k + 1, label: new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, k, 1))) }));
  const label = (path: keyof typeof appIntegrationFieldLabels) => i18n._(appIntegrationFieldLabels[path]);
  const options = <V extends string>(values: readonly V[], labels: Record<V, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <SettingsCard title={t`Status`}>
        <Typography.Paragraph>
          {settings.status === 'ACTIVE'
            ? t`The integration is active: its accounts are refreshed and checked against the rules.`
            : t`The integration is deactivated: it is not refreshed and raises no alerts.`}
        </Typography.Paragraph>
        <Button danger={settings.status === 'ACTIVE'} loading={deactivate.isMutating || reactivate.isMutating} onClick={() => void toggleStatus()}>
          {settings.status === 'ACTIVE' ? t`Deactivate` : t`Reactivate`}
        </Button>
      </SettingsCard>

      <SettingsCard title={t`External tenant`}>
        <Form
          layout="vertical"
          onFinish={() => {
            const body = { integratedTenantName: tenantName, version };
            void tenantForm.submit(updateExternalTenantBodySchema, body, () => tenant.trigger({ params, body }), t`Success!!`);
          }}
        >
          <Form.Item label={label('integratedTenantName')} htmlFor="app-tenant" required {...tenantForm.field('integratedTenantName')}>
            <Input id="app-tenant" value={tenantName} maxLength={integratedTenantNameMaxLength} showCount onChange={(e) => setTenantName(e.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={tenant.isMutating}>
            {t`Save the tenant`}
          </Button>
        </Form>
      </SettingsCard>

      {settings.isCustomApp && (
        <SettingsCard title={t`Custom app`}>
          <Form
            layout="vertical"
            onFinish={() => {
              const body = { name: appName, customAppType: appType.trim() || null, version };
              void customAppForm.submit(updateCustomAppBodySchema, body, () => customApp.trigger({ params, body }), t`The custom app was saved.`);
            }}
          >
            <Form.Item label={label('name')} htmlFor="custom-app-name" required {...customAppForm.field('name')}>
              <Input id="custom-app-name" value={appName} maxLength={customAppNameMaxLength} showCount onChange={(e) => setAppName(e.target.value)} />
            </Form.Item>
            <Form.Item label={label('customAppType')} htmlFor="custom-app-type" {...customAppForm.field('customAppType')}>
              <Input id="custom-app-type" value={appType} maxLength={customAppTypeMaxLength} onChange={(e) => setAppType(e.target.value)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={customApp.isMutating}>
              {t`Save the custom app`}
            </Button>
          </Form>
        </SettingsCard>
      )}

      <SettingsCard title={t`Contract terms`}>
        <Form
          layout="vertical"
          onFinish={() => {
            const body = { ...terms, version };
            void contractForm.submit(updateCustomAppContractBodySchema, body, () => contract.trigger({ params, body }), t`The contract terms were saved.`);
          }}
        >
          <Flex gap={16} wrap>
            <Form.Item label={label('contract.contractAnchorMonth')} htmlFor="anchor-month" {...contractForm.field('contractAnchorMonth')}>
              <Select id="anchor-month" style={{ width: 160 }} allowClear options={monthOptions} value={terms.contractAnchorMonth} onChange={(value) => setTerms({ ...terms, contractAnchorMonth: value ?? null })} />
            </Form.Item>
            <Form.Item label={label('contract.contractAnchorDay')} htmlFor="anchor-day" {...contractForm.field('contractAnchorDay')}>
              <InputNumber id="anchor-day" min={1} max={31} precision={0} value={terms.contractAnchorDay} onChange={(value) => setTerms({ ...terms, contractAnchorDay: value })} />
            </Form.Item>
            <Form.Item label={label('contract.billingCycleUnit')} htmlFor="cycle-unit" {...contractForm.field('billingCycleUnit')}>
              <Select<BillingCycleUnit>
                id="cycle-unit"
                style={{ width: 140 }}
                allowClear
                options={options(billingCycleUnitValues, billingCycleUnitLabels)}
                value={terms.billingCycleUnit}
                onChange={(value) => setTerms({ ...terms, billingCycleUnit: value ?? null })}
              />
            </Form.Item>
            <Form.Item label={label('contract.billingCycleLength')} htmlFor="cycle-length" {...contractForm.field('billingCycleLength')}>
              <InputNumber id="cycle-length" min={1} max={billingCycleLengthMax} precision={0} value={terms.billingCycleLength} onChange={(value) => setTerms({ ...terms, billingCycleLength: value })} />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" loading={contract.isMutating}>
            {t`Save the contract terms`}
          </Button>
        </Form>
      </SettingsCard>

      <SettingsCard title={t`Pricing plan`}>
        <Form
          layout="vertical"
          onFinish={() => {
            const body = { ...pricing, planName: pricing.planName.trim() || null, version };
            void planForm.submit(updatePricingPlanBodySchema, body, () => plan.trigger({ params, body }), t`The pricing plan was saved.`);
          }}
        >
          <Flex gap={16} wrap>
            <Form.Item label={label('contract.planName')} htmlFor="plan-name" {...planForm.field('planName')}>
              <Input id="plan-name" value={pricing.planName} maxLength={planNameMaxLength} onChange={(e) => setPricing({ ...pricing, planName: e.target.value })} />
            </Form.Item>
            <Form.Item label={label('contract.pricingModel')} htmlFor="pricing-model" {...planForm.field('pricingModel')}>
              <Select<PricingModel>
                id="pricing-model"
                style={{ width: 160 }}
                allowClear
                options={options(pricingModelValues, pricingModelLabels)}
                value={pricing.pricingModel}
                onChange={(value) => setPricing({ ...pricing, pricingModel: value ?? null })}
              />
            </Form.Item>
            <Form.Item label={label('contract.priceOfUnitPerBillingCycle')} htmlFor="plan-price" {...planForm.field('priceOfUnitPerBillingCycle')}>
              <InputNumber id="plan-price" min={0} value={pricing.priceOfUnitPerBillingCycle} onChange={(value) => setPricing({ ...pricing, priceOfUnitPerBillingCycle: value })} />
            </Form.Item>
            <Form.Item label={label('contract.currencyCode')} htmlFor="plan-currency" {...planForm.field('currencyCode')}>
              <Select id="plan-currency" style={{ width: 100 }} options={currencyCodeValues.map((value) => ({ value, label: value }))} value={pricing.currencyCode} onChange={(value) => setPricing({ ...pricing, currencyCode: value })} />
            </Form.Item>
            <Form.Item label={label('contract.unit')} htmlFor="plan-unit" {...planForm.field('unit')}>
              <Select<PerUnitBasis>
                id="plan-unit"
                style={{ width: 160 }}
                allowClear
                options={options(perUnitBasisValues, appContractUnitLabels)}
                value={pricing.unit}
                onChange={(value) => setPricing({ ...pricing, unit: value ?? null })}
              />
            </Form.Item>
          </Flex>
          <Button type="primary" htmlType="submit" loading={plan.isMutating}>
            {t`Save the pricing plan`}
          </Button>
        </Form>
      </SettingsCard>

      <SettingsCard title={t`Features`}>
        <Flex gap={8} align="center">
          <Switch
            id="user-provisioning"
            aria-label={label('features.USER_PROVISIONING')}
            checked={settings.features.USER_PROVISIONING}
            disabled={!settings.supportsUserProvisioning && !settings.features.USER_PROVISIONING}
            loading={features.isMutating}
            onChange={(checked) => void run(() => features.trigger({ params, body: { USER_PROVISIONING: checked } }), checked ? t`User provisioning was turned on.` : t`User provisioning was turned off.`)}
          />
          <label htmlFor="user-provisioning">{label('features.USER_PROVISIONING')}</label>
        </Flex>
        {!settings.supportsUserProvisioning && <Typography.Text type="secondary">{t`This app does not support user provisioning.`}</Typography.Text>}
      </SettingsCard>

      {!settings.isCustomApp && (
        <SettingsCard title={t`Authentication`}>
          <Typography.Paragraph>
            {settings.authenticatedAt ? t`Authenticated on ${new Date(settings.authenticatedAt).toLocaleString(i18n.locale)}.` : t`Not authenticated yet.`}
          </Typography.Paragraph>
          <Button loading={authenticate.isMutating} disabled={settings.status !== 'ACTIVE'} onClick={() => void run(() => authenticate.trigger({ params }), t`The app was authenticated.`)}>
            {t`Authenticate`}
          </Button>
        </SettingsCard>
      )}

      <SettingsCard title={t`MDM`}>
        <Typography.Paragraph>
          {settings.mdmActivatedAt ? t`MDM activated on ${new Date(settings.mdmActivatedAt).toLocaleString(i18n.locale)}.` : t`MDM is not activated.`}
        </Typography.Paragraph>
        <Button loading={mdm.isMutating} onClick={() => void activateMdm()}>
          {t`Activate MDM`}
        </Button>
      </SettingsCard>

      <SettingsCard title={t`Delete the app integration`}>
        <Typography.Paragraph>{t`Delete the integration with every account read from the app. The software stays in the registry as not integrated.`}</Typography.Paragraph>
        <DeleteRecordButton
          title={t`Delete this app integration?`}
          content={t`"${name}" will be deleted with its accounts, roles and assignments. This cannot be undone.`}
          doneText={t`The app integration was deleted.`}
          failedTitle={t`The app integration could not be deleted.`}
          onDelete={() => remove.trigger({ params })}
          listPath="/software/registry"
          deleting={remove.isMutating}
        />
      </SettingsCard>
    </Flex>
  );
}
