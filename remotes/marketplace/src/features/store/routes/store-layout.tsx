import { Spin, Tabs } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ErrorState, PageHeader } from '@kanri/ui';
import { useMarketplaceHeader } from '../api/get-marketplace-header';
import { storeRedirect, storeTabOf, storeTabsFor, type StoreTab } from '../components/store-access';
import { CartLink } from '../components/cart-link';

const tabLabels: Record<StoreTab, MessageDescriptor> = {
  devices: msg`Devices`,
  'sent-orders': msg`Sent orders`,
  'sales-orders': msg`Sales orders`,
};

/**
 * `/marketplace/store/*` (000 §2, §6; DECISIONS.md): reads the store header, sends the user to
 * `/marketplace/unavailable` when the store is not available, shows only the tabs the company's
 * roles allow, and redirects the store root and any hidden tab's URL to the first permitted tab.
 * A customer's header links to the cart with its number of lines.
 */
export function StoreLayout() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const header = useMarketplaceHeader();
  if (header.error) return <ErrorState description={header.error.message} onRetry={() => void header.mutate()} />;
  if (!header.data) return <Spin size="large" aria-label={t`Loading`} style={{ display: 'block', margin: 48 }} />;
  const redirect = storeRedirect(header.data, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <PageHeader title={t`Marketplace store`} extra={header.data.isCustomer ? <CartLink /> : undefined} />
      <Tabs
        activeKey={storeTabOf(pathname) ?? undefined}
        items={storeTabsFor(header.data).map((key) => ({ key, label: i18n._(tabLabels[key]) }))}
        onChange={(key) => void navigate(`/marketplace/store/${key}`)}
      />
      <Outlet />
    </>
  );
}
