import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { TaskFormPage } from './task-form-page';
import { addressForm, fakeFormApi, taskId } from '../testing';

jest.setTimeout(30_000);

const render = (api: ReturnType<typeof fakeFormApi>, formId = 'address') =>
  renderWithProviders(
    <Routes>
      <Route path="/individual/task/:id/form/:formId" element={<TaskFormPage />} />
      <Route path="/individual/task/:id" element={<p>task page</p>} />
    </Routes>,
    { route: `/individual/task/${taskId}/form/${formId}`, fetcher: api.fetcher },
  );

describe('TaskFormPage', () => {
  it('generates the fields, refuses an incomplete submit on the page, then posts the corrected one', async () => {
    const api = fakeFormApi(addressForm);
    const { router } = render(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change of address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New address' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'People in the household' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Housing' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('PUT', '/v2/individual/tasks/{id}/forms/{formId}')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'New address' }), '1-1 Marunouchi, Tokyo');
    await userEvent.click(screen.getByRole('checkbox', { name: /The address is correct/ }));
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(submit);
    await waitFor(() => expect(api.callsTo('PUT', '/v2/individual/tasks/{id}/forms/{formId}')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v2/individual/tasks/{id}/forms/{formId}')[0]!.body).toEqual({
      values: { address: '1-1 Marunouchi, Tokyo', household: null, housing: null, confirm: true },
      submit: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/individual/task/${taskId}`));
  });

  it("shows the server's refusal under the field (values.<key>) and posts again once corrected", async () => {
    let puts = 0;
    const api = fakeFormApi({ ...addressForm, values: { address: 'Nowhere', confirm: true } }, (call) => {
      if (call.method !== 'PUT') return undefined;
      puts += 1;
      return puts === 1
        ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'values.address', message: 'Enter a real address' }] })
        : undefined;
    });
    render(api);
    const address = await screen.findByRole('textbox', { name: 'New address' });
    expect(address).toHaveValue('Nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a real address')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, '1-1 Marunouchi');
    await waitFor(() => expect(screen.queryByText('Enter a real address')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(puts).toBe(2));
  });

  it('saves a draft without the required fields', async () => {
    const api = fakeFormApi(addressForm);
    render(api);
    await userEvent.type(await screen.findByRole('textbox', { name: 'New address' }), 'Osaka');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v2/individual/tasks/{id}/forms/{formId}')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v2/individual/tasks/{id}/forms/{formId}')[0]!.body).toMatchObject({ submit: false, values: { address: 'Osaka', confirm: false } });
    expect(await screen.findByText('The draft was saved.')).toBeInTheDocument();
  });

  it('shows a submitted form read-only, and not found for another form', async () => {
    const api = fakeFormApi({ ...addressForm, status: 'DONE', editable: false, values: { address: 'Tokyo', confirm: true } });
    const first = render(api);
    expect(await screen.findByText('This form was submitted.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New address' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    first.unmount();
    render(api, 'other');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
