import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { MultiSelectFilter } from './multi-select-filter';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const options = [
  { value: 'a', label: 'Head office' },
  { value: 'b', label: 'Branch' },
];

describe('MultiSelectFilter', () => {
  it('is a combobox named by its label', () => {
    renderWithProviders(<MultiSelectFilter label="Office type" value={[]} options={options} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Office type' })).toBeInTheDocument();
  });

  it('shows the chosen values by label', () => {
    renderWithProviders(<MultiSelectFilter label="Office type" value={['b']} options={options} onChange={jest.fn()} />);
    expect(screen.getByText('Branch')).toBeInTheDocument();
  });

  it('adds a chosen option to the values', async () => {
    const onChange = jest.fn();
    renderWithProviders(<MultiSelectFilter label="Office type" value={['b']} options={options} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Office type' }));
    await user.click(await screen.findByTitle('Head office'));
    expect(onChange).toHaveBeenCalledWith(['b', 'a']);
  });

  it('narrows the choices by label as the user types', async () => {
    renderWithProviders(<MultiSelectFilter label="Office type" value={[]} options={options} onChange={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Office type' }), 'bra');
    expect(await screen.findByTitle('Branch')).toBeInTheDocument();
    expect(screen.queryByTitle('Head office')).not.toBeInTheDocument();
  });
});
