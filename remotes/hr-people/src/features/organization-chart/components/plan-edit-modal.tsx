import { Modal } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { useEndpointMutation, useToast } from '@kanri/runtime';
import { FormDateField, FormTextField, SchemaForm, useSchemaForm, useSubmitError } from '@kanri/ui';
import { createOrgPlanBodySchema, orgPlanNameMaxLength, updateOrgPlanEndpoint, type OrgPlanDetail } from '@kanri/contracts';

/** Renames a draft plan or moves its effective date (`PATCH /v2/organization/plans/{id}` with the plan's version). */
export function PlanEditModal({ plan, onClose }: { plan: OrgPlanDetail; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useEndpointMutation(updateOrgPlanEndpoint, { revalidate: ['/v2/organization', '/v2/audit-logs'] });
  const submitError = useSubmitError();
  const form = useSchemaForm({
    schema: createOrgPlanBodySchema,
    defaultValues: { name: plan.name, effectiveDate: plan.effectiveDate },
    onSubmit: async ({ value, formApi }) => {
      try {
        await update.trigger({ params: { id: plan.id }, body: { ...value, version: plan.version } });
        toast.success(t`The plan was updated.`);
        onClose();
      } catch (error) {
        submitError(formApi, error, { title: t`The plan could not be updated.` });
      }
    },
  });
  const title = t`Edit the plan`;
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void form.handleSubmit()} okText={t`Save`} confirmLoading={update.isMutating} destroyOnHidden>
      <SchemaForm form={form} aria-label={title}>
        <FormTextField form={form} name="name" label={t`Plan name`} required maxLength={orgPlanNameMaxLength} />
        <FormDateField form={form} name="effectiveDate" label={t`Effective date`} required disabledDate={(d) => !d.isAfter(dayjs(), 'day')} />
      </SchemaForm>
    </Modal>
  );
}
