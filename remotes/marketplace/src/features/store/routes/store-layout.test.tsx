import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { MarketplaceHeader } from '@kanri/contracts';
import { StoreLayout } from './store-layout';

jest.setTimeout(20_000);

const store = (
  <Routes>
    <Route path="/marketplace/store" element={<StoreLayout />}>
      <Route path="devices" element={<p>devices tab</p>} />
      <Route path="sent-orders" element={<p>sent orders tab</p>} />
      <Route path="sales-orders" element={<p>sales orders tab</p>} />
    </Route>
    <Route path="/marketplace/unavailable" element={<p>unavailable page</p>} />
  </Routes>
);

const headerApi =
  (header: MarketplaceHeader | ApiError): ApiFetcher =>
  async (endpoint) => {
    // the customer's header shows the cart link: an empty cart
    if (endpoint.path === '/v2/marketplace/cart') return { lines: [], totals: [], quotationLineCount: 0 };
    if (header instanceof ApiError) throw header;
    return header;
  };

describe('StoreLayout', () => {
  it('shows a customer the devices and sent-orders tabs, not sales orders', async () => {
    const { router } = renderWithProviders(store, {
      route: '/marketplace/store/devices',
      fetcher: headerApi({ isAvailable: true, isCustomer: true, isSupplier: false }),
    });
    expect(await screen.findByText('devices tab')).toBeInTheDocument();
    expect(screen.getByText('Sent orders')).toBeInTheDocument();
    expect(screen.queryByText('Sales orders')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace/store/devices');
  });

  it('redirects a supplier away from the devices tab to sales orders', async () => {
    const { router } = renderWithProviders(store, {
      route: '/marketplace/store/devices',
      fetcher: headerApi({ isAvailable: true, isCustomer: false, isSupplier: true }),
    });
    expect(await screen.findByText('sales orders tab')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace/store/sales-orders');
    expect(screen.queryByText('Devices')).not.toBeInTheDocument();
  });

  it('opens the first tab from the store root', async () => {
    const { router } = renderWithProviders(store, {
      route: '/marketplace/store',
      fetcher: headerApi({ isAvailable: true, isCustomer: true, isSupplier: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/store/devices'));
  });

  it('sends the user to the unavailable page when the store is not available', async () => {
    const { router } = renderWithProviders(store, {
      route: '/marketplace/store/devices',
      fetcher: headerApi({ isAvailable: false, isCustomer: true, isSupplier: false }),
    });
    expect(await screen.findByText('unavailable page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace/unavailable');
  });

  it('shows the error state when the header cannot be loaded', async () => {
    renderWithProviders(store, {
      route: '/marketplace/store/devices',
      fetcher: headerApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Header failed' })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Header failed');
    expect(screen.queryByText('devices tab')).not.toBeInTheDocument();
  });
});
