import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { Trans } from '@lingui/react/macro';

/**
 * The not-found page (000 §2 "Global dialogs"): "Page not found" with a back-to-home link. The host
 * renders it for URLs no remote owns, and a remote for URLs in its space that no route matches
 * (`notFoundRoute`), so both show the same page.
 */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<Trans>Page not found</Trans>}
      subTitle={<Trans>The page you are looking for does not exist or has moved.</Trans>}
      extra={
        <Link to="/" className="ant-btn ant-btn-primary ant-btn-color-primary ant-btn-variant-solid">
          <Trans>Back to home</Trans>
        </Link>
      }
    />
  );
}
