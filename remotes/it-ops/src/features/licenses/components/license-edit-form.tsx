import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { SchemaForm, useSchemaForm, type RecordEdit } from '@kanri/ui';
import { createLicenseBodySchema, type CreateLicenseBody, type LicenseDetail } from '@kanri/contracts';
import { useUpdateLicense } from '../api/update-license';
import { LicenseFormFields } from './license-form-fields';
import { licenseFormValuesOf, type LicenseFormValues } from './license-form-model';

/**
 * Edits a license on its page with the add form's fields and rules: `PATCH /v2/licenses/{id}` with
 * the `version` read when editing began (`useRecordEdit`: a 409 keeps what was typed and offers
 * Reload; a 400 goes under the fields). Give it `key={edit.base.version}`.
 */
export function LicenseEditForm({ edit }: { edit: RecordEdit<LicenseDetail> }) {
  const { t } = useLingui();
  const update = useUpdateLicense();
  const form = useSchemaForm<LicenseFormValues, CreateLicenseBody>({
    schema: createLicenseBodySchema,
    defaultValues: licenseFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } })),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <SchemaForm form={form} aria-label={t`Edit license`} style={{ maxWidth: 880 }}>
      <Flex vertical gap={16}>
        {edit.conflictAlert}
        <Card>
          <LicenseFormFields form={form} />
        </Card>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={edit.cancel}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Save`}
          </Button>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
