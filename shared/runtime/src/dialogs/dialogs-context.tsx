import { App } from 'antd';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { setApiFailureHandlers } from '../client/api-fetch';
import { redirectToSignIn } from '../client/navigation';
import { clearCache } from '../client/swr';
import { useAuth } from '../auth/auth-context';

/** Options of the confirm dialog. */
export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Styles the OK button as destructive. */
  danger?: boolean;
}

/** Options of the error dialog (000 §2 "Global dialogs"). */
export interface ErrorDialogOptions {
  title?: ReactNode;
  description?: ReactNode;
}

/** What `useDialogs()` returns. */
export interface DialogsApi {
  /** Asks a yes/no question; resolves `true` on OK, `false` on cancel or close. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The global error dialog: title, description and a go-back button (history back, else `/`). */
  showError: (options?: ErrorDialogOptions) => void;
  /** The forbidden-API dialog (000 §6): staff home, or a no-accessible-page message, and `/individual`. */
  showForbidden: () => void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

/** The error and forbidden dialogs, loaded the first time one opens (they stay off the first load). */
const ErrorDialog = lazy(() => import('./global-dialogs').then((m) => ({ default: m.ErrorDialog })));
const ForbiddenDialog = lazy(() => import('./global-dialogs').then((m) => ({ default: m.ForbiddenDialog })));

/** Renders the global dialogs and provides `useDialogs()`; inside antd `App` and `AuthProvider`. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const { modal } = App.useApp();
  const { t } = useLingui();
  const { setSession } = useAuth();
  const [errorOptions, setErrorOptions] = useState<ErrorDialogOptions | null>(null);
  const [forbiddenOpen, setForbiddenOpen] = useState(false);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? t`OK`,
          cancelText: options.cancelText ?? t`Cancel`,
          okButtonProps: options.danger ? { danger: true } : undefined,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  const showError = useCallback((options?: ErrorDialogOptions) => setErrorOptions(options ?? {}), []);
  const showForbidden = useCallback(() => setForbiddenOpen(true), []);

  useEffect(() => {
    setApiFailureHandlers({
      forbidden: () => setForbiddenOpen(true),
      unauthorized: () => {
        // the session ended: forget it and its cached data, then sign in again and come back here
        setSession(null);
        void clearCache();
        redirectToSignIn();
      },
    });
    return () => setApiFailureHandlers(null);
  }, [setSession]);

  const api = useMemo(() => ({ confirm, showError, showForbidden }), [confirm, showError, showForbidden]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {errorOptions ? <ErrorDialog options={errorOptions} onClose={() => setErrorOptions(null)} /> : null}
        {forbiddenOpen ? <ForbiddenDialog onClose={() => setForbiddenOpen(false)} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}

/**
 * The global dialogs: confirm, error, forbidden.
 * @throws {Error} outside `KanriProviders`
 */
export function useDialogs(): DialogsApi {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs() needs KanriProviders');
  return value;
}
