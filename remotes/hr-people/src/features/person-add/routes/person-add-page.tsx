import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { LinkButton, NotFoundPage, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm } from '@kanri/ui';
import { createPersonBodySchema, workerTypeLabels, workerTypeOfSegment, type CreatePersonBody, type WorkerType } from '@kanri/contracts';
import { useCreatePerson } from '../api/create-person';
import { useHrMasterOptions } from '../api/get-hr-master-options';
import { usePersonPlacementOptions } from '../api/get-people-filter-options';
import { PersonFormFields } from '../components/person-form-fields';
import { emptyPersonFormValues, type PersonFormValues } from '../components/person-form-model';

/**
 * `/person/add/{workerType}` (001 §2, §4): the form of one worker type (`employee`,
 * `board-member`, `contractor`, `collaborator`; any other segment shows not found — docs/people.md).
 * Validated with `createPersonBodySchema` (katakana readings, e-mail, contract dates in order);
 * `POST /v2/people` → `/person/add/{workerType}/completed?addedPersonID=…&addedPersonFamilyName=…&addedPersonGivenName=…`.
 * A 400 or 409 puts the server's messages under the fields (a taken worker number or e-mail);
 * anything else is a destructive toast.
 */
export function PersonAddPage() {
  const segment = useParams().workerType;
  const workerType = workerTypeOfSegment(segment);
  if (!workerType || !segment) return <NotFoundPage />;
  return <PersonAddForm key={workerType} workerType={workerType} segment={segment} />;
}

function PersonAddForm({ workerType, segment }: { workerType: WorkerType; segment: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePerson();
  const options = useHrMasterOptions();
  const placement = usePersonPlacementOptions();
  const form = useSchemaForm<PersonFormValues, CreatePersonBody>({
    schema: createPersonBodySchema,
    defaultValues: emptyPersonFormValues(workerType),
    onSubmit: async ({ value, formApi }) => {
      try {
        const added = await create.trigger({ body: value });
        const name = i18n.locale === 'ja-JP' ? `${added.familyName} ${added.givenName}` : `${added.givenName} ${added.familyName}`;
        toast.success(t`${name} was added.`);
        const search = new URLSearchParams({ addedPersonID: added.id, addedPersonFamilyName: added.familyName, addedPersonGivenName: added.givenName });
        navigate(`/person/add/${segment}/completed?${search}`);
      } catch (error) {
        if ((isApiError(error, 400) || isApiError(error, 409)) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The person could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const typeLabel = i18n._(workerTypeLabels[workerType]);
  const title = t`Add person: ${typeLabel}`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`People`, to: '/people/workforce' }, { label: t`Add person`, to: '/person/add' }, { label: typeLabel }]} title={title} />
      {options.error || placement.error ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t`The choices of departments and HR catalogs could not be loaded. You can add the person without them.`} />
      ) : null}
      <SchemaForm form={form} aria-label={title}>
        <PersonFormFields form={form} workerType={workerType} options={options.data} placement={placement.data} />
        <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
          <LinkButton to="/person/add">{t`Back`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Add person`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}
