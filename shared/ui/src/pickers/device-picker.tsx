import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { deviceGenreSchema, devicesForSelectEndpoint, deviceSelectOptionSchema, type DeviceGenre, type DeviceSelectOption, selectOptionsPageSize } from '@kanri/contracts';
import { apiFetch, issueMessage } from '@kanri/runtime';
import { RemoteSelect, type RemoteSelectRequest } from './remote-select';
import { DeviceNameCell } from '../avatars/device-avatar';
import type { PickerProps } from './picker-props';

/** The device a `DevicePicker` starts with: id and name (the avatar is optional). */
export type DevicePickerInitialOption = Pick<DeviceSelectOption, 'id' | 'name'> & Partial<Pick<DeviceSelectOption, 'avatarUrl'>>;
/** Props of `DevicePicker`. */
export type DevicePickerProps = PickerProps<DeviceSelectOption, DevicePickerInitialOption>;

/** A device option with its genre when the answer names one (its avatar is then the genre's icon). */
type DeviceOption = Omit<DeviceSelectOption, 'genre'> & { genre?: DeviceGenre | null };

const deviceValue = (device: DeviceOption) => device.id;
const deviceLabel = (device: DeviceOption) => device.name;
function renderDevice(device: DeviceOption) {
  return <DeviceNameCell genre={device.genre} avatarUrl={device.avatarUrl} name={device.name} />;
}

/**
 * Picks one of the company's devices (000 §3 "Select options", §7 `GET
 * /v2/components/devices-for-select` with `orderBy=name`, `orderDirection=asc`, `freeText`):
 * avatar (its picture, else its genre's icon when the answer gives `genre`, else its initial) and
 * name, server-side search and paging (`RemoteSelect`). Each item is checked with
 * `deviceSelectOptionSchema`; an item without id or name is left out and its error ("Device ID is
 * required", "Device name is required", 000 §8) shows under the picker.
 */
export function DevicePicker({ initialOption, placeholder, ...props }: DevicePickerProps) {
  const { t } = useLingui();
  const load = useCallback(
    async ({ freeText, pageIndex, pageSize }: RemoteSelectRequest) => {
      const answer = await apiFetch(devicesForSelectEndpoint, {
        query: { orderBy: 'name', orderDirection: 'asc', freeText: freeText || undefined, pageIndex, pageSize },
      });
      const items: DeviceOption[] = [];
      const problems: string[] = [];
      for (const raw of answer.items) {
        // a missing key reads as null, so it fails with the field's own message (000 §8) rather than a generic one
        const record = (raw ?? {}) as Partial<Record<keyof DeviceSelectOption | 'genre', unknown>>;
        // the genre is optional in the answer: a known one gives the option its genre's icon, another is ignored
        const genre = v.safeParse(deviceGenreSchema, record.genre);
        const parsed = v.safeParse(deviceSelectOptionSchema, { ...record, id: record.id ?? null, name: record.name ?? null, avatarUrl: record.avatarUrl ?? null, genre: undefined });
        if (parsed.success) items.push(genre.success ? { ...parsed.output, genre: genre.output } : parsed.output);
        else {
          const reason = issueMessage(parsed.issues[0]);
          problems.push(t`A device in the list could not be shown: ${reason}`);
        }
      }
      return { items, problems, hasMore: answer.items.length >= pageSize };
    },
    [t],
  );
  const initial = useMemo(() => (initialOption ? { avatarUrl: null, ...initialOption } : undefined), [initialOption]);
  return (
    <RemoteSelect<DeviceOption>
      {...props}
      load={load}
      pageSize={selectOptionsPageSize}
      getValue={deviceValue}
      getLabel={deviceLabel}
      renderOption={renderDevice}
      initialOption={initial}
      placeholder={placeholder ?? t`Select a device`}
    />
  );
}
