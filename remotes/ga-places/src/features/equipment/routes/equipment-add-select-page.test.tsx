import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { EquipmentAddSelectPage } from './equipment-add-select-page';

describe('EquipmentAddSelectPage', () => {
  it('offers adding one piece of equipment by form or many from a CSV file', () => {
    renderWithProviders(<EquipmentAddSelectPage />, { route: '/equipment/add-select' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add equipment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add one by one/ })).toHaveAttribute('href', '/equipment/add');
    expect(screen.getByRole('link', { name: /Import from a CSV file/ })).toHaveAttribute('href', '/equipment/import-csv');
  });

  it('reads in Japanese', () => {
    renderWithProviders(<EquipmentAddSelectPage />, { route: '/equipment/add-select', locale: 'ja-JP' });
    expect(screen.getByRole('link', { name: /Add one by one/ })).toBeInTheDocument();
  });
});
