import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Trans } from '@lingui/react/macro';

/** Props of `ErrorState`. */
export interface ErrorStateProps {
  /** Default: "Failed to load data." (cf. 000 §5 'データの取得に失敗しました。'). */
  title?: ReactNode;
  /** Usually the `ApiError`'s localized message. */
  description?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
}

/** What a list or page shows when its data failed to load; announced as an alert. */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <Result
        status="error"
        title={title ?? <Trans>Failed to load data.</Trans>}
        subTitle={description}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
