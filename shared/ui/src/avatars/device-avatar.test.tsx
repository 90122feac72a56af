import { render } from '@testing-library/react';
import { DeviceAvatar, DeviceNameCell } from './device-avatar';

describe('DeviceAvatar', () => {
  it("shows the picture when there is one, else the genre's icon, else the name's initial", () => {
    const picture = render(<DeviceAvatar genre="LAPTOP" avatarUrl="https://cdn.kanri.example/d.png" name="Sato laptop" />).container;
    expect(picture.querySelector('img')).toHaveAttribute('src', 'https://cdn.kanri.example/d.png');
    expect(picture.querySelector('.anticon')).toBeNull();

    const icon = render(<DeviceAvatar genre="SERVER" avatarUrl={null} name="Rack 1" />).container;
    expect(icon.querySelector('[data-genre="SERVER"] .anticon-cloud-server')).not.toBeNull();
    expect(icon.textContent).toBe('');

    // an unknown or missing genre is ignored: the initial shows
    const unknown = render(<DeviceAvatar genre="TOASTER" avatarUrl={null} name="Old router" />).container;
    expect(unknown.querySelector('[data-genre]')).toBeNull();
    expect(unknown.textContent).toBe('O');
    expect(render(<DeviceAvatar avatarUrl={null} name="Kiosk" />).container.textContent).toBe('K');
  });

  it('is hidden from assistive technology; the name cell shows the name beside it', () => {
    const { container, getByText } = render(<DeviceNameCell genre="MOBILE" avatarUrl={null} name="Suzuki phone" />);
    expect(container.querySelector('[aria-hidden] .anticon-mobile')).not.toBeNull();
    expect(getByText('Suzuki phone')).toBeVisible();
  });
});
