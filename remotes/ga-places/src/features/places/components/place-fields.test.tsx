import { screen } from '@testing-library/react';
import { markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { placeFields, type Place } from '@kanri/contracts';
import { PlacesTable } from './places-table';
import { emptyPlaceFormValues, PlaceForm } from './place-form';

/**
 * Issue 30 "A field is described once": the places list's column titles, the place form's labels
 * and the status tags read the contracts' `placeFields`. A catalog that renames every described
 * label (`«id»`) renames them on both screens, so no screen keeps a copy of its own.
 */

const row: Place = {
  id: 'pl-1', name: 'Tokyo', code: 'TKY-001', avatarUrl: null, status: 'ACTIVE', email: null, phoneNumber: null, website: null,
  address: null, establishedDate: null, businessPlaceType: null, officeType: null, ownershipType: null,
};

describe('place fields come from placeFields', () => {
  markDescribedLabels(placeFields);

  it('the list column titles and the status tag are the description\'s labels', () => {
    renderWithProviders(<PlacesTable rows={[row]} total={1} loading={false} search={{ pageIndex: 0, pageSize: 100 }} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['code', 'status', 'phoneNumber', 'email', 'website', 'establishedDate'] as const) {
      expect(titles).toContain(markedLabel(placeFields[key].label.id));
    }
    expect(screen.getByText(markedLabel(placeFields.status.values.ACTIVE.id))).toBeInTheDocument();
  });

  it('the form\'s labels are the description\'s labels', async () => {
    renderWithProviders(<PlaceForm defaultValues={emptyPlaceFormValues} onSubmit={async () => {}} submitLabel="Save" onCancel={() => {}} label="Place" />, {
      fetcher: async () => ({ items: [] }),
    });
    for (const key of ['code', 'status', 'nameJa', 'nameEn', 'establishedDate', 'email', 'phoneNumber', 'website', 'addressJa', 'addressEn'] as const) {
      expect(await screen.findByText(markedLabel(placeFields[key].label.id))).toBeInTheDocument();
    }
  });
});
