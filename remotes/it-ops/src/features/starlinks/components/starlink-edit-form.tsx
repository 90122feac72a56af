import { Card } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, FormCustomField, PlacePicker, RecordEditForm, WorkerPicker, pickerControlProps, sectionHeading, useSchemaForm, type RecordEdit } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { useUpdateStarlink } from '../api/update-starlink';
import { starlinkFieldLabels } from './starlink-labels';
import { starlinkEditFields, starlinkFormSchema, starlinkFormValuesOf } from './starlink-fields';

/**
 * Edits a terminal on its detail tab: name, place (`PlacePicker`), administrator (`WorkerPicker`)
 * and note, checked by the contract's rules; `PATCH /v2/starlinks/{id}` with the `version` read
 * when editing began (`useRecordEdit`: a 409 keeps what was typed and offers Reload; a 400 goes
 * under the fields). Give it `key={edit.base.version}`.
 */
export function StarlinkEditForm({ edit }: { edit: RecordEdit<StarlinkDetail> }) {
  const { t, i18n } = useLingui();
  const update = useUpdateStarlink();
  const form = useSchemaForm({
    schema: starlinkFormSchema,
    defaultValues: starlinkFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, note: value.note === '' ? null : value.note, version: base.version } })),
  });
  const base = edit.base;
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit Starlink terminal`}>
      <Card title={<h2 style={sectionHeading}>{t`Terminal`}</h2>}>
        <DescriptorFields
          form={form}
          fields={starlinkEditFields}
          custom={{
            placeId: (
              <FormCustomField form={form} name="placeId" label={i18n._(starlinkFieldLabels.placeId)}>
                {(control) => <PlacePicker {...pickerControlProps(control)} initialOption={base.place ?? undefined} />}
              </FormCustomField>
            ),
            adminPersonId: (
              <FormCustomField form={form} name="adminPersonId" label={i18n._(starlinkFieldLabels.adminPersonId)}>
                {(control) => <WorkerPicker {...pickerControlProps(control)} initialOption={base.admin ?? undefined} />}
              </FormCustomField>
            ),
          }}
        />
      </Card>
    </RecordEditForm>
  );
}
