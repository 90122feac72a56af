import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@kanri/runtime';
import { FormTextField, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import { installAppBodySchema, integratedTenantNameMaxLength, type App, type InstallAppInput } from '@kanri/contracts';
import { useInstallApp } from '../api/install-app';

const formId = 'app-install-form';

/**
 * The install dialog of a marketplace app (001 §2, §4 "Install finish"): asks the integrated
 * tenant's name, posts `POST /v2/apps/{id}/install`, then goes to
 * `/software/marketplace/{id}/install/finish?result=success&appIntegrationId=…`. A 400 shows its
 * message under the field and stays; any other failure goes to `…?result=error&errorMessage=…`.
 */
export function InstallDialog({ app, open, onClose }: { app: App; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const install = useInstallApp();
  const finish = `/software/marketplace/${app.id}/install/finish`;
  const form = useSchemaForm({
    schema: installAppBodySchema,
    defaultValues: { integratedTenantName: '' } satisfies InstallAppInput,
    onSubmit: async ({ value, formApi }) => {
      try {
        const { appIntegrationId } = await install.trigger({ params: { id: app.id }, body: value });
        navigate(`${finish}?${new URLSearchParams({ result: 'success', appIntegrationId })}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length && applyServerFieldErrors(formApi, error).length === 0) return;
        const errorMessage = error instanceof Error && error.message ? error.message : t`The app could not be installed.`;
        navigate(`${finish}?${new URLSearchParams({ result: 'error', errorMessage })}`);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = t`Install ${app.name}`;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        {t`Name the tenant of ${app.name} to integrate (your workspace, domain or organization in the app). Its accounts are read right after the install.`}
      </Typography.Paragraph>
      <SchemaForm form={form} id={formId} aria-label={title}>
        <FormTextField form={form} name="integratedTenantName" label={t`Tenant name`} required maxLength={integratedTenantNameMaxLength} showCount />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t({ message: 'Install', context: 'marketplace' })}
          </Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}
