import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Button, Flex, Layout, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@kanri/runtime';
import { SideNavigation } from './side-navigation';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { PendingIndicator } from '../components/pending-indicator';
import { documentTitle } from '../document-title';
import { openCommandPalette } from '../../features/command-palette/palette-events';
import { useModuleAccess } from './use-module-access';
import { homeRedirect } from '../module-access';

/**
 * The signed-in shell (antd `Layout`): side navigation with the modules the session may use, a
 * header with the command palette button, the language switch and the user menu, and the page in a
 * scroll container that returns to the top on every navigation. `/` goes to the session's staff
 * home (the first permitted module's landing page). A URL of a module the session may not use
 * renders no page (its remote is not loaded) and opens the forbidden dialog (000 §6).
 */
export function ShellLayout() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  const { session } = useAuth();
  const content = useRef<HTMLElement>(null);
  const access = useModuleAccess();

  // back to the top when the path changes; not on the first render, where the page is at the top
  // already and scrolling would force a style and layout pass before the first screen (issue 27)
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    content.current?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [pathname]);

  // a refused URL's tab says so, not the name of the page it did not open ('forbidden' always
  // comes in a later render than the location, so this runs after the root's title)
  const refusedTitle = t`You do not have access to this page`;
  useEffect(() => {
    if (access === 'forbidden') document.title = documentTitle(refusedTitle);
  }, [access, refusedTitle]);

  const home = pathname === '/' ? homeRedirect(session) : null;
  if (home) return <Navigate to={home + search + hash} replace />;
  return (
    <Layout style={{ height: '100vh' }}>
      <a href="#main" className="kanri-skip-link" style={{ position: 'absolute', left: -9999 }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
        <Trans>Skip to content</Trans>
      </a>
      <Layout.Sider width={232} theme="light" breakpoint="lg" collapsedWidth={0} style={{ overflowY: 'auto', borderInlineEndWidth: 1, borderInlineEndStyle: 'solid', borderInlineEndColor: '#f0f0f0' }}>
        <Typography.Text strong style={{ display: 'block', fontSize: 20, paddingBlock: 16, paddingInline: 24 }}>
          kanri
        </Typography.Text>
        <SideNavigation />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingBlock: 0, paddingInline: 24, borderBottomWidth: 1, borderBottomStyle: 'solid', borderBottomColor: '#f0f0f0', height: 56, lineHeight: '56px' }}>
          <Flex justify="space-between" align="center" style={{ height: '100%' }}>
            <Button icon={<SearchOutlined />} onClick={openCommandPalette} aria-keyshortcuts="Control+K Meta+K">
              {t`Search pages`} <span style={{ marginInlineStart: 8 }} aria-hidden>
                <Typography.Text type="secondary" keyboard>Ctrl</Typography.Text>
                <Typography.Text type="secondary" keyboard>K</Typography.Text>
              </span>
            </Button>
            <Flex gap={16} align="center">
              <LanguageSwitch />
              <UserMenu />
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content id="main" ref={content} tabIndex={-1} style={{ overflowY: 'auto', padding: 24, background: '#fff', outline: 'none' }} data-scroll-container>
          {navigation.state !== 'idle' || access === 'checking' ? <PendingIndicator /> : null}
          {access === 'allowed' ? (
            <Outlet />
          ) : access === 'forbidden' ? (
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {refusedTitle}
            </Typography.Title>
          ) : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
