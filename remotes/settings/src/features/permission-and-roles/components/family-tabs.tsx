import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

/** The three families of `/settings/permission-and-roles`. */
export type RoleFamily = 'roles' | 'product-permissions' | 'people-groups';

/** The list page of each family. */
export const familyListPaths: Record<RoleFamily, string> = {
  roles: '/settings/permission-and-roles/roles',
  'product-permissions': '/settings/permission-and-roles/product-permissions',
  'people-groups': '/settings/permission-and-roles/people-groups',
};

/**
 * The sub-navigation between the three lists of "Permission and roles" (roles, product permissions,
 * people groups), as the staff and individual account lists switch: a tab per family, the
 * current one selected; choosing another opens its list (with its default search).
 */
export function FamilyTabs({ active }: { active: RoleFamily }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      aria-label={t`Permission and roles`}
      items={[
        { key: 'roles', label: t`Roles` },
        { key: 'product-permissions', label: t`Product permissions` },
        { key: 'people-groups', label: t`People groups` },
      ]}
      onChange={(key) => void navigate(familyListPaths[key as RoleFamily])}
    />
  );
}
