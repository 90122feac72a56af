import { Alert, Descriptions, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@kanri/ui';
import { productValues } from '@kanri/contracts';
import { useUserPermissions } from '../api/get-user-permissions';
import { productLabels } from '../../../components/product-labels';

/** Props of {@link UserPermissionsDrawer}. */
export interface UserPermissionsDrawerProps {
  /** The user whose permissions show; `null` keeps the drawer closed. */
  user: { userId: string; name: string } | null;
  onClose: () => void;
}

/**
 * A staff member's effective permissions (issue 9 "each person's effective permissions"; 001 §3
 * "Role list columns"): every product with granted / not granted, then each role that grants them
 * with the people groups through which the person holds it, linked to the role's page. Says why
 * there is nothing: no staff account, or no person of People linked to the user.
 */
export function UserPermissionsDrawer({ user, onClose }: UserPermissionsDrawerProps) {
  const { t, i18n } = useLingui();
  const permissions = useUserPermissions(user?.userId ?? null);
  const data = permissions.data;
  return (
    <Drawer open={user !== null} onClose={onClose} title={user ? t`Permissions of ${user.name}` : ''} size={480} destroyOnHidden>
      {permissions.error && !data ? (
        <ErrorState onRetry={() => void permissions.mutate()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {!data.hasOperator ? <Alert type="info" showIcon message={t`This user has no staff account, so no product applies.`} /> : null}
          {data.hasOperator && !data.person ? (
            <Alert type="warning" showIcon message={t`This user is not linked to a person in People, so no role applies.`} />
          ) : null}
          <Descriptions
            title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t`Products`}</Typography.Title>}
            column={1}
            size="small"
            bordered
            items={productValues.map((product) => ({
              key: product,
              label: i18n._(productLabels[product]),
              children: data.products.includes(product) ? <Tag color="green">{t`Allowed`}</Tag> : <Typography.Text type="secondary">{t`Not allowed`}</Typography.Text>,
            }))}
          />
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>{t`Roles`}</Typography.Title>
            {data.roles.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No role applies to this person.`} />
            ) : (
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Roles`}>
                {data.roles.map((role) => (
                  <li key={role.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
                    <Link to={`/settings/permission-and-roles/roles/${role.id}`}>{role.name}</Link>
                    <div>
                      {role.products.map((product) => (
                        <Tag key={product}>{i18n._(productLabels[product])}</Tag>
                      ))}
                    </div>
                    <Typography.Text type="secondary">
                      {t`Through: ${role.peopleGroups.map((group) => group.name).join(t({ message: ', ', context: 'list separator' }))}`}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
