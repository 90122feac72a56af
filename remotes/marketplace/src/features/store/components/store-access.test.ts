import { storeRedirect, storeTabsFor } from './store-access';

const header = (isAvailable: boolean, isCustomer: boolean, isSupplier: boolean) => ({ isAvailable, isCustomer, isSupplier });

describe('storeTabsFor', () => {
  it('gives a customer the devices and sent-orders tabs', () => {
    expect(storeTabsFor(header(true, true, false))).toEqual(['devices', 'sent-orders']);
  });
  it('gives a supplier only the sales-orders tab', () => {
    expect(storeTabsFor(header(true, false, true))).toEqual(['sales-orders']);
  });
  it('gives every tab to a company that is both', () => {
    expect(storeTabsFor(header(true, true, true))).toEqual(['devices', 'sent-orders', 'sales-orders']);
  });
  it('gives nothing when the store is unavailable', () => {
    expect(storeTabsFor(header(false, true, true))).toEqual([]);
  });
});

describe('storeRedirect', () => {
  it('sends every store URL to the unavailable page when the store is not available', () => {
    expect(storeRedirect(header(false, true, false), '/marketplace/store/devices')).toBe('/marketplace/unavailable');
  });
  it('sends a company without any role to the unavailable page', () => {
    expect(storeRedirect(header(true, false, false), '/marketplace/store')).toBe('/marketplace/unavailable');
  });
  it('opens the first permitted tab from the store root', () => {
    expect(storeRedirect(header(true, true, false), '/marketplace/store')).toBe('/marketplace/store/devices');
    expect(storeRedirect(header(true, false, true), '/marketplace/store/')).toBe('/marketplace/store/sales-orders');
  });
  it('redirects a tab the company may not see', () => {
    expect(storeRedirect(header(true, true, false), '/marketplace/store/sales-orders')).toBe('/marketplace/store/devices');
    expect(storeRedirect(header(true, false, true), '/marketplace/store/devices/p-1')).toBe('/marketplace/store/sales-orders');
    expect(storeRedirect(header(true, true, false), '/marketplace/store/unknown')).toBe('/marketplace/store/devices');
  });
  it('lets a permitted tab and its sub-pages render', () => {
    expect(storeRedirect(header(true, true, false), '/marketplace/store/devices')).toBeNull();
    expect(storeRedirect(header(true, true, false), '/marketplace/store/sent-orders/o-1')).toBeNull();
    expect(storeRedirect(header(true, false, true), '/marketplace/store/sales-orders')).toBeNull();
  });
});
