import type * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import { useToast } from '@kanri/runtime';
import { useSchemaForm, useSubmitError, type SchemaFormApi } from '@kanri/ui';
import type { DeviceDetail } from '@kanri/contracts';

/**
 * The form of one command on a device's page — check-out, check-in, a lifecycle event (001 §3;
 * docs/devices.md): the values are validated by the command's contract schema, sent with the
 * device's current `version` to `send` (`POST /v2/devices/{id}/…`); on success the `success(value)`
 * toast shows (and the form resets when `resetOnSuccess`), on failure a 400's field errors land under
 * their fields and a destructive toast titled `failure` carries the server's message (409 when the
 * device changed meanwhile).
 *
 * @returns the form and whether it is submitting (for the submit button's `loading`)
 */
export function useDeviceCommandForm<TValues extends { version: number }, TOutput extends { version: number }>(options: {
  device: DeviceDetail;
  schema: v.GenericSchema<TValues, TOutput>;
  defaultValues: TValues;
  send: (input: { params: { id: string }; body: TOutput }) => Promise<unknown>;
  success: (value: TOutput) => string;
  failure: string;
  resetOnSuccess?: boolean;
}): { form: SchemaFormApi<TValues>; submitting: boolean } {
  const { device, schema, defaultValues, send, success, failure, resetOnSuccess = false } = options;
  const toast = useToast();
  const submitError = useSubmitError();
  const form = useSchemaForm({
    schema,
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      try {
        await send({ params: { id: device.id }, body: { ...value, version: device.version } });
        toast.success(success(value));
        if (resetOnSuccess) formApi.reset();
      } catch (error) {
        submitError(formApi, error, { title: failure });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return { form, submitting };
}
