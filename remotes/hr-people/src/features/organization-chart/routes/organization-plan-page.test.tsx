import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { draftPlan, fakeOrganizationChartApi, unitIds } from '../testing';
import { OrganizationPlanPage } from './organization-plan-page';

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const render = (route: string, api = fakeOrganizationChartApi()) => ({ api, ...renderWithProviders(<OrganizationPlanPage />, { route, path: '/organization/plan/:id', fetcher: api.fetcher }) });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('OrganizationPlanPage', () => {
  it('draws the planned organization with the changes highlighted and opens a unit in the draft', async () => {
    const { router } = render(`/organization/plan/${unitIds.plan}?viewMode=tree`);
    const tree = await screen.findByRole('tree', { name: 'Planned organization of April reorganization', hidden: true });
    expect(within(tree).getByText('Corporate Sales')).toBeInTheDocument();
    expect(within(tree).getByText('Renamed')).toBeInTheDocument();
    expect(within(tree).getByText('Added')).toBeInTheDocument();
    expect(within(tree).getByText('Abolished')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Changes: 3')).toBeInTheDocument();
    await user.click(within(tree).getByText('Growth Team'));
    expect(router.state.location.pathname).toBe(`/organization/plan/${unitIds.plan}/edit/${unitIds.added}`);
  });

  it('schedules with the plan version and shows why the server refuses', async () => {
    const refusal = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'This plan cannot be scheduled yet.', fieldErrors: [{ path: `units.${unitIds.section}`, message: '4 people still belong to Sales Section 1.' }] });
    const api = fakeOrganizationChartApi((call) => (call.method === 'POST' && call.path.endsWith('/schedule') ? refusal : undefined));
    render(`/organization/plan/${unitIds.plan}?viewMode=tree`, api);
    await screen.findByText('Corporate Sales');
    await user.click(button('Schedule'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/organization/plans/{id}/schedule')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/organization/plans/{id}/schedule')[0]).toMatchObject({ params: { id: unitIds.plan }, body: { version: draftPlan.version } });
    expect(await screen.findByText('4 people still belong to Sales Section 1.')).toBeInTheDocument();
    expect(screen.getByText('This plan cannot be scheduled yet.')).toBeInTheDocument();
  });

  it('offers unscheduling, not editing, on a scheduled plan', async () => {
    const api = fakeOrganizationChartApi((call) => (call.method === 'GET' && call.path === '/v2/organization/plans/{id}' ? { ...draftPlan, status: 'SCHEDULED' } : undefined));
    render(`/organization/plan/${unitIds.plan}?viewMode=tree`, api);
    await screen.findByText('Scheduled');
    expect(screen.queryByText('Add a unit')).not.toBeInTheDocument();
    await user.click(button('Unschedule'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/organization/plans/{id}/unschedule')).toHaveLength(1));
  });

  it('renames a draft and moves its date with the plan version', async () => {
    const api = fakeOrganizationChartApi((call) => (call.method === 'PATCH' ? { id: unitIds.plan } : undefined));
    render(`/organization/plan/${unitIds.plan}?viewMode=tree`, api);
    await screen.findByText('Corporate Sales');
    await user.click(button('Edit the plan'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const name = dialog.getByLabelText('Plan name');
    await user.clear(name);
    await user.paste('Autumn reorganization');
    await user.click(dialog.getByText('Save', { selector: 'button, button *' }).closest('button')!);
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/organization/plans/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/organization/plans/{id}')[0]).toMatchObject({ params: { id: unitIds.plan }, body: { name: 'Autumn reorganization', effectiveDate: '2099-04-01', version: draftPlan.version } });
  });
});
