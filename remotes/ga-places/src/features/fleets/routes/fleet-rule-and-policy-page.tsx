import { Switch } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormNumberField, FormTextAreaField, PageHeader, pickerControlProps, WorkerPicker } from '@kanri/ui';
import { fleetSettingsLimits } from '@kanri/contracts';
import { FleetAreaNav } from '../components/fleet-area-nav';
import { FleetSettingsForm } from '../components/fleet-settings-form';

/**
 * `/fleets/rule-and-policy` (001 §2 "fleets"): the company's driving policy — 安全運転管理者 (a
 * person picker), whether the alcohol check (アルコールチェック) is required, how often driving
 * licences are checked (months), and the rules text in Japanese and English — saved with the
 * settings' version.
 */
export function FleetRuleAndPolicyPage() {
  const { t } = useLingui();
  return (
    <section>
      <FleetAreaNav />
      <PageHeader title={t`Fleet rule and policy`} description={t`Who manages safe driving, the checks drivers take, and the rules of company vehicles.`} />
      <FleetSettingsForm
        label={t`Fleet rule and policy`}
        valuesOf={(s) => ({
          safeDrivingManagerPersonId: s.safeDrivingManager?.id ?? null,
          alcoholCheckRequired: s.alcoholCheckRequired,
          licenseCheckIntervalMonths: s.licenseCheckIntervalMonths,
          rulesJa: s.rulesJa,
          rulesEn: s.rulesEn,
        })}
      >
        {(form, settings) => (
          <>
            <FormCustomField form={form} name="safeDrivingManagerPersonId" label={t`Safe-driving manager`}>
              {(control) => (
                <WorkerPicker
                  {...pickerControlProps(control)}
                  initialOption={settings.safeDrivingManager ? { personId: settings.safeDrivingManager.id, name: settings.safeDrivingManager.name } : undefined}
                />
              )}
            </FormCustomField>
            <FormCustomField form={form} name="alcoholCheckRequired" label={t`Alcohol check before and after driving`}>
              {(control) => (
                <Switch
                  id={control.id}
                  checked={control.value === true}
                  onChange={(checked) => control.onChange(checked)}
                  checkedChildren={t({ message: 'Required', context: 'alcoholCheck' })}
                  unCheckedChildren={t({ message: 'Not required', context: 'alcoholCheck' })}
                  aria-describedby={control['aria-describedby']}
                />
              )}
            </FormCustomField>
            <FormNumberField form={form} name="licenseCheckIntervalMonths" label={t`Driving licence check interval (months)`} required min={1} max={fleetSettingsLimits.licenseMonthsMax} precision={0} />
            <FormTextAreaField form={form} name="rulesJa" label={t`Rules (Japanese)`} maxLength={fleetSettingsLimits.rulesMaxLength} emptyValue={null} rows={5} />
            <FormTextAreaField form={form} name="rulesEn" label={t`Rules (English)`} maxLength={fleetSettingsLimits.rulesMaxLength} emptyValue={null} rows={5} />
          </>
        )}
      </FleetSettingsForm>
    </section>
  );
}
