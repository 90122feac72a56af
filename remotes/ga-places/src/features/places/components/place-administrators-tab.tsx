import { useState } from 'react';
import { Avatar, Button, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useDialogs, useToast } from '@kanri/runtime';
import { EmptyState, ErrorState } from '@kanri/ui';
import { placeAdministratorRoleLabels, type PlaceAdministrator, type PlaceAdministratorRole } from '@kanri/contracts';
import { useDeletePlaceAdministrator, usePlaceAdministrators } from '../api/place-administrators';
import { AddAdministratorDialog } from './add-administrator-dialog';

/** Tag colours of the roles. */
const roleColors: Record<PlaceAdministratorRole, string> = { MANAGER: 'blue', GA_CONTACT: 'green', IT_CONTACT: 'purple', SAFETY_MANAGER: 'orange' };

/**
 * The administrators tab of a place (`/places/{id}/administrators`; 001 §2 "Other staff routes"):
 * the people who administer the place, one row per person and role (拠点責任者, 総務担当, IT担当,
 * 安全衛生担当), in the server's order (by role, then worker number) with the role as a tag.
 * "Add administrator" opens {@link AddAdministratorDialog}; "Remove" asks first, then
 * `DELETE /v2/places/{id}/administrators/{personId}?role=…` (a refusal is a toast with the server's
 * message). Loading, failed (Retry) and empty states.
 */
export function PlaceAdministratorsTab({ placeId }: { placeId: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { confirm } = useDialogs();
  const list = usePlaceAdministrators(placeId);
  const remove = useDeletePlaceAdministrator();
  const [adding, setAdding] = useState(false);

  const onRemove = async (row: PlaceAdministrator) => {
    const role = i18n._(placeAdministratorRoleLabels[row.role]);
    const name = row.person.name;
    const ok = await confirm({ title: t`Remove this administrator?`, content: t`${name} will no longer be the ${role} of this place.`, okText: t`Remove`, danger: true });
    if (!ok) return;
    try {
      await remove.trigger({ params: { id: placeId, personId: row.personId }, query: { role: row.role } });
      toast.success(t`The administrator was removed.`);
    } catch (error) {
      toast.destructive(t`The administrator could not be removed.`, error instanceof Error ? error.message : undefined);
    }
  };

  const columns: ColumnsType<PlaceAdministrator> = [
    {
      key: 'role',
      title: t({ message: 'Role', context: 'placeAdministrator' }),
      width: 190,
      render: (_, row) => <Tag color={roleColors[row.role]}>{i18n._(placeAdministratorRoleLabels[row.role])}</Tag>,
    },
    {
      key: 'person',
      title: t`Person`,
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.person.avatarUrl ?? undefined} aria-hidden>
            {row.person.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <div>{row.person.name}</div>
            {row.person.email ? (
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                {row.person.email}
              </Typography.Text>
            ) : null}
          </div>
        </Flex>
      ),
    },
    {
      key: 'added',
      title: t`Added`,
      width: 190,
      render: (_, row) => (
        <div>
          <div>{formatDate(row.addedAt, 'date')}</div>
          {row.addedBy ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.addedBy.name}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t`Actions`,
      width: 110,
      render: (_, row) => {
        const role = i18n._(placeAdministratorRoleLabels[row.role]);
        const name = row.person.name;
        return (
          <Button size="small" danger aria-label={t`Remove ${name} as ${role}`} onClick={() => void onRemove(row)}>
            {t`Remove`}
          </Button>
        );
      },
    },
  ];

  return (
    <div>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t`Add administrator`}
        </Button>
      </Flex>
      {list.error && !list.data ? (
        <ErrorState description={list.error.message} onRetry={() => void list.mutate()} />
      ) : (
        <Table<PlaceAdministrator>
          rowKey={(row) => `${row.role}:${row.personId}`}
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isLoading}
          pagination={false}
          aria-label={t`Administrators of this place`}
          locale={{ emptyText: <EmptyState title={t`No administrators yet`} description={t`Add the people who manage this place: its manager and its general affairs, IT and health and safety contacts.`} /> }}
        />
      )}
      {adding ? <AddAdministratorDialog placeId={placeId} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
