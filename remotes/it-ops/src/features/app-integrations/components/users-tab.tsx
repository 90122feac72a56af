import { useState } from 'react';
import { Avatar, Button, Flex, Input, Modal, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { DataTable, LinkButton, WorkerPicker, toTableState, useListSearch } from '@kanri/ui';
import { appUserActionLabels, appUserCategoryValues, appUsersSearchSchema, ruleMatchingLabels, type AppIntegration, type AppUserCategory, type AppUserRow } from '@kanri/contracts';
import { useAppUsers, useAppUsersCount, useChangeAppUserPerson, useDeleteAppUser } from '../api/app-users';
import { appUserCategoryLabels, appUserFieldLabels, ruleMatchingColors } from './app-integration-labels';
import { RefreshButton } from './refresh-button';

/** A category tab's label with its count (`GET …/users/count` of that category and the search text). */
function CategoryLabel({ id, category, freeText }: { id: string; category: AppUserCategory; freeText: string | undefined }) {
  const { i18n } = useLingui();
  const count = useAppUsersCount(id, category, freeText);
  return (
    <span>
      {i18n._(appUserCategoryLabels[category])} {count.data ? <Tag style={{ marginInlineStart: 4 }}>{count.data.count}</Tag> : null}
    </span>
  );
}

/**
 * The users tab (001 §2, §3 "App user row", §5, §8): the integration's accounts from
 * `GET /v3/app-integrations/{id}/users` with the category tabs (each with its count), the search
 * text, sort and page in the URL; the unknown-person label where an account has no worker; remove
 * an account where `canDelete` (confirm); change its person where `canChangePerson` (the kit's
 * worker picker); the Refresh button with its toasts and status polling. Column titles are
 * `appUserFields`' (issue 30); the account column (display name or name, and e-mail) and the
 * commands are the tab's own.
 */
export function UsersTab({ integration }: { integration: AppIntegration }) {
  const { t, i18n } = useLingui();
  const id = integration.id;
  const [search, setSearch] = useListSearch(appUsersSearchSchema);
  const list = useAppUsers(id, search);
  const total = useAppUsersCount(id, search.category, search.freeText);
  const remove = useDeleteAppUser();
  const change = useChangeAppUserPerson();
  const dialogs = useDialogs();
  const toast = useToast();
  const [changing, setChanging] = useState<AppUserRow | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const label = (key: keyof typeof appUserFieldLabels) => i18n._(appUserFieldLabels[key]);

  const removeRow = async (row: AppUserRow) => {
    const name = row.user?.email ?? row.user?.name ?? '';
    const ok = await dialogs.confirm({
      title: t`Remove this account?`,
      content: t`"${name}" will be removed from this app's list. Remove it in the app too, or it comes back with the next refresh.`,
      okText: t({ message: 'Remove', context: 'appUser' }),
      danger: true,
    });
    if (!ok || !row.user) return;
    try {
      await remove.trigger({ params: { id, appUserId: row.user.id } });
      toast.success(t`The account was removed.`);
    } catch (error) {
      // app integration actions: a title-only toast (001 §8)
      toast.destructive(isApiError(error) ? error.message : t`The account could not be removed.`);
    }
  };

  const saveChange = async () => {
    if (!changing?.user) return;
    try {
      await change.trigger({ params: { id, appUserId: changing.user.id }, body: { personId } });
      toast.success(t`The person was changed.`);
      setChanging(null);
    } catch (error) {
      toast.destructive(isApiError(error) ? error.message : t`The person could not be changed.`);
    }
  };

  const columns: ColumnsType<AppUserRow> = [
    {
      key: 'NAME',
      title: t`Account`,
      sorter: true,
      width: 260,
      render: (_, row) =>
        row.user ? (
          <Space>
            <Avatar size="small" src={row.user.avatarUrl ?? undefined} aria-hidden>
              {row.user.name.slice(0, 1)}
            </Avatar>
            <Flex vertical>
              <span>{row.user.displayName ?? row.user.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.user.email}
              </Typography.Text>
            </Flex>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t`No account`}</Typography.Text>
        ),
    },
    {
      key: 'person',
      title: label('personId'),
      width: 220,
      render: (_, row) =>
        row.worker ? (
          <Flex vertical>
            <span>{row.worker.personName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.worker.workerNumber}
            </Typography.Text>
          </Flex>
        ) : (
          // 001 §8: the unknown-person label when an account has no worker
          <Typography.Text type="secondary">{t`Unknown person`}</Typography.Text>
        ),
    },
    { key: 'assignedRole', title: label('assignedRoleName'), width: 140, render: (_, row) => row.worker?.assignedRoleName ?? '—' },
    { key: 'actualRole', title: label('actualRoleName'), width: 140, render: (_, row) => row.user?.actualRoleName ?? '—' },
    {
      key: 'ruleMatching',
      title: label('ruleMatching'),
      width: 200,
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={ruleMatchingColors[row.ruleMatching]}>{i18n._(ruleMatchingLabels[row.ruleMatching])}</Tag>
          {row.isInactive && <Tag>{i18n._(appUserCategoryLabels.INACTIVE)}</Tag>}
          {row.isAlumni && <Tag color="magenta">{i18n._(appUserCategoryLabels.ALUMNI)}</Tag>}
        </Space>
      ),
    },
    {
      key: 'LAST_SIGNED_IN_AT',
      title: label('lastSignedInAt'),
      sorter: true,
      width: 150,
      render: (_, row) => (row.user ? (row.user.lastSignedInAt ? formatDate(row.user.lastSignedInAt, 'date') : t`Never`) : '—'),
    },
    { key: 'action', title: label('action'), width: 220, render: (_, row) => (row.action ? i18n._(appUserActionLabels[row.action]) : '—') },
    {
      key: 'commands',
      title: t`Commands`,
      width: 110,
      render: (_, row) => {
        const name = row.user?.email ?? row.worker?.personName ?? '';
        return (
          <Space size={0}>
            {row.canChangePerson && (
              <Tooltip title={t`Change person`}>
                <Button
                  type="text"
                  icon={<UserSwitchOutlined />}
                  aria-label={t`Change the person of ${name}`}
                  onClick={() => {
                    setChanging(row);
                    setPersonId(row.worker?.personId ?? null);
                  }}
                />
              </Tooltip>
            )}
            {row.canDelete && (
              <Tooltip title={t({ message: 'Remove', context: 'appUser' })}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t`Remove the account ${name}`} onClick={() => void removeRow(row)} loading={remove.isMutating} />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Input.Search
          aria-label={t`Search accounts`}
          placeholder={t`Search accounts`}
          defaultValue={search.freeText}
          allowClear
          onSearch={(freeText) => setSearch({ freeText, pageIndex: 0 })}
          style={{ maxWidth: 360 }}
        />
        <Space>
          <LinkButton to={`/app-integrations/import-csv/${id}`}>{t`Import from CSV`}</LinkButton>
          <RefreshButton integration={integration} />
        </Space>
      </Flex>
      <Tabs
        activeKey={search.category}
        onChange={(key) => setSearch({ category: key as AppUserCategory, pageIndex: 0 })}
        items={appUserCategoryValues.map((category) => ({ key: category, label: <CategoryLabel id={id} category={category} freeText={search.freeText} /> }))}
      />
      <DataTable
        rowKey="id"
        columns={columns}
        {...toTableState(list, total)}
        search={search}
        onSearchChange={setSearch}
        caption={t`Accounts of ${integration.name}`}
        tableProps={{ tableLayout: 'fixed', scroll: { x: 1440 } }}
      />
      <Modal
        open={changing !== null}
        title={t`Change person`}
        okText={t({ message: 'Save', context: 'appUser' })}
        cancelText={t({ message: 'Cancel', context: 'appUser' })}
        onOk={() => void saveChange()}
        confirmLoading={change.isMutating}
        onCancel={() => setChanging(null)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Text>{t`Account: ${changing?.user?.email ?? changing?.user?.name ?? ''}`}</Typography.Text>
          <WorkerPicker
            aria-label={label('personId')}
            value={personId}
            onChange={(value) => setPersonId(value)}
            initialOption={changing?.worker ? { personId: changing.worker.personId, name: changing.worker.personName, primaryWorkerEmail: changing.worker.workerEmail ?? undefined } : undefined}
          />
          <Typography.Text type="secondary">{t`Clear the person to match the account by e-mail again.`}</Typography.Text>
        </Flex>
      </Modal>
    </Flex>
  );
}
