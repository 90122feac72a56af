import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useToast } from '@kanri/runtime';
import { FormDateField, FormTextField, PageHeader, SchemaForm, useSchemaForm, useSubmitError } from '@kanri/ui';
import { createOrgPlanBodySchema, orgPlanNameMaxLength } from '@kanri/contracts';
import { useCreateOrgPlan } from '../api/plans';

/**
 * `/organization/plan/create`: a plan's name and effective date (after today); the plan starts as a
 * draft based on the organization as of that date, and opens on its chart.
 */
export function OrganizationPlanCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateOrgPlan();
  const submitError = useSubmitError();
  const form = useSchemaForm({
    schema: createOrgPlanBodySchema,
    defaultValues: { name: '', effectiveDate: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        toast.success(t`The plan was created.`);
        navigate(`/organization/plan/${id}`);
      } catch (error) {
        submitError(formApi, error, { title: t`The plan could not be created.` });
      }
    },
  });
  return (
    <section>
      <PageHeader title={t`Create a plan`} breadcrumb={[{ label: t`Organization plans`, to: '/organization/plan' }, { label: t`Create a plan` }]} />
      <SchemaForm form={form} aria-label={t`Create a plan`}>
        <div style={{ maxWidth: 480 }}>
          <FormTextField form={form} name="name" label={t`Plan name`} required maxLength={orgPlanNameMaxLength} />
          <FormDateField form={form} name="effectiveDate" label={t`Effective date`} required description={t`The plan starts from the organization as of this date and takes effect on it.`} disabledDate={(d) => !d.isAfter(dayjs(), 'day')} />
          <Button type="primary" htmlType="submit" loading={create.isMutating}>{t`Create`}</Button>
        </div>
      </SchemaForm>
    </section>
  );
}
