import dayjs from 'dayjs';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, FormDateField, type SchemaFormApi } from '@kanri/ui';
import { networkFieldLabels } from './network-labels';
import { accessControlFields } from './network-fields';
import type { NetworkFormValues } from './network-form-model';

/**
 * The access control step of the network form (000 §3 `accessControl`): access level, access
 * status, the access period (from / to, calendar dates; "to" cannot be before "from") and the
 * subject type. Every field is optional, so "required items only" shows none of them.
 */
export function AccessControlFields({ form, mustOnly = false }: { form: SchemaFormApi<NetworkFormValues>; mustOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const from = useStore(form.store, (state) => state.values.accessControl.accessPeriodFrom);
  if (mustOnly) return <p>{t`This step has no required items.`}</p>;
  const fromDate = from ? dayjs(from) : null;
  return (
    <DescriptorFields
      form={form}
      fields={accessControlFields}
      custom={{
        'accessControl.accessPeriodTo': (
          <FormDateField
            form={form}
            name="accessControl.accessPeriodTo"
            label={i18n._(networkFieldLabels['accessControl.accessPeriodTo'])}
            disabledDate={fromDate?.isValid() ? (date) => date.isBefore(fromDate, 'day') : undefined}
          />
        ),
      }}
    />
  );
}
