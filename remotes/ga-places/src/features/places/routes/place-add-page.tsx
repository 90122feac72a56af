import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader, useSubmitError } from '@kanri/ui';
import { useCreatePlace } from '../api/create-place';
import { PlaceForm, emptyPlaceFormValues } from '../components/place-form';

/**
 * `/places/add` (000 §2, §3 Place): the add form. Saving calls `POST /v2/places`; success shows a
 * toast and opens the new place's page; a 400 puts the server's errors under the fields and a
 * taken code (409) under the code, keeping what was typed; Cancel returns to the add-method choice.
 */
export function PlaceAddPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePlace();
  const onSubmitError = useSubmitError();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: t`Add places`, to: '/places/add-select' }, { label: t`Add one by one` }]}
        title={t`Add a place`}
      />
      <PlaceForm
        label={t`Add a place`}
        defaultValues={emptyPlaceFormValues}
        submitLabel={t`Add`}
        onCancel={() => void navigate('/places/add-select')}
        onSubmit={async (body, formApi) => {
          try {
            const { id } = await create.trigger({ body });
            toast.success(t`The place was added.`);
            await navigate(`/places/${id}`);
          } catch (error) {
            onSubmitError(formApi, error, { conflictField: 'code', title: t`The place could not be added.` });
          }
        }}
      />
    </section>
  );
}
