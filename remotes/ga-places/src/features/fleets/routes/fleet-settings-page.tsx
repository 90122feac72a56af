import { useLingui } from '@lingui/react/macro';
import { FormNumberField, PageHeader } from '@kanri/ui';
import { fleetMileageMaxKm, fleetSettingsLimits } from '@kanri/contracts';
import { FleetAreaNav } from '../components/fleet-area-nav';
import { FleetSettingsForm } from '../components/fleet-settings-form';

/**
 * `/fleets/settings` (001 §2 "fleets"): the alert windows — days before the 車検 due date, days
 * before the 自賠責 / 任意保険 due dates — and the mileage threshold (km), saved with the
 * settings' version.
 */
export function FleetSettingsPage() {
  const { t } = useLingui();
  return (
    <section>
      <FleetAreaNav />
      <PageHeader title={t`Fleet settings`} description={t`When the alerts start: days before a due date, and the mileage past which a vehicle is flagged.`} />
      <FleetSettingsForm
        label={t`Fleet settings`}
        valuesOf={(s) => ({ inspectionAlertDays: s.inspectionAlertDays, insuranceAlertDays: s.insuranceAlertDays, mileageAlertKm: s.mileageAlertKm })}
      >
        {(form) => (
          <>
            <FormNumberField form={form} name="inspectionAlertDays" label={t`Vehicle inspection alert (days before)`} required min={1} max={fleetSettingsLimits.alertDaysMax} precision={0} />
            <FormNumberField form={form} name="insuranceAlertDays" label={t`Insurance alert (days before)`} required min={1} max={fleetSettingsLimits.alertDaysMax} precision={0} />
            <FormNumberField form={form} name="mileageAlertKm" label={t`Mileage threshold (km)`} required min={fleetSettingsLimits.mileageMinKm} max={fleetMileageMaxKm} precision={0} />
          </>
        )}
      </FleetSettingsForm>
    </section>
  );
}
