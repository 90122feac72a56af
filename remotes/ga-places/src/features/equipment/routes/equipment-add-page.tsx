import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader, useSubmitError } from '@kanri/ui';
import { useCreateEquipment } from '../api/create-equipment';
import { EquipmentForm, emptyEquipmentFormValues } from '../components/equipment-form';

/**
 * `/equipment/add` (001 §2 Equipment): the add form. Saving calls `POST /v2/equipment`; success
 * shows a toast and opens the new equipment's profile; a 400 puts the server's errors under the
 * fields (nothing typed is lost); Cancel returns to the add-method choice.
 */
export function EquipmentAddPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateEquipment();
  const onSubmitError = useSubmitError();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: t`Add equipment`, to: '/equipment/add-select' }, { label: t`Add one by one` }]}
        title={t`Add equipment`}
      />
      <EquipmentForm
        label={t`Add equipment`}
        defaultValues={emptyEquipmentFormValues}
        submitLabel={t`Add`}
        onCancel={() => void navigate('/equipment/add-select')}
        onSubmit={async (body, formApi) => {
          try {
            const { id } = await create.trigger({ body });
            toast.success(t`The equipment was added.`);
            await navigate(`/equipment/${id}`);
          } catch (error) {
            onSubmitError(formApi, error, { conflictField: 'assetTag', title: t`The equipment could not be added.` });
          }
        }}
      />
    </section>
  );
}
