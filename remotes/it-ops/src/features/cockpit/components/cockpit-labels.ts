import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  appAlertKindLabels,
  deviceCategoryLabels,
  fleetAlertCategoryLabels,
  fleetFields,
  placeFields,
  starlinkAlertCategoryLabels,
  starlinkFields,
  workerStatusLabels,
  workerTypeLabels,
  type CockpitId,
  type CockpitTileKey,
} from '@kanri/contracts';

// Each label carries its enumeration as context (the cockpit's own words, apart from the lists' labels).

/** Names of the dashboards (`/cockpit/{id}`). */
export const cockpitDashboardLabels: Record<CockpitId, MessageDescriptor> = {
  it: msg({ message: 'IT dashboard', context: 'cockpitDashboard' }),
  ga: msg({ message: 'GA dashboard', context: 'cockpitDashboard' }),
  hr: msg({ message: 'HR dashboard', context: 'cockpitDashboard' }),
};

/** One line under each dashboard's name on `/cockpit`. */
export const cockpitDashboardDescriptions: Record<CockpitId, MessageDescriptor> = {
  it: msg({ message: 'SaaS spend, alerts, devices and Starlink terminals', context: 'cockpitDashboard' }),
  ga: msg({ message: 'Places, equipment and company vehicles', context: 'cockpitDashboard' }),
  hr: msg({ message: 'Workforce, joiners and leavers', context: 'cockpitDashboard' }),
};

/** Titles of the tiles. */
export const cockpitTileLabels: Record<CockpitTileKey, MessageDescriptor> = {
  SAAS_SPEND: msg({ message: 'SaaS spend per month', context: 'cockpitTile' }),
  UNUSED_SEATS: msg({ message: 'Unused seats', context: 'cockpitTile' }),
  SOFTWARE_ALERTS: msg({ message: 'SaaS alerts by category', context: 'cockpitTile' }),
  DEVICES_BY_STATE: msg({ message: 'Devices by state', context: 'cockpitTile' }),
  DEVICE_INVENTORY: msg({ message: 'Device inventory progress', context: 'cockpitTile' }),
  STARLINKS_BY_NETWORK: msg({ message: 'Active Starlink terminals by network status', context: 'cockpitTile' }),
  STARLINK_ALERTS: msg({ message: 'Open Starlink alerts', context: 'cockpitTile' }),
  IT_OPERATIONS: msg({ message: 'IT operations in progress', context: 'cockpitTile' }),
  PLACES_BY_STATUS: msg({ message: 'Places by status', context: 'cockpitTile' }),
  EQUIPMENT_BY_TYPE: msg({ message: 'Equipment by type', context: 'cockpitTile' }),
  FLEETS_BY_STATUS: msg({ message: 'Vehicles by status', context: 'cockpitTile' }),
  FLEETS_DUE: msg({ message: 'Vehicle alerts', context: 'cockpitTile' }),
  GA_OPERATIONS: msg({ message: 'GA operations in progress', context: 'cockpitTile' }),
  HEADCOUNT: msg({ message: 'Workforce by worker type', context: 'cockpitTile' }),
  PEOPLE_PIPELINE: msg({ message: 'People joining and leaving', context: 'cockpitTile' }),
  JOINERS_LEAVERS: msg({ message: 'Joiners and leavers per month', context: 'cockpitTile' }),
  CONTRACTS_ENDING: msg({ message: 'Fixed-term contracts ending', context: 'cockpitTile' }),
  LABOR_OPERATIONS: msg({ message: 'Labor operations in progress', context: 'cockpitTile' }),
};

/** Names of a tile's series (the values of each figure). */
export const cockpitSeriesLabels: Record<string, MessageDescriptor> = {
  count: msg({ message: 'Count', context: 'cockpitSeries' }),
  amount: msg({ message: 'Amount', context: 'cockpitSeries' }),
  joiners: msg({ message: 'Joiners', context: 'cockpitSeries' }),
  leavers: msg({ message: 'Leavers', context: 'cockpitSeries' }),
};

const ownFigureLabels: Record<string, MessageDescriptor> = {
  // unused seats
  UNASSIGNED_LICENSE_SEATS: msg({ message: 'License seats not assigned', context: 'cockpitFigure' }),
  INACTIVE_ACCOUNTS: msg({ message: 'Inactive app accounts', context: 'cockpitFigure' }),
  SHADOW_IT: msg({ message: 'Shadow IT', context: 'cockpitFigure' }),
};

const contractEndingLabels: Record<string, MessageDescriptor> = {
  WITHIN_30_DAYS: msg({ message: 'Within 30 days', context: 'cockpitContractEnding' }),
  WITHIN_60_DAYS: msg({ message: 'In 31 to 60 days', context: 'cockpitContractEnding' }),
  WITHIN_90_DAYS: msg({ message: 'In 61 to 90 days', context: 'cockpitContractEnding' }),
};

/** The label map of each tile's figure keys (tiles over months or data-defined things have none). */
export const cockpitFigureLabels: Partial<Record<CockpitTileKey, Record<string, MessageDescriptor>>> = {
  UNUSED_SEATS: ownFigureLabels,
  SOFTWARE_ALERTS: { ...appAlertKindLabels, SHADOW_IT: ownFigureLabels.SHADOW_IT! },
  DEVICES_BY_STATE: deviceCategoryLabels,
  // the Starlink terminal's and the vehicle's own status labels (issue 30; docs/fields.md)
  STARLINKS_BY_NETWORK: starlinkFields.networkStatus.values,
  // the alert lists' categories, described once in the contracts (the tabs the figures link to)
  STARLINK_ALERTS: starlinkAlertCategoryLabels,
  // the places resource's own status labels (issue 30: one description of each field; docs/fields.md)
  PLACES_BY_STATUS: placeFields.status.values,
  FLEETS_BY_STATUS: fleetFields.status.values,
  FLEETS_DUE: fleetAlertCategoryLabels,
  HEADCOUNT: workerTypeLabels,
  PEOPLE_PIPELINE: workerStatusLabels,
  CONTRACTS_ENDING: contractEndingLabels,
};
