import { Button, Card, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { isApiError, useToast } from '@kanri/runtime';
import { DescriptorFields, LinkButton, NotFoundPage, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import {
  createSoftwareBodySchema,
  customSaasTypeSchema,
  softwareAddTypeValues,
  type CreateSoftwareBody,
  type CreateSoftwareInput,
  type CustomSaasType,
  type SoftwareType,
} from '@kanri/contracts';
import { useCreateSoftware } from '../api/create-software';
import { softwareDetailFields } from '../components/software-fields';
import { customSaasTypeLabels, softwareAddTypeLabels } from '../components/software-labels';

/** `/software/add/{type}` (001 §2): the add form of a software type; an unknown type is not found. */
export function SoftwareAddPage() {
  const { type } = useParams();
  if (!v.is(v.picklist(softwareAddTypeValues), type)) return <NotFoundPage />;
  return <SoftwareAddForm type={type} customSaasType={null} />;
}

/** `/software/custom-saas/add/{customSaasType}` (001 §2, §3): the custom SaaS form of a category; an unknown one is not found. */
export function CustomSaasAddPage() {
  const { customSaasType } = useParams();
  if (!v.is(customSaasTypeSchema, customSaasType)) return <NotFoundPage />;
  return <SoftwareAddForm type="CUSTOM_SAAS" customSaasType={customSaasType} />;
}

/**
 * The add form (`POST /v2/software`): name, vendor, category, usage status, site, renewal date and
 * description; on success a toast and the new record's page; a 400 marks the fields.
 */
function SoftwareAddForm({ type, customSaasType }: { type: SoftwareType; customSaasType: CustomSaasType | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateSoftware();
  const form = useSchemaForm<CreateSoftwareInput, CreateSoftwareBody>({
    schema: createSoftwareBodySchema,
    defaultValues: {
      type,
      customSaasType,
      name: '',
      vendorName: '',
      category: 'OTHER',
      usageStatus: 'ACTIVE',
      description: null,
      websiteUrl: null,
      renewalDate: null,
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        const name = value.name;
        toast.success(t`The software "${name}" was added.`);
        navigate(`/software/${id}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The software could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const typeLabel = customSaasType ? t`Custom SaaS: ${i18n._(customSaasTypeLabels[customSaasType])}` : i18n._(softwareAddTypeLabels[type as keyof typeof softwareAddTypeLabels]);
  const title = t`Add software: ${typeLabel}`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: t`Add software`, to: '/software/add' }, { label: typeLabel }]} title={title} />
      <SchemaForm form={form} aria-label={title}>
        <Card>
          <DescriptorFields form={form} fields={softwareDetailFields} columns={2} />
        </Card>
        <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
          <LinkButton to="/software/add">{t`Back`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Add software`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}
