import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchGroup } from '@kanri/contracts';

/** The heading of each record group in the palette (issue 31 §1), in the modules' own words. */
export const recordGroupLabels: Record<SearchGroup, MessageDescriptor> = {
  people: msg`People`,
  devices: msg`Devices`,
  licenses: msg`Licenses`,
  software: msg`Software`,
  appIntegrations: msg`App integrations`,
  groupIds: msg`Group IDs`,
  places: msg`Places`,
  equipment: msg`Equipment`,
  contracts: msg`Contracts`,
};
