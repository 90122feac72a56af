import { useState } from 'react';
import { Avatar, Button, Card, Flex, Table, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, WorkerPicker, sectionHeading } from '@kanri/ui';
import { groupIdMemberFields, type GroupIdDetail, type GroupIdMember } from '@kanri/contracts';
import { useGroupIdMembers } from '../api/get-group-id-members';
import { usePutGroupIdMember } from '../api/put-group-id-member';
import { useDeleteGroupIdMember } from '../api/delete-group-id-member';

/**
 * The members tab of a group ID (001 §3 "Members": who uses the shared login): a person picker and
 * "Add member" (`PUT …/members/{personId}`; a member already in the list is simply kept), the
 * members with their e-mail and when they were added, and "Remove" after a confirm.
 */
export function GroupIdMembers({ group }: { group: GroupIdDetail }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { confirm } = useDialogs();
  const members = useGroupIdMembers(group.id);
  const add = usePutGroupIdMember();
  const remove = useDeleteGroupIdMember();
  const [personId, setPersonId] = useState<string | null>(null);

  const onAdd = async () => {
    if (!personId) return;
    try {
      const member = await add.trigger({ params: { id: group.id, personId } });
      const name = member.name;
      toast.success(t`${name} was added to the members.`);
      setPersonId(null);
      await members.mutate();
    } catch (error) {
      toast.destructive(t`The member could not be added.`, error instanceof Error ? error.message : undefined);
    }
  };
  const onRemove = async (member: GroupIdMember) => {
    const name = member.name;
    const groupName = group.name;
    const ok = await confirm({ title: t`Remove this member?`, content: t`${name} will no longer be a member of "${groupName}".`, okText: t`Remove`, danger: true });
    if (!ok) return;
    try {
      await remove.trigger({ params: { id: group.id, personId: member.personId } });
      toast.success(t`${name} was removed from the members.`);
      await members.mutate();
    } catch (error) {
      toast.destructive(t`The member could not be removed.`, error instanceof Error ? error.message : undefined);
    }
  };

  const pickerLabel = t`Person to add`;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Members`}</h2>}>
      <Flex vertical gap={16}>
        <Flex gap={8} align="start" wrap>
          <div style={{ minWidth: 320, flex: '0 1 420px' }}>
            <WorkerPicker value={personId} onChange={(id) => setPersonId(id)} aria-label={pickerLabel} placeholder={pickerLabel} />
          </div>
          <Button type="primary" disabled={!personId} loading={add.isMutating} onClick={() => void onAdd()}>
            {t`Add member`}
          </Button>
        </Flex>
        {members.error && !members.data ? (
          <ErrorState description={members.error.message} onRetry={() => void members.mutate()} />
        ) : members.data && members.data.items.length === 0 ? (
          <EmptyState description={t`This group ID has no members yet.`} />
        ) : (
          <Table<GroupIdMember>
            rowKey="personId"
            loading={members.isLoading}
            dataSource={members.data?.items ?? []}
            pagination={false}
            columns={[
              {
                key: 'person',
                title: i18n._(groupIdMemberFields.personId.label),
                render: (_, member) => (
                  <Flex gap={8} align="center">
                    <Avatar size="small" src={member.avatarUrl ?? undefined} alt="">
                      {member.name.slice(0, 1)}
                    </Avatar>
                    <span>
                      {member.name} <Typography.Text type="secondary">{member.email}</Typography.Text>
                    </span>
                  </Flex>
                ),
              },
              { key: 'addedAt', title: i18n._(groupIdMemberFields.addedAt.label), width: 200, render: (_, member) => formatDate(member.addedAt, 'dateTime') },
              {
                key: 'actions',
                title: t`Actions`,
                width: 140,
                render: (_, member) => (
                  <Button size="small" danger onClick={() => void onRemove(member)} aria-label={t`Remove ${member.name}`}>
                    {t`Remove`}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
