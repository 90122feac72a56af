import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, type BulkActionOption, type BulkParams } from '@kanri/ui';
import { useDeviceBulkActions } from './devices-bulk-actions';

jest.setTimeout(30_000);

/**
 * The devices actions (`seen`) and the parameters form of the `index`-th, as the bulk dialog shows
 * it (one at a time: the fields' ids are the dialog's); `set` records the form's edits.
 */
function Form({ index, seen, set }: { index: number; seen: (actions: BulkActionOption[]) => void; set: (patch: BulkParams) => void }) {
  const actions = useDeviceBulkActions();
  seen(actions);
  const action = actions[index]!;
  return <>{action.renderParams?.(action.initialParams(), set)}</>;
}

describe('useDeviceBulkActions', () => {
  const today = dayjs().format('YYYY-MM-DD');
  const api = () => fakeApi({ 'GET /v2/components/place-select': { places: [] } });

  it('offers check in, change status and assign to a place, each with its parameters and a note (null at first)', () => {
    let actions: BulkActionOption[] = [];
    renderWithProviders(<Form index={0} seen={(a) => (actions = a)} set={() => undefined} />, { fetcher: api().fetcher });
    expect(actions.map((a) => [a.action, a.label, a.initialParams()])).toEqual([
      ['DEVICES_CHECK_IN', 'Check in', { checkedInOn: today, note: null }],
      ['DEVICES_CHANGE_STATUS', 'Change status', { event: 'TROUBLED', occurredOn: today, note: null }],
      ['DEVICES_ASSIGN_PLACE', 'Assign to a place', { placeId: '', checkedOutOn: today, note: null }],
    ]);
  });

  it.each([
    [0, ['Check-in date'], []],
    [1, ['Date'], ['Event']],
    [2, ['Check-out date'], ['Place']],
  ])('form %i shows its fields, then the note', (index, dates, others) => {
    const edits: BulkParams[] = [];
    renderWithProviders(<Form index={index} seen={() => undefined} set={(patch) => edits.push(patch)} />, { fetcher: api().fetcher });
    for (const label of dates) expect(screen.getByLabelText(label)).toHaveValue(today);
    for (const label of others) expect(screen.getByText(label, { selector: 'label' })).toBeInTheDocument();
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels.at(-1)).toBe('Note');
    const note = screen.getByLabelText('Note');
    fireEvent.change(note, { target: { value: 'batch 7' } });
    expect(edits).toEqual([{ note: 'batch 7' }]);
  });
});
