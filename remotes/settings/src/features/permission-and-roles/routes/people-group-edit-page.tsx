import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { PageHeader } from '@kanri/ui';
import type { PeopleGroupDetail } from '@kanri/contracts';
import { usePeopleGroup } from '../api/get-people-group';
import { useUpdatePeopleGroup } from '../api/update-people-group';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { RecordGate } from '../components/record-gate';
import { recordPaths } from '../components/ref-tags';
import { PeopleGroupForm, peopleGroupFormValuesOf } from '../components/people-group-form';
import { useRecordEdit } from '../components/use-record-edit';

/**
 * `/settings/permission-and-roles/people-groups/{id}/edit` (001 §2): the form filled with the people group;
 * Save sends `PATCH` with the `version` the edit started from, then returns to its page.
 * Someone else's save in between (409) keeps what was typed and offers Reload; a change the server
 * refuses (nobody would be left holding Settings) shows its message in a toast.
 */
export function PeopleGroupEditPage() {
  const { id } = useParams();
  const group = usePeopleGroup(id);
  return <RecordGate query={group}>{(current) => <PeopleGroupEdit group={current} refetch={() => group.mutate()} />}</RecordGate>;
}

function PeopleGroupEdit({ group, refetch }: { group: PeopleGroupDetail; refetch: () => Promise<PeopleGroupDetail | undefined> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdatePeopleGroup();
  const breadcrumb = useFamilyBreadcrumb();
  const { base, conflictAlert, onSaveError } = useRecordEdit(group, refetch);
  const defaultValues = useMemo(() => peopleGroupFormValuesOf(base), [base]);
  const initialPeople = useMemo(() => [...base.included, ...base.excluded], [base]);
  const recordPath = recordPaths.peopleGroup(base.id);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.edit('people-groups', base.name, recordPath)} title={t`Edit people group`} />
      <PeopleGroupForm
        key={base.version}
        label={t`Edit people group`}
        initialPeople={initialPeople}
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
