import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi } from '../record/fake-api';
import { DevicePicker } from './device-picker';

jest.setTimeout(30_000);

describe('DevicePicker avatars', () => {
  it("shows a device's genre icon when the answer names its genre, its picture when it has one, and passes the option on", async () => {
    const api = fakeApi({
      'GET /v2/components/devices-for-select': {
        items: [
          { id: 'd-1', name: 'Sato laptop', avatarUrl: null, genre: 'LAPTOP' },
          { id: 'd-2', name: 'Lobby display', avatarUrl: 'https://cdn.kanri.example/d-2.png', genre: 'MONITOR' },
          { id: 'd-3', name: 'Old router', avatarUrl: null, genre: 'TOASTER' },
        ],
      },
    });
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DevicePicker value={null} onChange={onChange} aria-label="Device" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    const laptop = await screen.findByTitle('Sato laptop');
    expect(laptop.querySelector('[data-genre="LAPTOP"] .anticon-laptop')).not.toBeNull();
    expect(screen.getByTitle('Lobby display').querySelector('img')).toHaveAttribute('src', 'https://cdn.kanri.example/d-2.png');
    // an unknown genre is ignored: the initial shows, the option stays usable
    expect(screen.getByTitle('Old router').querySelector('[data-genre]')).toBeNull();
    await user.click(laptop);
    expect(onChange).toHaveBeenCalledWith('d-1', { id: 'd-1', name: 'Sato laptop', avatarUrl: null, genre: 'LAPTOP' });
  });
});
