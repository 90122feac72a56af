import type { EndpointDef } from './endpoint';
import { acceptInvitationEndpoint, getInvitationEndpoint } from './auth/invitation';
import { getSessionEndpoint, mfaVerifyEndpoint, signInEndpoint, signOutEndpoint, updateSessionLocaleEndpoint } from './auth/session';
import { countPlacesEndpoint, listPlacesEndpoint, listPlaceTypesEndpoint } from './ga-places/places';
import { countPeopleEndpoint, getPeopleFilterOptionsEndpoint, listPeopleEndpoint } from './hr-people/people';
import { countAlumniEndpoint, listAlumniEndpoint } from './hr-people/alumni';
import { alumniCsvEndpoint, peopleCsvEndpoint } from './hr-people/people-csv';
import * as peopleInsights from './hr-people/people-insights';
import { personRecordEndpoints } from './hr-people/person';
import { createPersonEndpoint } from './hr-people/person-create';
import { personImportCsvEndpoints } from './hr-people/person-import';
import { importHrSaasEndpoint, listHrSaasIntegrationsEndpoint, previewHrSaasEndpoint } from './hr-people/hr-saas';
import { countTasksEndpoint, listTasksEndpoint } from './individual/tasks';
import { individualTaskEndpoints } from './individual/task';
import { individualPackageEndpoints } from './individual/operation-packages';
import { licensesCsvEndpoint } from './it-ops/licenses-csv';
import * as softwareList from './it-ops/software-list';
import * as softwareRecord from './it-ops/software';
import { getImagePresignedUrlEndpoint } from './system/storage';
import {
  countNetworksEndpoint,
  createNetworkEndpoint,
  deleteNetworkEndpoint,
  getNetworkEndpoint,
  listNetworksEndpoint,
  updateNetworkEndpoint,
} from './it-ops/networks';
import { devicesForSelectEndpoint, placeSelectEndpoint, workersForSelectEndpoint } from './components/select-options';
import * as starlinks from './it-ops/starlinks';
import { getTableSettingsEndpoint, putTableSettingsEndpoint } from './settings/table-settings';
import { createSavedViewEndpoint, deleteSavedViewEndpoint, listSavedViewGroupsEndpoint, listSavedViewsEndpoint, updateSavedViewEndpoint } from './settings/saved-views';
import { listAuditLogsEndpoint } from './system/audit-log';
import { searchEndpoints } from './system/search';
import { bulkActionEndpoints } from './system/bulk-actions';
import { countMarketplaceDevicesEndpoint, getMarketplaceHeaderEndpoint, getMarketplaceProductEndpoint, listMarketplaceDevicesEndpoint, listMarketplaceRelatedProductsEndpoint } from './marketplace/store';
import { deleteCartItemEndpoint, getCartEndpoint, placeOrderEndpoint, putCartItemEndpoint } from './marketplace/cart';
import { marketplaceOrderEndpoints } from './marketplace/orders';
import {
  countIndividualAccountsEndpoint,
  countOperatorAccountsEndpoint,
  listIndividualAccountsEndpoint,
  listOperatorAccountsEndpoint,
} from './settings/accounts';
import { getMfaSettingsEndpoint, updateMfaEmailEndpoint } from './settings/mfa';
import { devMailboxEndpoint, healthEndpoint, openApiEndpoint } from './system/system';
import { presignImportCsvEndpoint } from './common/csv-import';
import { createPlaceEndpoint, getPlaceEndpoint, placesCsvEndpoints, updatePlaceEndpoint } from './ga-places/places';
import * as equipment from './ga-places/equipment';
import * as fleets from './ga-places/fleets';
import * as roles from './settings/roles';
import * as invitations from './settings/invitations';
import { deviceEndpoints } from './it-ops/devices';
import { idManagementEndpoints } from './it-ops/id-management';
import { appUserEndpoints } from './it-ops/app-users';
import { appAlertEndpoints } from './it-ops/app-alerts';
import { shadowItEndpoints } from './it-ops/shadow-it';
import { appEndpoints } from './it-ops/apps';
import { appRefreshEndpoints } from './it-ops/app-refresh';
import { appIntegrationEndpoints } from './it-ops/app-integrations';
import { hrMasterDataEndpoints } from './hr-people/master-data';
import { attendanceLinkEndpoints } from './hr-people/attendance-links';
import { timeAndAttendanceEndpoints } from './hr-people/time-and-attendance';
import { organizationEndpoints } from './hr-people/organization';
import { publicIdEndpoints } from './hr-people/public-ids';
import { contractEndpoints } from './legal/contracts';
import { operationPackageEndpoints } from './operations/operation-packages';
import { deviceInventoryEndpoints } from './operations/device-inventory';
import { cockpitEndpoints } from './cockpit/cockpit';
import { placeTabEndpoints } from './ga-places/place-administrators';

/**
 * Every endpoint of the API, grouped by OpenAPI tag. The server registers each one and the OpenAPI
 * document lists them; `devMailboxEndpoint` is served only with `KANRI_DEV_MAILBOX=1`.
 */
export const apiEndpoints: Record<string, readonly EndpointDef[]> = {
  auth: [signInEndpoint, mfaVerifyEndpoint, signOutEndpoint, getSessionEndpoint, updateSessionLocaleEndpoint, getInvitationEndpoint, acceptInvitationEndpoint],
  software: [softwareList.listSoftwareEndpoint, softwareList.countSoftwareEndpoint, softwareRecord.getSoftwareEndpoint, softwareRecord.createSoftwareEndpoint,
    softwareRecord.updateSoftwareDetailEndpoint, softwareRecord.updateSoftwareArchitectureEndpoint, softwareRecord.getSoftwareLogoPresignedUrlEndpoint,
    softwareRecord.getSoftwareForAppIntegrationEndpoint, softwareRecord.createSoftwareForAppIntegrationEndpoint, softwareRecord.getSoftwareContractsCostEndpoint,
    softwareRecord.getSoftwareBillAndCostEndpoint, softwareRecord.listSoftwarePeopleEndpoint, softwareRecord.countSoftwarePeopleEndpoint,
    softwareRecord.listSoftwareActivitiesEndpoint, getImagePresignedUrlEndpoint],
  networks: [listNetworksEndpoint, countNetworksEndpoint, createNetworkEndpoint, getNetworkEndpoint, updateNetworkEndpoint, deleteNetworkEndpoint],
  starlinks: [starlinks.listStarlinksEndpoint, starlinks.countStarlinksEndpoint, starlinks.getStarlinkEndpoint, starlinks.updateStarlinkEndpoint,
    starlinks.getStarlinkUsageEndpoint, starlinks.listStarlinkAlertsEndpoint, starlinks.countStarlinkAlertsEndpoint, starlinks.resolveStarlinkAlertEndpoint,
    starlinks.getStarlinkMapSettingsEndpoint],
  components: [devicesForSelectEndpoint, placeSelectEndpoint, workersForSelectEndpoint],
  places: [listPlacesEndpoint, countPlacesEndpoint, listPlaceTypesEndpoint],
  people: [listPeopleEndpoint, countPeopleEndpoint, getPeopleFilterOptionsEndpoint],
  'people-lists': [listAlumniEndpoint, countAlumniEndpoint, peopleCsvEndpoint, alumniCsvEndpoint,
    peopleInsights.listPeopleSalariesEndpoint, peopleInsights.countPeopleSalariesEndpoint, peopleInsights.getPeopleGraphEndpoint,
    peopleInsights.getPeopleCommunityEndpoint, peopleInsights.getPeopleRulesEndpoint, peopleInsights.listPeopleActivitiesEndpoint,
    peopleInsights.listPeopleAlertsEndpoint, peopleInsights.countPeopleAlertsEndpoint],
  'person-record': personRecordEndpoints,
  'person-add': [createPersonEndpoint, personImportCsvEndpoints.export, personImportCsvEndpoints.import, listHrSaasIntegrationsEndpoint, previewHrSaasEndpoint, importHrSaasEndpoint],
  marketplace: [getMarketplaceHeaderEndpoint, listMarketplaceDevicesEndpoint, countMarketplaceDevicesEndpoint],
  'marketplace-cart': [getMarketplaceProductEndpoint, listMarketplaceRelatedProductsEndpoint, getCartEndpoint, putCartItemEndpoint, deleteCartItemEndpoint, placeOrderEndpoint],
  settings: [listOperatorAccountsEndpoint, countOperatorAccountsEndpoint, listIndividualAccountsEndpoint, countIndividualAccountsEndpoint, getMfaSettingsEndpoint, updateMfaEmailEndpoint, getTableSettingsEndpoint, putTableSettingsEndpoint, listSavedViewsEndpoint, createSavedViewEndpoint, updateSavedViewEndpoint, deleteSavedViewEndpoint, listSavedViewGroupsEndpoint,
    invitations.createInvitationEndpoint, invitations.resendInvitationEndpoint, invitations.revokeInvitationEndpoint, invitations.getUserPermissionsEndpoint],
  individual: [listTasksEndpoint, countTasksEndpoint, ...individualTaskEndpoints, ...individualPackageEndpoints],
  audit: [listAuditLogsEndpoint],
  search: searchEndpoints,
  'bulk-actions': bulkActionEndpoints,
  system: [healthEndpoint, openApiEndpoint, devMailboxEndpoint],
  csv: [presignImportCsvEndpoint, equipment.equipmentCsvEndpoints.export, equipment.equipmentCsvEndpoints.import, placesCsvEndpoints.export, placesCsvEndpoints.import, licensesCsvEndpoint],
  'places-write': [createPlaceEndpoint, getPlaceEndpoint, updatePlaceEndpoint],
  'place-tabs': placeTabEndpoints,
  fleets: [
    fleets.listFleetsEndpoint, fleets.countFleetsEndpoint, fleets.createFleetEndpoint, fleets.getFleetEndpoint, fleets.updateFleetEndpoint,
    fleets.deleteFleetEndpoint, fleets.listFleetMileageEndpoint, fleets.recordFleetMileageEndpoint, fleets.listFleetAlertsEndpoint,
    fleets.countFleetAlertsEndpoint, fleets.getFleetsOverviewEndpoint, fleets.getFleetSettingsEndpoint, fleets.updateFleetSettingsEndpoint,
  ],
  equipment: [
    equipment.listEquipmentEndpoint, equipment.countEquipmentEndpoint, equipment.getEquipmentEndpoint, equipment.createEquipmentEndpoint,
    equipment.updateEquipmentEndpoint, equipment.enableEquipmentEndpoint, equipment.disableEquipmentEndpoint,
    equipment.listEquipmentTypesEndpoint, equipment.createEquipmentTypeEndpoint, equipment.updateEquipmentTypeEndpoint,
    equipment.enableEquipmentTypeEndpoint, equipment.disableEquipmentTypeEndpoint,
    equipment.listEquipmentItemsEndpoint, equipment.createEquipmentItemEndpoint, equipment.updateEquipmentItemEndpoint,
    equipment.enableEquipmentItemEndpoint, equipment.disableEquipmentItemEndpoint,
  ],
  devices: deviceEndpoints,
  'id-management': idManagementEndpoints,
  'app-users': appUserEndpoints,
  'app-alerts': appAlertEndpoints,
  'shadow-it': shadowItEndpoints,
  apps: appEndpoints,
  'app-refresh': appRefreshEndpoints,
  'app-integrations': appIntegrationEndpoints,
  'hr-master-data': hrMasterDataEndpoints,
  'attendance-links': attendanceLinkEndpoints,
  'time-and-attendance': timeAndAttendanceEndpoints,
  organization: organizationEndpoints,
  'public-ids': publicIdEndpoints,
  contracts: contractEndpoints,
  'operation-packages': operationPackageEndpoints,
  'device-inventory': deviceInventoryEndpoints,
  cockpit: cockpitEndpoints,
  'marketplace-orders': marketplaceOrderEndpoints,
  roles: [
    roles.listRolesEndpoint, roles.countRolesEndpoint, roles.createRoleEndpoint, roles.getRoleEndpoint, roles.updateRoleEndpoint,
    roles.deleteRoleEndpoint, roles.listRoleHoldersEndpoint, roles.countRoleHoldersEndpoint,
    roles.listProductPermissionsEndpoint, roles.countProductPermissionsEndpoint, roles.createProductPermissionEndpoint,
    roles.getProductPermissionEndpoint, roles.updateProductPermissionEndpoint, roles.deleteProductPermissionEndpoint,
    roles.listPeopleGroupsEndpoint, roles.countPeopleGroupsEndpoint, roles.createPeopleGroupEndpoint,
    roles.getPeopleGroupEndpoint, roles.updatePeopleGroupEndpoint, roles.deletePeopleGroupEndpoint,
  ],
};
