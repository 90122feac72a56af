import { useStore } from '@tanstack/react-form';
import type { SchemaFormApi } from '@kanri/ui';
import { stepOfField, type NetworkFormStep, type NetworkFormValues } from './network-form-model';

/** The steps that hold at least one field with an error (the form's own or the server's). */
export function useStepsWithErrors(form: SchemaFormApi<NetworkFormValues>): Set<NetworkFormStep> {
  const key = useStore(form.store, (state) =>
    Object.entries(state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>)
      .filter(([, meta]) => meta?.errors?.some((error) => typeof error === 'string' && error !== ''))
      .map(([name]) => stepOfField(name))
      .sort()
      .join(' '),
  );
  return new Set(key ? (key.split(' ') as NetworkFormStep[]) : []);
}
