import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { localizedLabel, useAuth } from '@kanri/runtime';
import { navModules } from '../navigation';
import { permittedModules } from '../module-access';
import { getRouteRegistry } from '../remotes/route-registry';
import { remoteLabels } from '../remotes/remote-labels';

function firstSegments(path: string, count: number): string {
  return path.split('/').slice(0, count + 1).join('/');
}

/**
 * The key of the nav entry that matches `pathname`, as antd `selectedKeys`: a child entry by its
 * path, else the module whose first segment it shares, else the module owning the URL space (a
 * device's profile, `/profile/device/{id}`, is under Devices).
 */
export function selectedNavKeys(pathname: string): string[] {
  const modules = navModules();
  const children = modules.flatMap((module) => module.children ?? []);
  const exact = children.find((child) => pathname.startsWith(child.path));
  if (exact) return [exact.key];
  const near = children.find((child) => firstSegments(pathname, 2) === firstSegments(child.path, 2));
  if (near) return [near.key];
  const module = modules.find((m) => m.path && firstSegments(pathname, 1) === firstSegments(m.path, 1));
  if (module) return [module.key];
  const owner = modules.find((m) => m.path && m.paths.some((space) => pathname === space || pathname.startsWith(`${space}/`)));
  return owner ? [owner.key] : [];
}

/**
 * The side navigation: the modules of the remotes' route manifests (000 §1; issue 27) that the
 * session's products allow (issue 9; `permittedModules`), each entry a link (`href`); an account
 * without a staff module (individual only) sees its own area instead. A module whose remote could
 * not be reached is shown disabled and says it is unavailable; so is a remote whose manifest is
 * unknown altogether (by its unit's name).
 */
export function SideNavigation() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useAuth();
  // hide what the server would refuse: modules of products the session lacks, every staff module
  // for an account without the operator (staff) account
  const modules = permittedModules(session?.accessibles);
  const staff = modules.length > 0 || !!session?.accessibles.hasOperator;
  const text = (label: Parameters<typeof localizedLabel>[0]) => localizedLabel(label, i18n.locale);
  // each entry is a real link: a plain click navigates in the app, Ctrl/Cmd-click and middle-click
  // open a new tab, and the address shows on hover
  const link = (path: string, label: string) => <Link to={path}>{label}</Link>;
  const unavailable = (label: string) => t`${label} (unavailable)`;
  const items: NonNullable<MenuProps['items']> = modules.map((module) => {
    if (!module.available) return { key: module.key, label: unavailable(text(module.label)), disabled: true, title: t`This module could not be loaded. Other modules still work. Please try again in a moment.` };
    return module.children
      ? { key: module.key, label: text(module.label), children: module.children.map((child) => ({ key: child.key, label: link(child.path, text(child.label)) })) }
      : { key: module.key, label: module.path ? link(module.path, text(module.label)) : text(module.label) };
  });
  if (staff) {
    for (const { remote, manifest, state } of getRouteRegistry().remotes) {
      const unit = remoteLabels[remote.id];
      if (!manifest && state !== 'live' && unit) items.push({ key: `unavailable:${remote.id}`, label: unavailable(i18n._(unit)), disabled: true });
    }
  }
  if (modules.length === 0 && session?.accessibles.hasIndividual) items.push({ key: 'individual', label: link('/individual', t`My tasks`) });
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
        selectedKeys={modules.length > 0 ? selectedNavKeys(pathname) : pathname.startsWith('/individual') ? ['individual'] : []}
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
