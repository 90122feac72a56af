import { Card } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordEditForm, useSchemaForm, type RecordEdit } from '@kanri/ui';
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
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit license`}>
      <Card>
        <LicenseFormFields form={form} />
      </Card>
    </RecordEditForm>
  );
}
