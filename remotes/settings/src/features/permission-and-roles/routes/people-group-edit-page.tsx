import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { usePeopleGroup } from '../api/get-people-group';
import { useUpdatePeopleGroup } from '../api/update-people-group';
import type { PeopleGroupDetail } from '@kanri/contracts';
import { PeopleGroupForm, peopleGroupFormValuesOf, type PeopleGroupFormValues } from '../components/people-group-form';
import { RecordEditFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';
import { RecordGate } from '@kanri/ui';

/**
 * `/settings/permission-and-roles/people-groups/{id}/edit` (001 §2): the form filled with the people
 * group (its people named at once); Save sends `PATCH` with the `version` the edit started from,
 * then returns to its page. A conflict (409) keeps what was typed and offers Reload; a change the
 * server refuses (nobody would be left holding Settings) shows its message in a toast.
 */
export function PeopleGroupEditPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const group = usePeopleGroup(id);
  const update = useUpdatePeopleGroup();
  return (
    <RecordGate query={group}>
      {(current) => (
        <RecordEditFrame<PeopleGroupDetail, PeopleGroupFormValues>
          record={current}
          refetch={() => group.mutate()}
          family="people-groups"
          title={t`Edit people group`}
          recordPath={recordPaths.peopleGroup(current.id)}
          save={(groupId, body) => update.trigger({ params: { id: groupId }, body })}
        >
          {(base, wiring) => (
            <PeopleGroupForm key={base.version} initialPeople={[...base.included, ...base.excluded]} defaultValues={peopleGroupFormValuesOf(base)} {...wiring} />
          )}
        </RecordEditFrame>
      )}
    </RecordGate>
  );
}
