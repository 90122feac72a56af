import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { FormProgressPanel } from './form-progress-panel';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(30_000);

describe('FormProgressPanel', () => {
  it('shows filled and required counts with their bars, and switches "required items only"', async () => {
    const onMustOnlyChange = jest.fn();
    renderWithProviders(<FormProgressPanel progress={{ filled: 3, total: 12, requiredFilled: 1, requiredTotal: 2 }} mustOnly={false} onMustOnlyChange={onMustOnlyChange} />);
    expect(screen.getByLabelText('3 of 12 items filled')).toHaveTextContent('3 / 12');
    expect(screen.getByLabelText('1 of 2 required items filled')).toHaveTextContent('1 / 2');
    expect(screen.getByLabelText('Filled items')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Required items')).toHaveAttribute('aria-valuenow', '50');

    const toggle = screen.getByLabelText('Required items only');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(onMustOnlyChange).toHaveBeenCalledWith(true);
  });
});
