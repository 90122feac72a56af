import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader, useSubmitError } from '@kanri/ui';
import { useCreateRole } from '../api/create-role';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { familyListPaths } from '../components/family-tabs';
import { recordPaths } from '../components/ref-tags';
import { RoleForm, emptyRoleFormValues } from '../components/role-form';

/**
 * `/settings/permission-and-roles/roles/new` (001 §2): the role form; Add calls
 * `POST /v2/settings/roles`, then toasts and opens the new role's page. A 400 or a taken name goes
 * under the fields, keeping what was typed; Cancel returns to the list.
 */
export function RoleNewPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateRole();
  const submitError = useSubmitError();
  const breadcrumb = useFamilyBreadcrumb();
  const [defaultValues] = useState(emptyRoleFormValues);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.record('roles', t`Add role`)} title={t`Add role`} />
      <RoleForm
        label={t`Add role`}
        defaultValues={defaultValues}
        submitLabel={t`Add`}
        onCancel={() => void navigate(familyListPaths.roles)}
        onSubmit={async (body, form) => {
          try {
            const { id } = await create.trigger({ body });
            toast.success(t`The role "${body.name.trim()}" was added.`);
            await navigate(recordPaths.role(id));
          } catch (error) {
            submitError(form, error, { conflictField: 'name', title: t`The role could not be added.` });
          }
        }}
      />
    </section>
  );
}
