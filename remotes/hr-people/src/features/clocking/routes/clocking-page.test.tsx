import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { ApiError } from '@kanri/runtime';
import { fakeClockingApi, refusal, token, user } from '../testing';
import { ClockingPage, clockingBannerMs } from './clocking-page';

jest.setTimeout(60_000);
const route = `/time-and-attendance/clocking?token=${token}`;
const path = '/time-and-attendance/clocking';
const clockButton = (name: string) => screen.getByRole('button', { name });

describe('clocking terminal', () => {
  it('enables only the clockings the person\'s state allows, found by worker number', async () => {
    const api = fakeClockingApi();
    renderWithProviders(<ClockingPage />, { route, path, fetcher: api.fetcher });
    expect(await screen.findByText('Clocking terminal: 東京本社', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time in Japan' })).toBeInTheDocument();
    // nobody chosen: every button is off
    for (const name of ['Clock in', 'Clock out', 'Start break', 'End break']) expect(clockButton(name)).toBeDisabled();
    await user.type(screen.getByLabelText('Worker number'), 'e000002');
    expect(await screen.findByText('佐藤 花子')).toBeInTheDocument();
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(screen.getByText(/a second clock-in is not possible/)).toBeInTheDocument();
    expect(clockButton('Clock in')).toBeDisabled();
    expect(clockButton('End break')).toBeDisabled();
    expect(clockButton('Clock out')).toBeEnabled();
    expect(clockButton('Start break')).toBeEnabled();
    await user.clear(screen.getByLabelText('Worker number'));
    await user.type(screen.getByLabelText('Worker number'), 'X999');
    expect(await screen.findByText('No one at this place has this worker number.')).toBeInTheDocument();
    expect(clockButton('Clock in')).toBeDisabled();
  });

  it('clocks in and shows the name and time, clears the number for the next person, and the banner goes after a few seconds', async () => {
    const api = fakeClockingApi();
    renderWithProviders(<ClockingPage />, { route, path, fetcher: api.fetcher });
    await user.type(await screen.findByLabelText('Worker number'), 'E000001');
    await user.click(clockButton('Clock in'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/clocking/{token}')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/clocking/{token}')[0]).toMatchObject({ params: { token }, body: { workerNumber: 'E000001', recordType: 'CLOCK_IN' } });
    expect(await screen.findByText('山田 太郎: Clock in at 08:58')).toBeInTheDocument();
    expect(screen.getByLabelText('Worker number')).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('山田 太郎: Clock in at 08:58')).not.toBeInTheDocument(), { timeout: clockingBannerMs + 3000 });
  });

  it('shows the server\'s refusal clearly', async () => {
    const api = fakeClockingApi((call) => (call.method === 'POST' ? refusal('You have already clocked in and are working. Clock out first.') : undefined));
    renderWithProviders(<ClockingPage />, { route, path, fetcher: api.fetcher });
    await user.type(await screen.findByLabelText('Worker number'), 'E000001');
    await user.click(clockButton('Clock in'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already clocked in and are working. Clock out first.');
  });

  it('refuses a reissued or disabled link with the server\'s message and offers to choose a place', async () => {
    const api = fakeClockingApi((call) =>
      call.method === 'GET' && call.path === '/v2/clocking/{token}' ? new ApiError({ status: 404, code: 'NOT_FOUND', message: 'This clocking link is not valid. It may have been reissued.' }) : undefined,
    );
    renderWithProviders(<ClockingPage />, { route: '/time-and-attendance/clocking?token=oldtoken0123456789', path, fetcher: api.fetcher });
    expect(await screen.findByText('This terminal cannot be used')).toBeInTheDocument();
    expect(screen.getByText('This clocking link is not valid. It may have been reissued.')).toBeInTheDocument();
    expect(screen.getByText('Choose a place').closest('a')).toHaveAttribute('href', '/time-and-attendance/clocking');
  });

  it('without a token lets the staff choose the place\'s terminal', async () => {
    const api = fakeClockingApi();
    renderWithProviders(<ClockingPage />, { route: path, path, fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Open the clocking terminal of 東京本社' })).toHaveAttribute('href', `/time-and-attendance/clocking?token=${token}`);
    expect(api.callsTo('GET', '/v2/attendance-links')[0]?.query).toMatchObject({ linkState: ['ENABLED'] });
    expect(api.callsTo('GET', '/v2/clocking/{token}')).toHaveLength(0);
  });
});
