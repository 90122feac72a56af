import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader, useSubmitError } from '@kanri/ui';
import { useCreatePeopleGroup } from '../api/create-people-group';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { familyListPaths } from '../components/family-tabs';
import { recordPaths } from '../components/ref-tags';
import { PeopleGroupForm, emptyPeopleGroupFormValues } from '../components/people-group-form';

/**
 * `/settings/permission-and-roles/people-groups/new` (001 §2, §3): the people group form; Add calls
 * `POST /v2/settings/people-groups`, then toasts and opens the new people group's page. A 400 or a taken name goes
 * under the fields, keeping what was typed; Cancel returns to the list.
 */
export function PeopleGroupNewPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePeopleGroup();
  const submitError = useSubmitError();
  const breadcrumb = useFamilyBreadcrumb();
  const [defaultValues] = useState(emptyPeopleGroupFormValues);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.record('people-groups', t`Add people group`)} title={t`Add people group`} />
      <PeopleGroupForm
        label={t`Add people group`}
        defaultValues={defaultValues}
        submitLabel={t`Add`}
        onCancel={() => void navigate(familyListPaths['people-groups'])}
        onSubmit={async (body, form) => {
          try {
            const { id } = await create.trigger({ body });
            toast.success(t`The people group "${body.name.trim()}" was added.`);
            await navigate(recordPaths.peopleGroup(id));
          } catch (error) {
            submitError(form, error, { conflictField: 'name', title: t`The people group could not be added.` });
          }
        }}
      />
    </section>
  );
}
