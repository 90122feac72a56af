import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { RecordHistory, RecordGate } from '@kanri/ui';
import type { PeopleGroupDetail } from '@kanri/contracts';
import { usePeopleGroup } from '../api/get-people-group';
import { useDeletePeopleGroup } from '../api/delete-people-group';
import { usePeopleGroupHistoryProps } from '../components/history-values';
import { PeopleGroupDetails } from '../components/people-group-details';
import { RecordViewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';

/**
 * `/settings/permission-and-roles/people-groups/{id}` (001 §2, §3): the people group read-only and
 * its history; Edit and Delete (confirm; the server refuses with a localized message while roles
 * still use it). A bad or unknown id shows the not-found page.
 */
export function PeopleGroupPage() {
  const { id } = useParams();
  const group = usePeopleGroup(id);
  return <RecordGate query={group}>{(current) => <PeopleGroupView group={current} />}</RecordGate>;
}

function PeopleGroupView({ group }: { group: PeopleGroupDetail }) {
  const { t } = useLingui();
  const remove = useDeletePeopleGroup();
  const historyProps = usePeopleGroupHistoryProps(group);
  const name = group.name;
  return (
    <RecordViewFrame
      family="people-groups"
      name={name}
      editPath={`${recordPaths.peopleGroup(group.id)}/edit`}
      remove={{
        title: t`Delete this people group?`,
        content: t`"${name}" will be deleted. This cannot be undone.`,
        doneText: t`The people group "${name}" was deleted.`,
        failedTitle: t`The people group could not be deleted.`,
        onDelete: () => remove.trigger({ params: { id: group.id } }),
        deleting: remove.isMutating,
      }}
    >
      <PeopleGroupDetails group={group} />
      <RecordHistory resourceType="PEOPLE_GROUP" resourceId={group.id} {...historyProps} />
    </RecordViewFrame>
  );
}
