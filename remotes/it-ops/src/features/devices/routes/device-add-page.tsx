import { Button, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { applyServerFieldErrors, focusFirstError, LinkButton, NotFoundPage, PageHeader, SchemaForm, useSchemaForm } from '@kanri/ui';
import { createDeviceBodySchema, deviceTypeOf, genreOfDeviceType, type DeviceGenre } from '@kanri/contracts';
import { useCreateDevice } from '../api/create-device';
import { DeviceFormFields } from '../components/device-form-fields';
import { emptyDeviceFormValues, toDevicePayload } from '../components/device-form-model';
import { deviceGenreLabels } from '../components/device-labels';

const formId = 'device-add-form';

/**
 * `/devices/add/{deviceType}` (001 §2, §3): the genre's form — identity and catalog model, the
 * genre's specification fields only, acquisition and price, the first status (procured or ordered)
 * and an optional first check-out, the memo — validated by `createDeviceBodySchema` (field errors
 * and the kit's validation toast). `POST /v2/devices` → `/devices/add/{deviceType}/completed?addedDeviceID=`;
 * a 400 puts the server's messages under their fields; another failure is a destructive toast.
 * A `deviceType` that is not a genre shows not found.
 */
export function DeviceAddPage() {
  const genre = genreOfDeviceType(useParams().deviceType ?? '');
  if (!genre) return <NotFoundPage />;
  return <DeviceAddForm key={genre} genre={genre} />;
}

function DeviceAddForm({ genre }: { genre: DeviceGenre }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateDevice();
  const genreLabel = i18n._(deviceGenreLabels[genre]);
  const form = useSchemaForm({
    schema: createDeviceBodySchema,
    defaultValues: emptyDeviceFormValues(genre),
    onInvalid: () => focusFirstError(formId),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: toDevicePayload(value) });
        toast.success(t`The device "${value.name}" was added.`);
        navigate(`/devices/add/${deviceTypeOf(genre)}/completed?addedDeviceID=${id}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          focusFirstError(formId);
          return;
        }
        toast.destructive(t`The device could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = t`Add a device: ${genreLabel}`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`Add device`, to: '/devices/add' }, { label: title }]} title={title} />
      <SchemaForm form={form} id={formId} aria-label={title} style={{ maxWidth: 880 }}>
        <DeviceFormFields form={form} genre={genre} mode="add" />
        <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
          <LinkButton to="/devices/add">{t`Back`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Add device`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}
