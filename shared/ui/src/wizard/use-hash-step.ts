import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Options of `useHashStep`. */
export interface UseHashStepOptions<Step extends string> {
  /**
   * Whether a step may be shown now (e.g. the CSV wizard's preview only with an uploaded file,
   * 000 §2). A disallowed step returns to the first step. The first step is always allowed.
   */
  isAllowed?: (step: Step) => boolean;
}

/** Moves to a step: pushes a history entry (Back returns to the previous step) unless `replace`. */
export type SetHashStep<Step extends string> = (step: Step, options?: { replace?: boolean }) => void;

/**
 * The current step of a wizard kept in the URL hash (000 §2: `#networkInformation` /
 * `#accessControl`; `#upload-file` / `#preview-file` / `#import-data`), so a step can be linked,
 * reloaded and left with Back.
 *
 * A missing or unknown hash, or a step `isAllowed` refuses, shows the first step and rewrites the
 * URL to it (`replace`, keeping path and search). `steps` must not be empty.
 *
 * @returns `[step, setStep]`
 */
export function useHashStep<const Step extends string>(steps: readonly Step[], options: UseHashStepOptions<Step> = {}): [Step, SetHashStep<Step>] {
  const location = useLocation();
  const navigate = useNavigate();
  const first = steps[0];
  if (first === undefined) throw new Error('useHashStep needs at least one step');

  let raw = location.hash.replace(/^#/, '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // a malformed escape is just an unknown step
  }
  const known = (steps as readonly string[]).includes(raw);
  const allowed = known && (raw === first || (options.isAllowed?.(raw as Step) ?? true));
  const step = allowed ? (raw as Step) : first;

  const { pathname, search } = location;
  useEffect(() => {
    if (!allowed) void navigate({ pathname, search, hash: `#${first}` }, { replace: true });
  }, [allowed, first, pathname, search, navigate]);

  const setStep = useCallback<SetHashStep<Step>>(
    (next, stepOptions) => void navigate({ pathname, search, hash: `#${next}` }, { replace: stepOptions?.replace }),
    [navigate, pathname, search],
  );
  return [step, setStep];
}
