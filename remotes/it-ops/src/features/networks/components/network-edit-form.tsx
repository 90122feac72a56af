import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import { createNetworkBodySchema, type NetworkDetail } from '@kanri/contracts';
import { useUpdateNetwork } from '../api/update-network';
import { NetworkInformationFields } from './network-information-fields';
import { AccessControlFields } from './access-control-fields';
import { sectionHeading } from './network-details';
import { networkFormValuesOf, toNetworkPayload } from './network-form-model';

/** Props of {@link NetworkEditForm}. */
export interface NetworkEditFormProps {
  /** The network as it was loaded; the form starts from it and saves against its `version`. */
  network: NetworkDetail;
  /** Refetches the network (after a conflict) and resolves its current state. */
  onReload: () => Promise<NetworkDetail>;
  /** Leaves editing (after Save succeeded, or Cancel). */
  onDone: () => void;
}

/**
 * Edits a network on its page with the add form's fields and rules (000 §3, §5) on one page:
 * `PATCH /v2/networks/{id}` with the whole payload and the `version` read when editing began.
 * 409 (someone else saved in between) keeps what was typed and says so, offering Reload, which
 * loads the current network into the form — a newer version is never overwritten silently. 400
 * puts the server's errors on the fields; other failures show a destructive toast.
 */
export function NetworkEditForm({ network, onReload, onDone }: NetworkEditFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateNetwork();
  // the version this edit is based on: only an explicit Reload moves it, never a background refetch
  const [base, setBase] = useState(network);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const form = useSchemaForm({
    schema: createNetworkBodySchema,
    defaultValues: networkFormValuesOf(network),
    onSubmit: async ({ value, formApi }) => {
      setConflict(false);
      try {
        await update.trigger({ params: { id: base.id }, body: { ...toNetworkPayload(value), version: base.version } });
        toast.success(t`The changes were saved.`);
        onDone();
      } catch (error) {
        if (isApiError(error, 409)) return setConflict(true);
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The changes could not be saved.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const reload = async () => {
    setReloading(true);
    try {
      const current = await onReload();
      setBase(current);
      form.reset(networkFormValuesOf(current));
      setConflict(false);
    } catch (error) {
      toast.destructive(t`The network could not be reloaded.`, error instanceof Error ? error.message : undefined);
    } finally {
      setReloading(false);
    }
  };

  return (
    <SchemaForm form={form} aria-label={t`Edit network`} style={{ maxWidth: 880 }}>
      <Flex vertical gap={16}>
        {conflict ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t`Someone else changed this network while you were editing it.`}
            description={t`Your changes have not been saved. Reload to see the current network (what you typed here is replaced), then make your changes again.`}
            action={
              <Button onClick={() => void reload()} loading={reloading}>
                {t`Reload`}
              </Button>
            }
          />
        ) : null}
        <Card title={<h2 style={sectionHeading}>{t`Network information`}</h2>}>
          <NetworkInformationFields form={form} network={base} />
        </Card>
        <Card title={<h2 style={sectionHeading}>{t`Access control`}</h2>}>
          <AccessControlFields form={form} />
        </Card>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onDone}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Save`}
          </Button>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
