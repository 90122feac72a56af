import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Messages } from '@lingui/core';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { officeLanRow, vpnRow } from '../testing';
import { NetworksTable } from './networks-table';

jest.setTimeout(20_000);

const search = { pageIndex: 0, pageSize: 100, sortColumn: 'NETWORK_NAME', sortOrder: 'asc' as const };

function renderTable(locale: 'en-US' | 'ja-JP' = 'en-US', onSearchChange = jest.fn()) {
  if (locale === 'ja-JP') i18n.load('ja-JP', { ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  renderWithProviders(<NetworksTable rows={[officeLanRow, vpnRow]} total={2} loading={false} search={search} onSearchChange={onSearchChange} />, { locale });
  return screen.getAllByRole('row').slice(1);
}

describe('NetworksTable', () => {
  it('renders one row per network with its labels, destination and admin contact', () => {
    const rows = renderTable();
    expect(rows).toHaveLength(2);
    const lan = within(rows[0]!);
    expect(lan.getByRole('link', { name: 'Head office LAN' })).toHaveAttribute('href', `/networks/${officeLanRow.id}`);
    expect(lan.getByText('Internal network')).toBeInTheDocument();
    expect(lan.getByText('Shared internal')).toBeInTheDocument();
    expect(lan.getByText('Office PCs and printers')).toBeInTheDocument();
    expect(lan.getByText('Wired')).toBeInTheDocument();
    expect(lan.getByText('Tokyo Head Office')).toBeInTheDocument();
    expect(lan.getByText('Place')).toBeInTheDocument();
    expect(lan.getByText('Hanako Sato')).toBeInTheDocument();
    expect(lan.getByRole('link', { name: 'hanako.sato@kanri.example' })).toHaveAttribute('href', 'mailto:hanako.sato@kanri.example');
    const vpn = within(rows[1]!);
    expect(vpn.getByText('VPN')).toBeInTheDocument();
    expect(vpn.getByText('Wireless')).toBeInTheDocument();
    expect(vpn.getByText('VPN gateway 01')).toBeInTheDocument();
    expect(vpn.getByText('Device')).toBeInTheDocument();
  });

  it('shows the enumerations in Japanese', () => {
    const rows = renderTable('ja-JP');
    const lan = within(rows[0]!);
    expect(lan.getByText('社内ネットワーク')).toBeInTheDocument();
    expect(lan.getByText('社内共用')).toBeInTheDocument();
    expect(lan.getByText('有線')).toBeInTheDocument();
    expect(lan.getByText('拠点')).toBeInTheDocument();
    const vpn = within(rows[1]!);
    expect(vpn.getByText('無線')).toBeInTheDocument();
    expect(vpn.getByText('会社資産')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ネットワーク名/ })).toBeInTheDocument();
  });

  it('asks the server for another order when a sortable header is clicked', async () => {
    const onSearchChange = jest.fn();
    renderTable('en-US', onSearchChange);
    await userEvent.click(screen.getByText('Admin contact'));
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ sortColumn: 'ADMIN_CONTACT', sortOrder: 'asc', pageIndex: 0 }));
  });
});
