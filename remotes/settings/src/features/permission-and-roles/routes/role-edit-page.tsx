import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RecordEditFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import type { RoleDetail } from '@kanri/contracts';
import { RoleForm, roleFormValuesOf, type RoleFormValues } from '../components/role-form';
import { RecordGate } from '@kanri/ui';

/**
 * `/settings/permission-and-roles/roles/{id}/edit` (001 §2): the role form filled with the role;
 * Save sends `PATCH` with the `version` the edit started from, then returns to the role's page.
 * Someone else's save in between (409) keeps what was typed and offers Reload; a change the server
 * refuses (nobody would be left holding Settings) shows its message in a toast.
 */
export function RoleEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const role = useRole(id);
  const update = useUpdateRole();
  return (
    <RecordGate query={role}>
      {(current) => (
        <RecordEditFrame<RoleDetail, RoleFormValues>
          record={current}
          refetch={() => role.mutate()}
          family="roles"
          title={t`Edit role`}
          recordPath={recordPaths.role(current.id)}
          save={(roleId, body) => update.trigger({ params: { id: roleId }, body })}
        >
          {(base, wiring) => <RoleForm key={base.version} role={base} defaultValues={roleFormValuesOf(base)} {...wiring} />}
        </RecordEditFrame>
      )}
    </RecordGate>
  );
}
