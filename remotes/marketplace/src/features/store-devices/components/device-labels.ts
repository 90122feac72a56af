import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeviceGenre, MarketplaceDevice } from '@kanri/contracts';

/** Labels of the device genres (001 §3). */
export const deviceGenreLabels: Record<DeviceGenre, MessageDescriptor> = {
  WORKSTATION: msg`Workstation`,
  LAPTOP: msg`Laptop`,
  MOBILE: msg`Mobile`,
  TABLET: msg`Tablet`,
  MONITOR: msg`Monitor`,
  SERVER: msg`Server`,
  OTHER: msg`Other`,
};

/** Labels of the marketplace contract methods (001 §3). */
export const contractMethodLabels: Record<MarketplaceDevice['contractMethod'], MessageDescriptor> = {
  RENTAL: msg`Rental`,
  PURCHASE: msg`Purchase`,
  SERVICE_CONTRACT: msg`Service contract`,
};

/** Labels of the marketplace price kinds (001 §3). */
export const priceKindLabels: Record<MarketplaceDevice['priceKind'], MessageDescriptor> = {
  ONE_SHOT: msg`One-time`,
  RECURRING: msg`Monthly`,
  QUOTATION: msg`Quotation`,
};
