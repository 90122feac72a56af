import { Table } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState } from '@kanri/ui';
import type { AppIntegration, AppRoleRow } from '@kanri/contracts';
import { useAppRoles } from '../api/get-app-roles';

/**
 * The groups tab: the app's roles (groups of accounts by role) with how many workers are assigned
 * each and how many accounts hold it now (`GET /v2/app-integrations/{id}/roles`).
 */
export function GroupsTab({ integration }: { integration: AppIntegration }) {
  const { t } = useLingui();
  const roles = useAppRoles(integration.id);
  if (roles.error) return <ErrorState onRetry={() => void roles.mutate()} />;
  if (roles.data && roles.data.items.length === 0) {
    return <EmptyState title={t`No roles yet`} description={t`The app's roles appear here after its accounts are read.`} />;
  }
  return (
    <Table<AppRoleRow>
      rowKey="id"
      loading={roles.isLoading}
      dataSource={roles.data?.items}
      pagination={false}
      columns={[
        { key: 'name', title: t`Role`, dataIndex: 'name' },
        { key: 'assignedWorkers', title: t`Assigned people`, dataIndex: 'assignedWorkers', align: 'right', width: 180 },
        { key: 'accounts', title: t`Accounts holding it`, dataIndex: 'accounts', align: 'right', width: 180 },
      ]}
      caption={t`Roles of ${integration.name}`}
    />
  );
}
