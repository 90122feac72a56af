import * as v from 'valibot';
import { InputNumber, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { applyServerFieldErrors, focusFirstError, FormCustomField, FormTextField, SchemaForm, useSchemaForm, useSubmitError } from '@kanri/ui';
import { createHrMasterItemBodySchema, type HrCatalog, type HrMasterItem } from '@kanri/contracts';
import { useCreateHrMasterItem } from '../api/create-hr-master-item';
import { useUpdateHrMasterItem } from '../api/update-hr-master-item';

/** The form's fields: the create body without the catalog (the page's). */
const masterItemFormSchema = v.omit(createHrMasterItemBodySchema, ['catalog']);
type MasterItemFormInput = v.InferInput<typeof masterItemFormSchema>;

/** Props of {@link MasterItemFormModal}. */
export interface MasterItemFormModalProps {
  catalog: HrCatalog;
  /** The catalog's title (the dialog's title names it). */
  catalogLabel: string;
  /** The entry to edit; `null` adds one. */
  item: HrMasterItem | null;
  onClose: () => void;
}

const formId = 'hr-master-item-form';

/**
 * The add / edit dialog of a catalog entry (001 §3 `POST /v2/hr-master-items`,
 * `PATCH /v2/hr-master-items/{id}`): code, name (Japanese), English name (empty: the Japanese one is
 * shown) and rank (optional, higher is more senior), validated with the contract's schema. An edit
 * sends the `version` it read. A 400 shows under the fields; a taken code (409) under the code; a
 * stale version (409) as a toast. A new entry goes last; on success the dialog closes with a toast.
 * Mount it only while open.
 */
export function MasterItemFormModal({ catalog, catalogLabel, item, onClose }: MasterItemFormModalProps) {
  const { t } = useLingui();
  const toast = useToast();
  const create = useCreateHrMasterItem();
  const update = useUpdateHrMasterItem();
  const onSubmitError = useSubmitError();
  const defaultValues: MasterItemFormInput = item ? { code: item.code, name: item.nameJa, nameEn: item.nameEn, rank: item.rank } : { code: '', name: '', nameEn: null, rank: null };
  const title = item ? t`Edit ${catalogLabel}: ${item.nameJa}` : t`Add to ${catalogLabel}`;
  const form = useSchemaForm({
    schema: masterItemFormSchema,
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      try {
        if (item) await update.trigger({ params: { id: item.id }, body: { ...value, version: item.version } });
        else await create.trigger({ body: { ...value, catalog } });
      } catch (error) {
        // a taken code comes with its field error; a stale version has none (a toast)
        if (isApiError(error, 409) && error.fieldErrors.length) applyServerFieldErrors(formApi, error);
        else onSubmitError(formApi, error, { title: t`The entry could not be saved.` });
        focusFirstError(formId);
        return;
      }
      toast.success(item ? t`The entry was saved.` : t`The entry was added.`);
      onClose();
    },
    onInvalid: () => focusFirstError(formId),
  });
  return (
    <Modal
      open
      title={title}
      okText={item ? t`Save` : t`Add`}
      cancelText={t`Cancel`}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: create.isMutating || update.isMutating }}
      onCancel={onClose}
      destroyOnHidden
    >
      <SchemaForm form={form} id={formId} aria-label={title}>
        <FormTextField form={form} name="code" label={t`Code`} required maxLength={50} description={t`Letters, digits, hyphens, underscores and periods. Unique in this list.`} />
        <FormTextField form={form} name="name" label={t({ message: 'Name', context: 'HrMasterItem' })} required maxLength={100} />
        <FormTextField form={form} name="nameEn" label={t`English name`} maxLength={100} emptyValue={null} description={t`Leave empty to show the name in English too.`} />
        <FormCustomField form={form} name="rank" label={t`Rank`} description={t`Optional. A whole number from 0 to 9999; higher is more senior (grades, levels, positions).`}>
          {(control) => (
            <InputNumber<number>
              id={control.id}
              disabled={control.disabled}
              status={control.status}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              min={0}
              max={9999}
              precision={0}
              value={control.value ?? null}
              onChange={(value) => control.onChange(value ?? null)}
              onBlur={control.onBlur}
              style={{ width: 160 }}
            />
          )}
        </FormCustomField>
      </SchemaForm>
    </Modal>
  );
}
