import { useCallback } from 'react';
import { isApiError, useToast } from '@kanri/runtime';
import { applyServerFieldErrors, type SchemaFormApi } from '@kanri/ui';

/**
 * Shows a failed create or save: a 400, or a 409 for a name already taken, puts the server's field
 * errors under the fields (messages already localized) and shows its message in a destructive
 * toast, with any message that matched no field; any other failure shows `title` and the server's
 * message in a destructive toast (401 and 403 are the runtime's). What was typed is kept.
 */
export function useSubmitError() {
  const toast = useToast();
  return useCallback(
    <TValues,>(form: SchemaFormApi<TValues>, error: unknown, title: string) => {
      // the runtime already answers these (sign-in, the forbidden dialog)
      if (isApiError(error, 401) || isApiError(error, 403)) return;
      if (isApiError(error) && (error.status === 400 || error.status === 409) && error.fieldErrors.length) {
        const unmatched = applyServerFieldErrors(form, error);
        toast.destructive(error.message, unmatched.join('\n') || undefined);
        return;
      }
      toast.destructive(title, error instanceof Error ? error.message : undefined);
    },
    [toast],
  );
}
