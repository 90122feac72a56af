import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory, RecordGate } from '@kanri/ui';
import type { RoleDetail } from '@kanri/contracts';
import { useRole } from '../api/get-role';
import { useDeleteRole } from '../api/delete-role';
import { roleHistoryProps } from '../components/history-values';
import { RecordViewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import { RoleDetails } from '../components/role-details';
import { RoleHolders } from '../components/role-holders';

/**
 * `/settings/permission-and-roles/roles/{id}` (001 §2, §6; issue 9): the role read-only, who holds
 * it and through which group, its history; Edit (`…/edit`) and Delete (confirm; the server refuses
 * with a localized message when nobody would be left holding Settings). A bad or unknown id shows
 * the not-found page; a failed load, the error with Retry.
 */
export function RolePage() {
  const { id } = useParams();
  const role = useRole(id);
  return <RecordGate query={role}>{(current) => <RoleView role={current} />}</RecordGate>;
}

function RoleView({ role }: { role: RoleDetail }) {
  const { t } = useLingui();
  const remove = useDeleteRole();
  const name = role.name;
  return (
    <RecordViewFrame
      family="roles"
      name={name}
      editPath={`${recordPaths.role(role.id)}/edit`}
      remove={{
        title: t`Delete this role?`,
        content: t`"${name}" will be deleted, and its people lose the products it grants. This cannot be undone.`,
        doneText: t`The role "${name}" was deleted.`,
        failedTitle: t`The role could not be deleted.`,
        onDelete: () => remove.trigger({ params: { id: role.id } }),
        deleting: remove.isMutating,
      }}
    >
      <RoleDetails role={role} />
      <RoleHolders roleId={role.id} />
      <RecordHistory resourceType="ROLE" resourceId={role.id} {...roleHistoryProps(role)} />
    </RecordViewFrame>
  );
}
