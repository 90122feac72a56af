import { Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { focusFirstError, FormCustomField, FormSelectField, pickerControlProps, SchemaForm, useSchemaForm, useSubmitError, WorkerPicker } from '@kanri/ui';
import { addPlaceAdministratorFormSchema, placeAdministratorRoleLabels, placeAdministratorRoleValues, type AddPlaceAdministratorFormInput } from '@kanri/contracts';
import { usePutPlaceAdministrator } from '../api/place-administrators';

const formId = 'add-place-administrator-form';

/** Props of {@link AddAdministratorDialog}. */
export interface AddAdministratorDialogProps {
  placeId: string;
  onClose: () => void;
}

/**
 * The "Add administrator" dialog of a place's administrators tab: the person (the kit's
 * `WorkerPicker`) and the role (拠点責任者, 総務担当, IT担当, 安全衛生担当), both required
 * (`addPlaceAdministratorFormSchema`), sent as `PUT /v2/places/{id}/administrators/{personId}`
 * `{ role }`. The server's refusals show under their fields (an alumni person under the person);
 * a refused submit leaves the form ready for the corrected one. Mount it only while open.
 */
export function AddAdministratorDialog({ placeId, onClose }: AddAdministratorDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const put = usePutPlaceAdministrator();
  const onSubmitError = useSubmitError();
  const defaultValues: AddPlaceAdministratorFormInput = { personId: null, role: null };
  const form = useSchemaForm({
    schema: addPlaceAdministratorFormSchema,
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      try {
        await put.trigger({ params: { id: placeId, personId: value.personId }, body: { role: value.role } });
      } catch (error) {
        onSubmitError(formApi, error, { title: t`The administrator could not be added.` });
        focusFirstError(formId);
        return;
      }
      toast.success(t`The administrator was added.`);
      onClose();
    },
    onInvalid: () => focusFirstError(formId),
  });
  const title = t`Add administrator`;
  return (
    <Modal
      open
      title={title}
      okText={t({ message: 'Add', context: 'placeAdministrator' })}
      cancelText={t({ message: 'Cancel', context: 'placeAdministrator' })}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: put.isMutating }}
      onCancel={onClose}
      destroyOnHidden
    >
      <SchemaForm form={form} id={formId} aria-label={title}>
        <FormCustomField form={form} name="personId" label={t`Person`} required>
          {(control) => <WorkerPicker {...pickerControlProps(control)} />}
        </FormCustomField>
        <FormSelectField
          form={form}
          name="role"
          label={t({ message: 'Role', context: 'placeAdministrator' })}
          required
          allowClear={false}
          options={placeAdministratorRoleValues.map((value) => ({ value, label: i18n._(placeAdministratorRoleLabels[value]) }))}
        />
      </SchemaForm>
    </Modal>
  );
}
