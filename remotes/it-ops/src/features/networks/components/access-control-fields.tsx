import dayjs from 'dayjs';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { FormDateField, FormRadioField, FormSelectField, type SchemaFormApi } from '@kanri/ui';
import { accessLevelValues, accessStatusValues, subjectTypeValues } from '@kanri/contracts';
import { accessLevelLabels, accessStatusLabels, networkFieldLabels, subjectTypeLabels } from './network-labels';
import type { NetworkFormValues } from './network-form-model';

/**
 * The access control step of the network form (000 §3 `accessControl`): access level, access
 * status, the access period (from / to, calendar dates; "to" cannot be before "from") and the
 * subject type. Every field is optional, so "required items only" shows none of them.
 */
export function AccessControlFields({ form, mustOnly = false }: { form: SchemaFormApi<NetworkFormValues>; mustOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const from = useStore(form.store, (state) => state.values.accessControl.accessPeriodFrom);
  const label = (path: keyof typeof networkFieldLabels) => i18n._(networkFieldLabels[path]);
  if (mustOnly) return <p>{t`This step has no required items.`}</p>;
  const fromDate = from ? dayjs(from) : null;
  return (
    <>
      <FormSelectField
        form={form}
        name="accessControl.accessLevel"
        label={label('accessControl.accessLevel')}
        options={accessLevelValues.map((value) => ({ value, label: i18n._(accessLevelLabels[value]) }))}
      />
      <FormSelectField
        form={form}
        name="accessControl.accessStatus"
        label={label('accessControl.accessStatus')}
        options={accessStatusValues.map((value) => ({ value, label: i18n._(accessStatusLabels[value]) }))}
      />
      <FormDateField form={form} name="accessControl.accessPeriodFrom" label={label('accessControl.accessPeriodFrom')} />
      <FormDateField
        form={form}
        name="accessControl.accessPeriodTo"
        label={label('accessControl.accessPeriodTo')}
        disabledDate={fromDate?.isValid() ? (date) => date.isBefore(fromDate, 'day') : undefined}
      />
      <FormRadioField
        form={form}
        name="accessControl.subjectType"
        label={label('accessControl.subjectType')}
        allowClear
        options={subjectTypeValues.map((value) => ({ value, label: i18n._(subjectTypeLabels[value]) }))}
      />
    </>
  );
}
