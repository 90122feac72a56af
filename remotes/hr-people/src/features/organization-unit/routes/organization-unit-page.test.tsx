import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeOrganizationUnitApi, ids } from '../testing';
import { OrganizationUnitPage } from './organization-unit-page';

jest.setTimeout(30_000);
const render = (route: string, api = fakeOrganizationUnitApi()) => ({ api, ...renderWithProviders(<OrganizationUnitPage />, { route, path: '/organization/:id', fetcher: api.fetcher }) });

describe('OrganizationUnitPage', () => {
  it('shows the unit as of the base date with its path, head, sub-units and members, links keeping the date', async () => {
    const { api } = render(`/organization/${ids.sales}?baseDate=2025-04-01`);
    expect(await screen.findByText('営業部', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/organization/units/{id}')[0]?.query).toEqual({ baseDate: '2025-04-01' });
    expect(screen.getByText('営業本部', { selector: 'a' })).toHaveAttribute('href', `/organization/${ids.division}?baseDate=2025-04-01`);
    expect(screen.getByText('第一営業課', { selector: 'a' })).toHaveAttribute('href', `/organization/${ids.section}?baseDate=2025-04-01`);
    const table = await screen.findByRole('table', { name: 'Members', hidden: true });
    expect(within(table).getByText('佐藤 花子')).toHaveAttribute('href', '/person/p2');
    expect(within(table).getByText('Head')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/organization/units/{id}/members')[0]?.query).toEqual({ baseDate: '2025-04-01', pageIndex: 0, pageSize: 100 });
  });

  it('sends the filters of the URL (ids, not their labels) to the members and their count', async () => {
    const { api } = render(`/organization/${ids.sales}?baseDate=2025-04-01&positionId=${ids.manager}&positionName=%E9%83%A8%E9%95%B7&search=yamada&jobTypeId=nope`);
    await screen.findByText('山田 太郎', { selector: 'a' });
    await waitFor(() => expect(api.callsTo('GET', '/v2/organization/units/{id}/members-count').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', '/v2/organization/units/{id}/members')[0]?.query).toEqual({ baseDate: '2025-04-01', positionId: ids.manager, search: 'yamada', pageIndex: 0, pageSize: 100 });
    expect(api.callsTo('GET', '/v2/organization/units/{id}/members-count')[0]?.query).toEqual({ baseDate: '2025-04-01', positionId: ids.manager, search: 'yamada' });
  });

  it('answers an unknown or malformed id with not found', async () => {
    const { api } = render('/organization/not-a-unit');
    expect(await screen.findByText(/not found/i, { selector: 'h1, .ant-result-title, .ant-result-title *' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/organization/units/{id}')).toHaveLength(0);
  });
});
