import { Button, Flex } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useToast } from '@kanri/runtime';
import { focusFirstError, PageHeader, SchemaForm, useSchemaForm, useSubmitError } from '@kanri/ui';
import { createFleetBodySchema, fleetMainTypeSchema, type CreateFleetBody, type FleetMainType } from '@kanri/contracts';
import { useCreateFleet } from '../api/create-fleet';
import { FleetFormFields } from '../components/fleet-form-fields';
import { emptyFleetFormValues, type FleetFormValues } from '../components/fleet-form-model';
import { fleetMainTypeLabels } from '../components/fleet-labels';

const formId = 'fleet-add-form';

/**
 * `/fleets/add?mainType=…` (000 §2 "`/fleets/add` with mainType"): the add form of a vehicle of the
 * chosen type. A missing or unknown `mainType` goes to `/fleets/add-select` (replacing the URL).
 * Saving calls `POST /v2/fleets`; success shows a toast and opens the new vehicle's page; a 400
 * goes under the fields, a taken registration number (409) under that field; Cancel returns to the
 * type choice.
 */
export function FleetAddPage() {
  const [params] = useSearchParams();
  const mainType = v.safeParse(fleetMainTypeSchema, params.get('mainType'));
  if (!mainType.success) return <Navigate to="/fleets/add-select" replace />;
  return <FleetAddForm key={mainType.output} mainType={mainType.output} />;
}

function FleetAddForm({ mainType }: { mainType: FleetMainType }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateFleet();
  const onSubmitError = useSubmitError();
  const form = useSchemaForm<FleetFormValues, CreateFleetBody>({
    schema: createFleetBodySchema,
    defaultValues: emptyFleetFormValues(mainType),
    onInvalid: () => focusFirstError(formId),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        toast.success(t`The vehicle was added.`);
        await navigate(`/fleets/${id}`);
      } catch (error) {
        onSubmitError(formApi, error, { conflictField: 'registrationNumber', title: t`The vehicle could not be added.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const typeName = i18n._(fleetMainTypeLabels[mainType]);
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Vehicles`, to: '/fleets' }, { label: t`Add vehicle`, to: '/fleets/add-select' }, { label: typeName }]}
        title={t`Add vehicle: ${typeName}`}
      />
      <SchemaForm form={form} id={formId} aria-label={t`Add vehicle`}>
        <Flex vertical gap={16}>
          <FleetFormFields form={form} withMileage />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate('/fleets/add-select')} disabled={submitting}>
              {t`Cancel`}
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t`Add`}
            </Button>
          </Flex>
        </Flex>
      </SchemaForm>
    </section>
  );
}
