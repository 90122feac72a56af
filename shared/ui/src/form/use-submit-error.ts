import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { applyServerFieldErrors, type SchemaFormApi } from '@kanri/ui';

/** Options of the handler `useSubmitError` returns. */
export interface SubmitErrorOptions {
  /** The field a 409 `CONFLICT` is about (e.g. `code` when the code is taken); none = a toast. */
  conflictField?: string;
  /** Title of the failure toast (default "The changes could not be saved."). */
  title?: string;
}

/**
 * What a form page does with a failed save (000 §8, STYLE.md "Data fetching"): a 400 puts the
 * server's field errors under the fields (`applyServerFieldErrors`) and toasts any that match no
 * field; a 409 puts its message on `conflictField` when given; 401 and 403 are left to the runtime
 * (sign-in, forbidden dialog); anything else is a destructive toast with the server's localized
 * message. Nothing the user typed is lost.
 */
export function useSubmitError() {
  const { t } = useLingui();
  const toast = useToast();
  return useCallback(
    <TValues>(form: SchemaFormApi<TValues>, error: unknown, options: SubmitErrorOptions = {}) => {
      const title = options.title ?? t`The changes could not be saved.`;
      if (isApiError(error, 401) || isApiError(error, 403)) return;
      if (isApiError(error, 400) && error.fieldErrors.length) {
        const unmatched = applyServerFieldErrors(form, error);
        if (unmatched.length) toast.destructive(title, unmatched.join(' '));
        return;
      }
      if (isApiError(error, 409) && options.conflictField) {
        applyServerFieldErrors(form, { fieldErrors: [{ path: options.conflictField, message: error.message }] });
        return;
      }
      toast.destructive(title, error instanceof Error ? error.message : undefined);
    },
    [t, toast],
  );
}
