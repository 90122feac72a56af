import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { placeSelectEndpoint, type PlaceSelectOption, selectOptionsPageSize } from '@kanri/contracts';
import { apiFetch } from '@kanri/runtime';
import { RemoteSelect, type RemoteSelectRequest } from './remote-select';
import { OptionLabel } from './option-label';
import type { PickerProps } from './picker-props';

/** The place a `PlacePicker` starts with: id and name (the address is optional). */
export type PlacePickerInitialOption = Pick<PlaceSelectOption, 'id' | 'name'> & Partial<Pick<PlaceSelectOption, 'address'>>;
/** Props of `PlacePicker`. */
export type PlacePickerProps = PickerProps<PlaceSelectOption, PlacePickerInitialOption>;

const placeValue = (place: PlaceSelectOption) => place.id;
const placeLabel = (place: PlaceSelectOption) => place.name;
const renderPlace = (place: PlaceSelectOption) => <OptionLabel name={place.name} secondary={place.address} />;

/**
 * Picks one of the company's places (000 §3 "Select options", §7 `GET /v2/components/place-select`
 * with `orderBy=ADDRESS`, `orderDirection=asc`, `freeText`): each option shows the name and, on a
 * second line, the address; server-side search and paging (`RemoteSelect`).
 */
export function PlacePicker({ initialOption, placeholder, ...props }: PlacePickerProps) {
  const { t } = useLingui();
  const load = useCallback(async ({ freeText, pageIndex, pageSize }: RemoteSelectRequest) => {
    const answer = await apiFetch(placeSelectEndpoint, { query: { orderBy: 'ADDRESS', orderDirection: 'asc', freeText: freeText || undefined, pageIndex, pageSize } });
    return { items: answer.places, hasMore: answer.places.length >= pageSize };
  }, []);
  const initial = useMemo(() => (initialOption ? { address: null, ...initialOption } : undefined), [initialOption]);
  return (
    <RemoteSelect<PlaceSelectOption>
      {...props}
      load={load}
      pageSize={selectOptionsPageSize}
      getValue={placeValue}
      getLabel={placeLabel}
      renderOption={renderPlace}
      initialOption={initial}
      placeholder={placeholder ?? t`Select a place`}
    />
  );
}
