import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import * as v from 'valibot';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useToast } from '@kanri/runtime';
import { ErrorState, SchemaForm, useSchemaForm, useSubmitError, type SchemaFormApi } from '@kanri/ui';
import { updateFleetSettingsBodySchema, type FleetSettings, type UpdateFleetSettingsInput } from '@kanri/contracts';
import { useFleetSettings } from '../api/get-fleet-settings';
import { useUpdateFleetSettings } from '../api/update-fleet-settings';

/** The settings body without `version` (the form sends the version it was filled from). */
const bodyWithoutVersion = v.omit(updateFleetSettingsBodySchema, ['version']);
/** What a settings form holds: some of the settings. */
export type FleetSettingsValues = Omit<UpdateFleetSettingsInput, 'version'>;

/** Props of {@link FleetSettingsForm}. */
export interface FleetSettingsFormProps<TValues extends FleetSettingsValues> {
  label: string;
  /** The form's values from the settings read. */
  valuesOf: (settings: FleetSettings) => TValues;
  /** The fields, given the form. */
  children: (form: SchemaFormApi<TValues>, settings: FleetSettings) => ReactNode;
}

/**
 * An edit form over the company's fleet settings (`GET` / `PATCH /v2/fleet-settings`): filled from
 * the settings read, saved with their `version` (another save in between answers 409, shown with
 * Reload); 400s go under the fields. Used by `/fleets/settings` and `/fleets/rule-and-policy`.
 */
export function FleetSettingsForm<TValues extends FleetSettingsValues>(props: FleetSettingsFormProps<TValues>) {
  const settings = useFleetSettings();
  if (settings.error && !settings.data) return <ErrorState description={settings.error.message} onRetry={() => void settings.mutate()} />;
  if (!settings.data) return <Card loading />;
  return <SettingsForm key={settings.data.version} {...props} settings={settings.data} reload={() => void settings.mutate()} />;
}

function SettingsForm<TValues extends FleetSettingsValues>({ label, valuesOf, children, settings, reload }: FleetSettingsFormProps<TValues> & { settings: FleetSettings; reload: () => void }) {
  const { t } = useLingui();
  const update = useUpdateFleetSettings();
  const toast = useToast();
  const onSubmitError = useSubmitError();
  const form = useSchemaForm<TValues, TValues>({
    schema: bodyWithoutVersion as unknown as v.GenericSchema<TValues, TValues>,
    defaultValues: valuesOf(settings),
    onSubmit: async ({ value, formApi }) => {
      try {
        await update.trigger({ body: { ...value, version: settings.version } });
        toast.success(t`The settings were saved.`);
      } catch (error) {
        onSubmitError(formApi, error, { title: t`The settings could not be saved.` });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const updatedAt = formatDate(settings.updatedAt, 'dateTime');
  return (
    <SchemaForm form={form} aria-label={label} style={{ maxWidth: 880 }}>
      <Flex vertical gap={16}>
        <Card>{children(form, settings)}</Card>
        <Flex gap={8} justify="space-between" align="center">
          <Typography.Text type="secondary">{t`Last saved ${updatedAt}`}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={reload} disabled={submitting}>
              {t`Reload`}
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t`Save`}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
