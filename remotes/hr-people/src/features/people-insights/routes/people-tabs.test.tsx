import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeInsightsApi, hanako, jun } from '../testing';
import { SalaryAndPaymentPage } from './salary-page';
import { PeopleGraphPage } from './people-graph-page';
import { CommunityPage } from './community-page';
import { PeopleRuleAndPolicyPage } from './rule-and-policy-page';
import { PeopleAlertsPage } from './alerts-page';
import { PeopleOperationActivityPage } from './operation-activity-page';

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('people list tabs', () => {
  it('salary and payment: amounts in yen, the masked account, and the pay type filter in the query', async () => {
    const api = fakeInsightsApi();
    renderWithProviders(<SalaryAndPaymentPage />, { route: '/people/salary-and-payment?payType=MONTHLY', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Hanako Sato' })).toHaveAttribute('href', `/person/${hanako.id}`);
    expect(screen.getByText('¥320,000')).toBeInTheDocument();
    expect(screen.getByText('¥12,000')).toBeInTheDocument();
    expect(screen.getByText('Ordinary ****4321')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/people-salaries')[0]!.query).toMatchObject({ payType: 'MONTHLY', sortColumn: 'NAME' });
    expect(api.callsTo('GET', '/v2/people-salaries/count')[0]!.query).toMatchObject({ payType: 'MONTHLY' });
  });

  it('salary and payment in Japanese: yen with the Japanese format', async () => {
    renderWithProviders(<SalaryAndPaymentPage />, { route: '/people/salary-and-payment', fetcher: fakeInsightsApi().fetcher, locale: 'ja-JP' });
    expect(await screen.findByText('￥320,000')).toBeInTheDocument();
  });

  it('people graph: the headcount, departments (no department named) and months as charts', async () => {
    renderWithProviders(<PeopleGraphPage />, { route: '/people/people-graph', fetcher: fakeInsightsApi().fetcher });
    const departments = await screen.findByRole('figure', { name: 'Headcount by department' });
    expect(within(departments).getByText('Sales: 12')).toBeInTheDocument();
    expect(within(departments).getByText('No department: 3')).toBeInTheDocument();
    expect(screen.getByText('2026-10: Joiners 4, Leavers 1')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
  });

  it('community: birthdays by day, anniversaries in years, an empty new-joiner card', async () => {
    renderWithProviders(<CommunityPage />, { route: '/people/community', fetcher: fakeInsightsApi().fetcher });
    const birthdays = await screen.findByRole('list', { name: 'Birthdays this month' });
    expect(within(birthdays).getByRole('link', { name: 'Hanako Sato' })).toBeInTheDocument();
    expect(within(birthdays).getByText('Day 14')).toBeInTheDocument();
    expect(screen.getByText('10 years')).toBeInTheDocument();
    expect(screen.getByText('Nobody joined in the last 30 days or joins in the next 30.')).toBeInTheDocument();
  });

  it('rule and policy: the rules with the leavings due, and each catalog linked to its settings', async () => {
    renderWithProviders(<PeopleRuleAndPolicyPage />, { route: '/people/rule-and-policy', fetcher: fakeInsightsApi().fetcher });
    expect(await screen.findByRole('link', { name: 'Employment types' })).toHaveAttribute('href', '/people/settings/employment-types');
    expect(screen.getByText(/2 leavers are past their leaving date/)).toBeInTheDocument();
    expect(screen.getByText('250')).toBeInTheDocument();
  });

  it('alerts: an alumnus with what they hold, linked to their alumni record; the kind filter reaches the API', async () => {
    const api = fakeInsightsApi();
    renderWithProviders(<PeopleAlertsPage />, { route: '/people/alerts', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Jun Mori' })).toHaveAttribute('href', `/person/alumni/${jun.id}`);
    expect(api.callsTo('GET', '/v2/people-alerts')[0]!.query).toMatchObject({ kind: 'ALL', status: 'ALL', sortColumn: 'LEAVING_AT', sortOrder: 'desc' });
    await user.click(screen.getByRole('combobox', { name: 'Still holding' }));
    await user.click(await screen.findByTitle('Licenses'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/people-alerts').at(-1)!.query).toMatchObject({ kind: 'LICENSES' }));
  });

  it('operation activity: the people audit log, each entry linked to the person', async () => {
    renderWithProviders(<PeopleOperationActivityPage />, { route: '/people/operation-activity', fetcher: fakeInsightsApi().fetcher });
    expect(await screen.findByRole('link', { name: 'Hanako Sato' })).toHaveAttribute('href', `/person/${hanako.id}`);
  });
});
