import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeOrganizationPlansApi, planId, salesId, user } from '../testing';
import { OrganizationPlansPage } from './organization-plans-page';
import { OrganizationPlanCreatePage } from './organization-plan-create-page';
import { OrganizationPlanEditUnitPage } from './organization-plan-unit-page';

jest.setTimeout(60_000);
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('organization plans', () => {
  it('lists the plans with their date, state and number of changes, linking to each', async () => {
    const api = fakeOrganizationPlansApi();
    renderWithProviders(<OrganizationPlansPage />, { route: '/organization/plan', path: '/organization/plan', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Organization plans', hidden: true });
    expect(await within(table).findByText('2027年4月 組織改編')).toHaveAttribute('href', `/organization/plan/${planId}`);
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getByText('Applied')).toBeInTheDocument();
    expect(within(table).getByText('6')).toBeInTheDocument();
  });

  it('creates a plan with its name and effective date, then opens it', async () => {
    const api = fakeOrganizationPlansApi();
    const { router } = renderWithProviders(<OrganizationPlanCreatePage />, { route: '/organization/plan/create', path: '/organization/plan/create', fetcher: api.fetcher });
    await user.click(await screen.findByLabelText('Plan name'));
    await user.paste('下期 組織改編');
    const date = screen.getByLabelText('Effective date');
    await user.click(date);
    await user.paste('2099-10-01');
    await user.keyboard('{Enter}');
    await user.click(button(screen, 'Create'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/organization/plans')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/organization/plans')[0]?.body).toEqual({ name: '下期 組織改編', effectiveDate: '2099-10-01' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organization/plan/${planId}`));
  });

  it('changes a unit in the draft: the form starts from the planned unit and sends it whole', async () => {
    const api = fakeOrganizationPlansApi();
    const { router } = renderWithProviders(<OrganizationPlanEditUnitPage />, { route: `/organization/plan/${planId}/edit/${salesId}`, path: '/organization/plan/:id/edit/:unitId', fetcher: api.fetcher });
    const name = await screen.findByLabelText('Name (Japanese)');
    expect(name).toHaveValue('営業部');
    await user.clear(name);
    await user.paste('法人営業部');
    await user.click(button(screen, 'Save'));
    await waitFor(() => expect(api.callsTo('PUT', '/v2/organization/plans/{id}/units/{unitId}')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v2/organization/plans/{id}/units/{unitId}')[0]).toMatchObject({
      params: { id: planId, unitId: salesId },
      body: { code: 'D07', kind: 'DEPARTMENT', nameJa: '法人営業部', nameEn: 'Sales', parentId: expect.any(String), headPersonId: null, abolish: false, changeVersion: 3 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organization/plan/${planId}`));
  });

  it('keeps what was typed and says the unit changed when someone else changed it in the plan first (409, issue 29)', async () => {
    const stale = new ApiError({ status: 409, code: 'CONFLICT', message: 'This plan was changed by someone else. Reload it and try again.' });
    const api = fakeOrganizationPlansApi((call) => (call.method === 'PUT' ? stale : undefined));
    const { router } = renderWithProviders(<OrganizationPlanEditUnitPage />, { route: `/organization/plan/${planId}/edit/${salesId}`, path: '/organization/plan/:id/edit/:unitId', fetcher: api.fetcher });
    const name = await screen.findByLabelText('Name (Japanese)');
    await user.clear(name);
    await user.paste('法人営業部');
    await user.click(button(screen, 'Save'));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Someone else changed this unit in the plan while you were editing it.');
    expect(api.callsTo('PUT', '/v2/organization/plans/{id}/units/{unitId}')[0]?.body).toMatchObject({ nameJa: '法人営業部', changeVersion: 3 });
    // still on the form, with the user's value, and Reload offered
    expect(router.state.location.pathname).toBe(`/organization/plan/${planId}/edit/${salesId}`);
    expect(screen.getByLabelText('Name (Japanese)')).toHaveValue('法人営業部');
    expect(button(screen, 'Reload')).toBeInTheDocument();
  });
});
