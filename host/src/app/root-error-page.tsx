import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Result } from 'antd';
import { Trans } from '@lingui/react/macro';
import { goBackOrHome, useDialogs } from '@kanri/runtime';

/** The last-resort error page of the router: opens the global error dialog (go back, else `/`). */
export function RootErrorPage() {
  const error = useRouteError();
  const { showError } = useDialogs();
  useEffect(() => {
    console.error('[kanri] route error', error);
    showError({});
  }, [error, showError]);
  return (
    <Result
      status="error"
      title={<Trans>An error occurred</Trans>}
      extra={
        <button type="button" className="ant-btn ant-btn-primary ant-btn-color-primary ant-btn-variant-solid" onClick={goBackOrHome}>
          <Trans>Go back</Trans>
        </button>
      }
    />
  );
}
