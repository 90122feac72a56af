import { useParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordGate, RecordHeader, RecordTabs } from '@kanri/ui';
import type { GroupIdDetail } from '@kanri/contracts';
import { useGroupId } from '../api/get-group-id';
import { GroupIdMembers } from '../components/group-id-members';
import { GroupIdRulesTab } from '../components/group-id-rules';
import { GroupIdSettingsTab } from '../components/group-id-settings';
import { groupIdFieldLabels } from '../components/id-labels';

/**
 * `/id-managements/group-id/{id}` and its tabs `members` (the default: a bare URL opens it),
 * `rule-and-policy` and `settings` (001 §2 "ID management groups"): the header (name, login id,
 * "MFA required" and the member count), then the open tab. An id that is not a UUID or a group ID
 * the API does not find shows the not-found page.
 */
export function GroupIdPage() {
  const group = useGroupId(useParams().id);
  return <RecordGate query={group}>{(current) => <GroupIdView group={current} refetch={() => group.mutate()} />}</RecordGate>;
}

function GroupIdView({ group, refetch }: { group: GroupIdDetail; refetch: () => Promise<GroupIdDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const members = group.memberCount;
  const tags = [
    { key: 'kind', label: t`Group ID`, color: 'blue' },
    ...(group.mfaRequired ? [{ key: 'mfa', label: i18n._(groupIdFieldLabels.mfaRequired), color: 'green' }] : []),
    { key: 'members', label: t`${members} members` },
  ];
  return (
    <section>
      <RecordHeader breadcrumb={[{ label: t`ID management`, to: '/id-managements' }, { label: group.name }]} name={group.name} subtitle={group.loginId} tags={tags} />
      <Flex vertical gap={16}>
        <RecordTabs
          aria-label={t`Group ID`}
          basePath={`/id-managements/group-id/${group.id}`}
          tabs={[
            { key: 'members', label: t`Members`, render: () => <GroupIdMembers group={group} /> },
            { key: 'rule-and-policy', label: t`Rules and policies`, render: () => <GroupIdRulesTab group={group} refetch={refetch} /> },
            { key: 'settings', label: t({ message: 'Settings', context: 'groupIdTab' }), render: () => <GroupIdSettingsTab group={group} refetch={refetch} /> },
          ]}
        />
      </Flex>
    </section>
  );
}
