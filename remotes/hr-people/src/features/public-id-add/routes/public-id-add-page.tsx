import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Radio, Row } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { isApiError, useToast } from '@kanri/runtime';
import { FormCustomField, LinkButton, PageHeader, SchemaForm, WorkerPicker, applyServerFieldErrors, pickerControlProps, useSchemaForm } from '@kanri/ui';
import { createPublicIdBodySchema, idSchema, messages, publicIdFields, publicIdTypeValues, type CreatePublicIdBodyOutput, type PublicIdType } from '@kanri/contracts';
import { NationalIdTypeField, PublicIdDocumentFields, PublicIdNumberField, emptyPublicIdFormValues, type PublicIdFormValues } from '../../../components/public-id-form-fields';
import { useCreatePublicId } from '../api/create-public-id';
import { isUuid, usePresetPerson } from '../api/get-preset-person';
import { usePublicIdPermissions } from '../api/get-public-id-permissions';

/**
 * The create schema over the form's values (it drops `version`, which only the edit form uses),
 * with "This field is required" for a person not chosen yet instead of the id's "not valid": the
 * contract's object with its `personId` entry required first, then the contract's own checks.
 */
const [createBody, ...createChecks] = createPublicIdBodySchema.pipe;
const addSchema = v.pipe(
  v.object({ ...createBody.entries, personId: v.pipe(v.string(), v.nonEmpty(messages.required.id), idSchema) }),
  ...(createChecks as unknown as []),
) as unknown as v.GenericSchema<PublicIdFormValues, CreatePublicIdBodyOutput>;

/**
 * `/public-ids/add` (001 §2 Public IDs; DECISIONS.md "My Number"): adds a public ID — the person
 * (the worker picker; `?personId=…` preselects one, as the person's public-id tab links), the type
 * (national ID or travel document), the kind of national ID, the number (My Number: 12 digits whose
 * check digit the contract's schema verifies here as on the server; the box is `autocomplete="off"`
 * and the number never goes into the URL), dates, issuing country, name on the document, authority
 * and note. `POST /v2/public-ids` → the record's details. A 400 or 409 puts the server's messages
 * under the fields; anything else is a destructive toast.
 */
export function PublicIdAddPage() {
  const [params] = useSearchParams();
  const personParam = params.get('personId');
  const presetPersonId = isUuid(personParam) ? personParam : null;
  return <PublicIdAddForm key={presetPersonId ?? ''} presetPersonId={presetPersonId} />;
}

function PublicIdAddForm({ presetPersonId }: { presetPersonId: string | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePublicId();
  const preset = usePresetPerson(presetPersonId);
  const permissions = usePublicIdPermissions();
  const form = useSchemaForm<PublicIdFormValues, CreatePublicIdBodyOutput>({
    schema: addSchema,
    defaultValues: emptyPublicIdFormValues(presetPersonId),
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await create.trigger({ body: value });
        toast.success(t`The public ID was added.`);
        navigate(`/public-ids/${created.id}/details`);
      } catch (error) {
        if ((isApiError(error, 400) || isApiError(error, 409)) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        // 401 and 403 are the runtime's (sign-in, forbidden dialog)
        if (isApiError(error, 401) || isApiError(error, 403)) return;
        toast.destructive(t`The public ID could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const publicIdType = useStore(form.store, (state) => state.values.publicIdType);
  const nationalIdType = useStore(form.store, (state) => state.values.nationalIdType);
  const initialPerson = useMemo(() => (preset.data ? { personId: preset.data.id, name: preset.data.name, primaryWorkerEmail: preset.data.email } : undefined), [preset.data]);
  const chooseType = (type: PublicIdType) => {
    form.setFieldValue('publicIdType', type);
    // a travel document has no national ID kind; a national ID starts as a My Number
    form.setFieldValue('nationalIdType', type === 'TRAVEL_DOCUMENT' ? null : 'MY_NUMBER');
  };
  const isMyNumber = publicIdType === 'NATIONAL_ID' && nationalIdType === 'MY_NUMBER';
  // the server refuses a My Number from anyone but a My Number handler: say so before they type it
  const refusedMyNumber = isMyNumber && permissions.data?.handlesMyNumber === false;
  const title = t`Add public ID`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Public IDs`, to: '/public-ids/registry' }, { label: title }]} title={title} />
      <SchemaForm form={form} aria-label={title} style={{ maxWidth: 880 }}>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Person and number`}</h2>} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormCustomField form={form} name="personId" label={i18n._(publicIdFields.personId.label)} required>
                {(control) => (
                  <WorkerPicker
                    {...pickerControlProps(control)}
                    value={control.value === '' ? null : control.value}
                    onChange={(personId) => control.onChange(personId ?? '')}
                    initialOption={initialPerson}
                  />
                )}
              </FormCustomField>
            </Col>
            <Col xs={24} md={12}>
              <FormCustomField form={form} name="publicIdType" label={i18n._(publicIdFields.publicIdType.label)} required>
                {(control) => (
                  <Radio.Group
                    id={control.id}
                    aria-labelledby={control.labelId}
                    value={control.value}
                    onChange={(event) => chooseType(event.target.value as PublicIdType)}
                    options={publicIdTypeValues.map((value) => ({ value, label: i18n._(publicIdFields.publicIdType.values[value]) }))}
                  />
                )}
              </FormCustomField>
            </Col>
            {publicIdType === 'NATIONAL_ID' ? (
              <Col xs={24} md={12}>
                <NationalIdTypeField form={form} />
              </Col>
            ) : null}
            <Col xs={24} md={12}>
              <PublicIdNumberField form={form} label={isMyNumber ? t`My Number (12 digits)` : i18n._(publicIdFields.number.label)} />
            </Col>
          </Row>
          {refusedMyNumber ? (
            <Alert
              type="warning"
              showIcon
              title={t`Only My Number handlers can add a My Number. Choose another kind of ID, or ask a handler to add it.`}
            />
          ) : isMyNumber ? (
            <Alert
              type="info"
              showIcon
              title={t`A My Number is kept encrypted and shown masked. Only My Number handlers can reveal it, and each reveal is recorded with its reason.`}
            />
          ) : null}
        </Card>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Document`}</h2>}>
          <PublicIdDocumentFields form={form} />
        </Card>
        <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
          <LinkButton to="/public-ids/registry">{t`Cancel`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting} disabled={refusedMyNumber}>
            {t`Add public ID`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}
