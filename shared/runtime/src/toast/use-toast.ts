import { App } from 'antd';
import { useMemo } from 'react';

/** What `useToast()` returns: short messages and the destructive (error) notification. */
export interface ToastApi {
  success: (text: string) => void;
  info: (text: string) => void;
  warning: (text: string) => void;
  error: (text: string) => void;
  /** A failure that needs reading: an error notification with a title and an optional description (000 §8). */
  destructive: (title: string, description?: string) => void;
}

/**
 * Toasts through antd's `App` (message and notification), so they follow the theme and locale.
 * @throws {Error} outside `KanriProviders` (antd `App`)
 */
export function useToast(): ToastApi {
  const { message, notification } = App.useApp();
  return useMemo(
    () => ({
      success: (text) => void message.success(text),
      info: (text) => void message.info(text),
      warning: (text) => void message.warning(text),
      error: (text) => void message.error(text),
      destructive: (title, description) => notification.error({ title, description, placement: 'topRight' }),
    }),
    [message, notification],
  );
}
