import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Names of the deployable units (the runtime config's remote ids), the platform's own: used where
 * a remote's manifest cannot say what it is (it could not be loaded and no copy is kept).
 */
export const remoteLabels: Record<string, MessageDescriptor> = {
  'it-ops': msg`IT operations`,
  'hr-people': msg`HR and people`,
  'ga-places': msg`General affairs`,
  marketplace: msg`Marketplace`,
  settings: msg`Settings`,
  individual: msg`Individual area`,
};
