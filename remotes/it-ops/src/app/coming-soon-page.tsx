import { Result } from 'antd';
import { Trans } from '@lingui/react/macro';

/** A URL of this remote that no issue has built yet: an honest placeholder rather than a 404. */
export function ComingSoonPage() {
  return <Result status="info" title={<Trans>Coming soon</Trans>} subTitle={<Trans>This IT operations page is not built yet.</Trans>} />;
}
