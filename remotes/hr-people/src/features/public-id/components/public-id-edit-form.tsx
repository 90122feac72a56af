import { Card, Col, Row } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { RecordEditForm, useSchemaForm, type RecordEdit } from '@kanri/ui';
import { updatePublicIdBodySchema, type PublicIdDetail, type UpdatePublicIdBodyOutput } from '@kanri/contracts';
import { NationalIdTypeField, PublicIdDocumentFields, PublicIdNumberField, publicIdFormValuesOf, type PublicIdFormValues } from '../../../components/public-id-form-fields';
import { useUpdatePublicId } from '../api/update-public-id';

/** The update schema over the form's values (it drops `personId` and `publicIdType`, which do not change). */
const editSchema = updatePublicIdBodySchema as unknown as v.GenericSchema<PublicIdFormValues, UpdatePublicIdBodyOutput>;

/**
 * Edits a public ID on its page: kind of national ID (national IDs only), a new number (empty box:
 * the stored one is kept; My Number's check digit is verified as on the server) and the document's
 * fields; `PATCH /v2/public-ids/{id}` with the `version` read when editing began (`useRecordEdit`:
 * a 409 keeps what was typed and offers Reload; a 400 goes under the fields). The person and the
 * type do not change (delete and add instead). Give it `key={edit.base.version}`.
 */
export function PublicIdEditForm({ edit }: { edit: RecordEdit<PublicIdDetail> }) {
  const { t } = useLingui();
  const update = useUpdatePublicId();
  const form = useSchemaForm<PublicIdFormValues, UpdatePublicIdBodyOutput>({
    schema: editSchema,
    defaultValues: publicIdFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } })),
  });
  const nationalIdType = useStore(form.store, (state) => state.values.nationalIdType);
  const isNationalId = edit.base.publicIdType === 'NATIONAL_ID';
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit public ID`}>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {isNationalId ? (
            <Col xs={24} md={12}>
              <NationalIdTypeField form={form} />
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <PublicIdNumberField form={form} optional label={isNationalId && nationalIdType === 'MY_NUMBER' ? t`New My Number (12 digits)` : t`New number`} />
          </Col>
        </Row>
      </Card>
      <Card>
        <PublicIdDocumentFields form={form} />
      </Card>
    </RecordEditForm>
  );
}
