import { Result } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** Props of `ComingSoonPage`. */
export interface ComingSoonPageProps {
  /** The remote's area as it reads inside a sentence (`msg\`IT operations\``), from the remote's catalog. */
  area: MessageDescriptor;
}

/**
 * A URL the spec lists but no issue has built yet: an honest "Coming soon" placeholder ("This
 * <area> page is not built yet.") rather than a 404.
 */
export function ComingSoonPage({ area }: ComingSoonPageProps) {
  const { i18n } = useLingui();
  const name = i18n._(area);
  return <Result status="info" title={<Trans>Coming soon</Trans>} subTitle={<Trans>This {name} page is not built yet.</Trans>} />;
}
