import { useState } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { fieldErrorsByPath, isApiError, useToast, validateFields } from '@kanri/runtime';

/**
 * Runs a settings call with the toasts of 001 §8: `success` on success; a failure is a title-only
 * toast (app integration actions) with the server's message in the user's language. `onConflict`
 * runs on a 409 (a stale `version`: the caller reloads the settings).
 */
export function useSettingsAction(options: { onConflict?: () => void } = {}) {
  const { t } = useLingui();
  const toast = useToast();
  return async <T,>(run: () => Promise<T>, success: string | null): Promise<T | undefined> => {
    try {
      const answer = await run();
      if (success) toast.success(success);
      return answer;
    } catch (error) {
      if (isApiError(error)) {
        toast.destructive(error.fieldErrors[0]?.message ?? error.message);
        if (error.status === 409) options.onConflict?.();
      } else toast.destructive(t`The settings could not be saved.`);
      return undefined;
    }
  };
}

/**
 * One settings form: `submit(schema, body, send, success)` checks the body with the contract's
 * schema first (the same messages as the server's 400), shows each field's first error under it
 * (`errors[path]`), else sends it; the server's 400 field errors land under the fields too.
 */
export function useSettingsForm(options: { onConflict?: () => void } = {}) {
  const { t } = useLingui();
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async <T,>(schema: v.GenericSchema, body: unknown, send: () => Promise<T>, success: string): Promise<T | undefined> => {
    const found = validateFields(schema, body);
    setErrors(found);
    if (Object.keys(found).length) {
      toast.destructive(t`Check the highlighted fields.`);
      return undefined;
    }
    try {
      const answer = await send();
      toast.success(success);
      return answer;
    } catch (error) {
      if (isApiError(error)) {
        if (error.fieldErrors.length) setErrors(fieldErrorsByPath(error.fieldErrors));
        toast.destructive(error.fieldErrors[0]?.message ?? error.message);
        if (error.status === 409) options.onConflict?.();
      } else toast.destructive(t`The settings could not be saved.`);
      return undefined;
    }
  };
  /** The `Form.Item` props of a field: its error as help text and the error status. */
  const field = (path: string) => (errors[path] ? { help: errors[path], validateStatus: 'error' as const } : {});
  return { errors, submit, field };
}
