import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { workersForSelectEndpoint, type WorkerSelectOption, selectOptionsPageSize } from '@kanri/contracts';
import { apiFetch } from '@kanri/runtime';
import { RemoteSelect, type RemoteSelectRequest } from './remote-select';
import { OptionLabel } from './option-label';
import type { PickerProps } from './picker-props';

/** The worker a `WorkerPicker` starts with: `personId` and name (e-mail and avatar optional). */
export type WorkerPickerInitialOption = Pick<WorkerSelectOption, 'personId' | 'name'> & Partial<Pick<WorkerSelectOption, 'primaryWorkerEmail' | 'avatarUrl'>>;
/** Props of `WorkerPicker`; the value is the worker's `personId`. */
export type WorkerPickerProps = PickerProps<WorkerSelectOption, WorkerPickerInitialOption>;

const workerValue = (worker: WorkerSelectOption) => worker.personId;
const workerLabel = (worker: WorkerSelectOption) => worker.name;
const renderWorker = (worker: WorkerSelectOption) => <OptionLabel name={worker.name} secondary={worker.primaryWorkerEmail} avatarUrl={worker.avatarUrl} withAvatar />;

/**
 * Picks a current worker by `personId` (000 §3 "Select options", §7 `GET /v2/workers-for-select`
 * with `orderDirection=asc`, `freeText`: name in kanji, kana or English, or e-mail): each option
 * shows the avatar, the name and the primary e-mail; server-side search and paging (`RemoteSelect`).
 */
export function WorkerPicker({ initialOption, placeholder, ...props }: WorkerPickerProps) {
  const { t } = useLingui();
  const load = useCallback(async ({ freeText, pageIndex, pageSize }: RemoteSelectRequest) => {
    const answer = await apiFetch(workersForSelectEndpoint, { query: { orderDirection: 'asc', freeText: freeText || undefined, pageIndex, pageSize } });
    return { items: answer.items, hasMore: answer.items.length >= pageSize };
  }, []);
  const initial = useMemo(() => (initialOption ? { primaryWorkerEmail: null, avatarUrl: null, ...initialOption } : undefined), [initialOption]);
  return (
    <RemoteSelect<WorkerSelectOption>
      {...props}
      load={load}
      pageSize={selectOptionsPageSize}
      getValue={workerValue}
      getLabel={workerLabel}
      renderOption={renderWorker}
      initialOption={initial}
      placeholder={placeholder ?? t`Select a person`}
    />
  );
}
