import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { PlacesAddSelectPage } from './places-add-select-page';

describe('PlacesAddSelectPage', () => {
  it('offers adding one place by form or many from a CSV file', () => {
    renderWithProviders(<PlacesAddSelectPage />, { route: '/places/add-select' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add places' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add one by one/ })).toHaveAttribute('href', '/places/add');
    expect(screen.getByRole('link', { name: /Import from a CSV file/ })).toHaveAttribute('href', '/places/import-csv');
    expect(screen.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/places');
  });
});
