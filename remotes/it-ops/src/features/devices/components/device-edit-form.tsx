import { useLingui } from '@lingui/react/macro';
import { RecordEditForm, useSchemaForm, type RecordEdit } from '@kanri/ui';
import { createDeviceBodySchema, type DeviceDetail } from '@kanri/contracts';
import { useUpdateDevice } from '../api/update-device';
import { DeviceFormFields } from './device-form-fields';
import { deviceFormValuesOf, toDevicePayload } from './device-form-model';

/**
 * Edits a device's fields on its configuration tab with the add form's fields and rules:
 * `PATCH /v2/devices/{id}` with the `version` read when editing began (the kit's `useRecordEdit`:
 * 409 keeps what was typed and offers Reload; 400 goes under the fields; a taken device tag on
 * `deviceTag`). The check-out and lifecycle change on their own tabs.
 */
export function DeviceEditForm({ edit }: { edit: RecordEdit<DeviceDetail> }) {
  const { t } = useLingui();
  const update = useUpdateDevice();
  const form = useSchemaForm({
    schema: createDeviceBodySchema,
    defaultValues: deviceFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the create-only fields are not part of an update
        const { initialEvent, assignedPersonId, assignedPlaceId, ...fields } = toDevicePayload(value);
        return update.trigger({ params: { id: base.id }, body: { ...fields, version: base.version } });
      }),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit device`}>
      <DeviceFormFields form={form} genre={edit.base.genre} mode="edit" device={edit.base} />
    </RecordEditForm>
  );
}
