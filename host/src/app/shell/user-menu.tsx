import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useAuth, useToast } from '@kanri/runtime';

/** The header's user menu: the signed-in user, the individual area (when permitted) and sign-out. */
export function UserMenu() {
  const { t } = useLingui();
  const { session, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  if (!session) return null;
  const items: MenuProps['items'] = [
    { key: 'email', label: session.user.email, disabled: true },
    { type: 'divider' },
    ...(session.accessibles.hasIndividual ? [{ key: 'individual', icon: <SwapOutlined />, label: t`Switch to the individual area` }] : []),
    { key: 'sign-out', icon: <LogoutOutlined />, label: t`Sign out`, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'individual') navigate('/individual');
    if (key === 'sign-out') {
      signOut()
        .catch((error: Error) => toast.error(error.message))
        .finally(() => navigate('/auth/sign-in', { replace: true }));
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={t`User menu`} icon={<Avatar size="small" src={session.user.avatarUrl ?? undefined} icon={<UserOutlined />} />}>
        {session.user.name}
      </Button>
    </Dropdown>
  );
}
