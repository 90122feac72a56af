import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCreateRole } from '../api/create-role';
import { RecordNewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import { RoleForm, emptyRoleFormValues, type RoleFormValues } from '../components/role-form';

/**
 * `/settings/permission-and-roles/roles/new` (001 §2): the role form; Add calls
 * `POST /v2/settings/roles`, then toasts and opens the new role's page. A 400 or a taken name goes
 * under the fields, keeping what was typed; Cancel returns to the list.
 */
export function RoleNewPage() {
  const { t } = useLingui();
  const create = useCreateRole();
  const [defaultValues] = useState(emptyRoleFormValues);
  return (
    <RecordNewFrame<RoleFormValues>
      family="roles"
      title={t`Add role`}
      create={(body) => create.trigger({ body })}
      doneText={(name) => t`The role "${name}" was added.`}
      failedTitle={t`The role could not be added.`}
      pathOf={recordPaths.role}
    >
      {(wiring) => <RoleForm defaultValues={defaultValues} {...wiring} />}
    </RecordNewFrame>
  );
}
