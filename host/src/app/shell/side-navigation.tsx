import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@kanri/runtime';
import { navModules } from '../navigation';
import { permittedModules } from '../module-access';
import { moduleProducts } from '../module-products';

function firstSegments(path: string, count: number): string {
  return path.split('/').slice(0, count + 1).join('/');
}

/**
 * The key of the nav entry that matches `pathname`, as antd `selectedKeys`: a child entry by its
 * path, else the module whose first segment it shares, else the module owning the URL space in
 * `moduleProducts` (a device's profile, `/profile/device/{id}`, is under Devices).
 */
export function selectedNavKeys(pathname: string): string[] {
  const children = navModules.flatMap((module) => module.children ?? []);
  const exact = children.find((child) => pathname.startsWith(child.path));
  if (exact) return [exact.key];
  const near = children.find((child) => firstSegments(pathname, 2) === firstSegments(child.path, 2));
  if (near) return [near.key];
  const module = navModules.find((m) => m.path && firstSegments(pathname, 1) === firstSegments(m.path, 1));
  if (module) return [module.key];
  const owner = navModules.find((m) => m.path && moduleProducts[m.key]?.paths.some((space) => pathname === space || pathname.startsWith(`${space}/`)));
  return owner ? [owner.key] : [];
}

/**
 * The side navigation: the modules of the spec (000 §1) from the host's static table that the
 * session's products allow (issue 9; `permittedModules`), each entry a link (`href`); an account
 * without a staff module (individual only) sees its own area instead.
 */
export function SideNavigation() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useAuth();
  // hide what the server would refuse: modules of products the session lacks, every staff module
  // for an account without the operator (staff) account
  const modules = permittedModules(session?.accessibles);
  const staff = modules.length > 0;
  // each entry is a real link: a plain click navigates in the app, Ctrl/Cmd-click and middle-click
  // open a new tab, and the address shows on hover
  const link = (path: string, label: string) => <Link to={path}>{label}</Link>;
  const items: NonNullable<MenuProps['items']> = modules.map((module) =>
    module.children
      ? { key: module.key, label: i18n._(module.label), children: module.children.map((child) => ({ key: child.key, label: link(child.path, i18n._(child.label)) })) }
      : { key: module.key, label: module.path ? link(module.path, i18n._(module.label)) : i18n._(module.label) },
  );
  if (!staff && session?.accessibles.hasIndividual) items.push({ key: 'individual', label: link('/individual', t`My tasks`) });
  const paths = new Map<string, string>([['individual', '/individual']]);
  for (const module of modules) {
    if (module.path) paths.set(module.key, module.path);
    for (const child of module.children ?? []) paths.set(child.key, child.path);
  }
  return (
    <nav aria-label={t`Main navigation`}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={staff ? selectedNavKeys(pathname) : pathname.startsWith('/individual') ? ['individual'] : []}
        onClick={({ key, domEvent }) => {
          // a click on the link itself is the link's; Enter on a focused entry lands here
          if ((domEvent.target as Element).closest?.('a')) return;
          const to = paths.get(key);
          if (to) navigate(to);
        }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
