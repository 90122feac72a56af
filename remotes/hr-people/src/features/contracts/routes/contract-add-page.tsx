import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { isApiError, useAuth, useToast } from '@kanri/runtime';
import { LinkButton, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import { contractTypeSchema, createContractBodySchema, type CreateContractBody } from '@kanri/contracts';
import { useCreateContract } from '../api/contract-record';
import { ContractFormFields } from '../components/contract-form-fields';
import { emptyContractFormValues, type ContractFormValues } from '../components/contract-form-model';

/**
 * `/contract/add` (001 §2): a new contract, saved as a DRAFT (submit it for approval on its
 * page). `?contractType=` preselects the type (the list's tab). The form is validated with
 * `createContractBodySchema` (the API's rules: end on/after start, auto-renewal needs an end date
 * and a renewal term); a 400 or a taken contract number (409) marks the fields and the form can be
 * sent again; success goes to the contract's page.
 */
export function ContractAddPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { session } = useAuth();
  const create = useCreateContract();
  const [params] = useSearchParams();
  const initialType = useMemo(() => v.parse(v.fallback(contractTypeSchema, 'EMPLOYMENT'), params.get('contractType') ?? undefined), [params]);
  const form = useSchemaForm<ContractFormValues, CreateContractBody>({
    schema: createContractBodySchema,
    defaultValues: emptyContractFormValues(initialType, session?.company.name ?? ''),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        const title = value.title;
        toast.success(t`The contract "${title}" was saved as a draft.`);
        navigate(`/contract/${id}`);
      } catch (error) {
        if (isApiError(error) && (error.status === 400 || error.status === 409) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The contract could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = t`Add contract`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Contracts`, to: '/contract' }, { label: title }]} title={title} description={t`A new contract is saved as a draft. Submit it for approval from its page.`} />
      <SchemaForm form={form} aria-label={title}>
        <Flex vertical gap={16}>
          <ContractFormFields form={form} />
          <Flex justify="space-between" gap={8}>
            <LinkButton to="/contract">{t`Cancel`}</LinkButton>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t`Save as draft`}
            </Button>
          </Flex>
        </Flex>
      </SchemaForm>
    </section>
  );
}
