import { Flex, Table, Tag } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, LinkButton } from '@kanri/ui';
import type { AppUserRow, SoftwareDetail } from '@kanri/contracts';
import { useSoftwareAppUsers } from '../api/get-software-app-users';

/**
 * The users tab (001 §2 "users (user accounts)"): the accounts of the software's integration, read
 * only (`GET /v3/app-integrations/{id}/users`, first 100), with a link to manage them on the
 * integration's users tab; without an integration, how to integrate it from the marketplace.
 */
export function SoftwareUsersTab({ software }: { software: SoftwareDetail }) {
  const { t } = useLingui();
  if (!software.appIntegrationId) {
    return (
      <EmptyState
        title={t`No accounts to show`}
        description={t`Accounts are read from an app integration. Integrate this app from the marketplace; its accounts then appear here.`}
        action={<LinkButton to="/software/marketplace">{t`Open the marketplace`}</LinkButton>}
      />
    );
  }
  return <IntegrationUsers appIntegrationId={software.appIntegrationId} />;
}

function IntegrationUsers({ appIntegrationId }: { appIntegrationId: string }) {
  const { t } = useLingui();
  const users = useSoftwareAppUsers(appIntegrationId);
  if (users.error) return <ErrorState description={users.error.message} onRetry={() => void users.mutate()} />;
  const rows = (users.data?.items ?? []) as AppUserRow[];
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <LinkButton to={`/app-integrations/${appIntegrationId}/users`}>{t`Manage accounts`}</LinkButton>
      </Flex>
      <Table<AppUserRow>
        rowKey="id"
        size="small"
        loading={users.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t`No accounts yet` }}
        columns={[
          { key: 'name', title: t`Account`, render: (_, r) => r.user?.displayName || r.user?.name || '—' },
          { key: 'email', title: t`E-mail`, render: (_, r) => r.user?.email ?? r.worker?.workerEmail ?? '—' },
          { key: 'person', title: t`Person`, render: (_, r) => r.worker?.personName ?? t`Unknown person` },
          {
            key: 'status',
            title: t`Status`,
            render: (_, r) => (r.user ? r.user.isActive ? <Tag color="green">{t`Active account`}</Tag> : <Tag>{t`Inactive account`}</Tag> : <Tag color="orange">{t`No account`}</Tag>),
          },
          { key: 'lastSignedInAt', title: t`Last sign-in`, render: (_, r) => (r.user?.lastSignedInAt ? formatDate(r.user.lastSignedInAt, 'dateTime') : '—') },
        ]}
      />
    </Flex>
  );
}
