import { useLingui } from '@lingui/react/macro';
import { RecordEditForm, useSchemaForm, type RecordEdit } from '@kanri/ui';
import { createContractBodySchema, type ContractDetail, type CreateContractBody } from '@kanri/contracts';
import { useUpdateContract } from '../api/contract-record';
import { ContractFormFields } from './contract-form-fields';
import { contractFormValuesOf, type ContractFormValues } from './contract-form-model';

/**
 * Edits a draft contract on its page with the add form's fields and rules:
 * `PATCH /v2/contracts/{id}` with the `version` read when editing began (`useRecordEdit`: a 409
 * keeps what was typed and offers Reload; a 400 goes under the fields; a taken number under
 * `contractNumber`). Give it `key={edit.base.version}`.
 */
export function ContractEditForm({ edit }: { edit: RecordEdit<ContractDetail> }) {
  const { t } = useLingui();
  const update = useUpdateContract();
  const form = useSchemaForm<ContractFormValues, CreateContractBody>({
    schema: createContractBodySchema,
    defaultValues: contractFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) => edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } })),
  });
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit contract`} style={{ maxWidth: 960 }}>
      <ContractFormFields form={form} />
    </RecordEditForm>
  );
}
