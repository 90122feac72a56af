import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';

/**
 * Runs a settings call with the toasts of 001 §8: `success` on success; a failure is a title-only
 * toast (app integration actions), the server's message (localized) — a 409 on a stale version says
 * to reload, a 400 names the first field's problem.
 */
export function useSettingsAction() {
  const { t } = useLingui();
  const toast = useToast();
  return async <T,>(run: () => Promise<T>, success: string | null): Promise<T | undefined> => {
    try {
      const answer = await run();
      if (success) toast.success(success);
      return answer;
    } catch (error) {
      if (isApiError(error)) toast.destructive(error.fieldErrors[0]?.message ?? error.message);
      else toast.destructive(t`The settings could not be saved.`);
      return undefined;
    }
  };
}
