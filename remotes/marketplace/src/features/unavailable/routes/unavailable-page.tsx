import { Result } from 'antd';
import { Trans } from '@lingui/react/macro';

/** `/marketplace/unavailable` (000 §2): where the store sends a company for which it is not available. */
export function UnavailablePage() {
  return (
    <Result
      status="info"
      title={<Trans>The marketplace is not available</Trans>}
      subTitle={<Trans>Your company cannot use the marketplace store yet. Please contact your administrator.</Trans>}
    />
  );
}
