import { Card } from 'antd';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { FormSelectField, optionsOf, RecordEditForm, useSchemaForm, type RecordEdit, type SchemaFormApi } from '@kanri/ui';
import { createFleetBodySchema, fleetStatusSchema, type FleetDetail } from '@kanri/contracts';
import { useUpdateFleet } from '../api/update-fleet';
import { FleetFormFields } from './fleet-form-fields';
import { fleetFormValuesOf, toUpdateFleetBody, type FleetFormValues } from './fleet-form-model';
import { fleetFieldLabels, fleetStatusLabels } from './fleet-labels';

const editSchema = v.object({ ...createFleetBodySchema.entries, status: fleetStatusSchema });
type FleetEditValues = v.InferInput<typeof editSchema>;

/**
 * Edits a vehicle on its page with the add form's fields plus its status: `PATCH /v2/fleets/{id}`
 * with the `version` read when editing began (`useRecordEdit`: a 409 keeps what was typed and
 * offers Reload; a taken registration number goes under that field). Give it `key={edit.base.version}`.
 */
export function FleetEditForm({ edit }: { edit: RecordEdit<FleetDetail> }) {
  const { t, i18n } = useLingui();
  const update = useUpdateFleet();
  const base = edit.base;
  const form = useSchemaForm<FleetEditValues, v.InferOutput<typeof editSchema>>({
    schema: editSchema,
    defaultValues: { ...fleetFormValuesOf(base), status: base.status },
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (b) => update.trigger({ params: { id: b.id }, body: toUpdateFleetBody(value, value.status, b.version) })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit vehicle`}>
      <Card size="small">
        <FormSelectField form={form} name="status" label={i18n._(fleetFieldLabels.status)} required allowClear={false} options={optionsOf(fleetStatusLabels, (d) => i18n._(d))} />
      </Card>
      <FleetFormFields
        // the edit values are the add form's plus `status`: the shared fields read the same names
        form={form as unknown as SchemaFormApi<FleetFormValues>}
        initial={{
          place: base.place ? { id: base.place.id, name: base.place.name } : undefined,
          person: base.assignedPerson ? { personId: base.assignedPerson.id, name: base.assignedPerson.name } : undefined,
        }}
      />
    </RecordEditForm>
  );
}
