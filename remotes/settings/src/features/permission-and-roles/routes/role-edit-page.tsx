import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader } from '@kanri/ui';
import type { RoleDetail } from '@kanri/contracts';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { RecordGate } from '../components/record-gate';
import { recordPaths } from '../components/ref-tags';
import { RoleForm, roleFormValuesOf } from '../components/role-form';
import { useRecordEdit } from '../components/use-record-edit';

/**
 * `/settings/permission-and-roles/roles/{id}/edit` (001 §2): the role form filled with the role;
 * Save sends `PATCH` with the `version` the edit started from, then returns to the role's page.
 * Someone else's save in between (409) keeps what was typed and offers Reload; a change the server
 * refuses (nobody would be left holding Settings) shows its message in a toast.
 */
export function RoleEditPage() {
  const { id } = useParams();
  const role = useRole(id);
  return <RecordGate query={role}>{(current) => <RoleEdit role={current} refetch={() => role.mutate()} />}</RecordGate>;
}

function RoleEdit({ role, refetch }: { role: RoleDetail; refetch: () => Promise<RoleDetail | undefined> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateRole();
  const breadcrumb = useFamilyBreadcrumb();
  const { base, conflictAlert, onSaveError } = useRecordEdit(role, refetch);
  const defaultValues = useMemo(() => roleFormValuesOf(base), [base]);
  const recordPath = recordPaths.role(base.id);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.edit('roles', base.name, recordPath)} title={t`Edit role`} />
      <RoleForm
        key={base.version}
        label={t`Edit role`}
        role={base}
        defaultValues={defaultValues}
        banner={conflictAlert}
        submitLabel={t`Save`}
        onCancel={() => void navigate(recordPath)}
        onSubmit={async (body, form) => {
          try {
            await update.trigger({ params: { id: base.id }, body: { ...body, version: base.version } });
            toast.success(t`The changes were saved.`);
            await navigate(recordPath);
          } catch (error) {
            await onSaveError(form, error);
          }
        }}
      />
    </section>
  );
}
