import { and, eq, type SQL } from 'drizzle-orm';
import {
  appIntegrationsResource,
  contractsResource,
  createContractSubjectEndpoint,
  createInvitationEndpoint,
  createLicenseAssignmentEndpoint,
  deleteAppUserEndpoint,
  editTimeRecordsEndpoint,
  equipmentItemsResource,
  equipmentResource,
  equipmentTypesResource,
  fleetsResource,
  getAttendanceLinkEndpoint,
  getDeviceEndpoint,
  getOrgPlanEndpoint,
  getOrgUnitEndpoint,
  getPeopleGroupEndpoint,
  getPersonEndpoint,
  getProductPermissionEndpoint,
  getPublicIdEndpoint,
  getPublicIdFileUrlEndpoint,
  getRoleEndpoint,
  getSoftwareEndpoint,
  groupIdsResource,
  hrMasterItemsResource,
  licensesResource,
  networksResource,
  operationEndpointsByCore,
  placesResource,
  putGroupIdMemberEndpoint,
  starlinkAlertsResource,
  starlinksResource,
  updateDeviceModelEndpoint,
  updateRiskProvisionEndpoint,
  type AuditResourceType,
  type EndpointDef,
  type OperationCore,
  type Product,
} from '@kanri/contracts';
import type { DbOrTx } from './audit-log';
import { operationInstances, operationPackagePatterns, operationPackages } from '../schema';

/**
 * Which product owns each kind of audit entry (issue 29, docs/security.md "Data integrity"): the
 * product its record's own endpoints declare. Each resource type names one endpoint of its record
 * (its get, or the write that makes it when it has no get), and the product is read from that
 * descriptor, so moving a resource to another product moves its history with it. `null`: the
 * record's product depends on the record (operation packages, patterns and instances belong to
 * their package's operation core, see `operationEntryProduct`).
 */
export const auditResourceEndpoints: Record<AuditResourceType, EndpointDef | null> = {
  NETWORK: networksResource.endpoints.get,
  EQUIPMENT: equipmentResource.endpoints.get,
  EQUIPMENT_TYPE: equipmentTypesResource.endpoints.update,
  EQUIPMENT_ITEM: equipmentItemsResource.endpoints.update,
  PLACE: placesResource.endpoints.get,
  ROLE: getRoleEndpoint,
  PRODUCT_PERMISSION: getProductPermissionEndpoint,
  PEOPLE_GROUP: getPeopleGroupEndpoint,
  INVITATION: createInvitationEndpoint,
  LICENSE: licensesResource.endpoints.get,
  LICENSE_ASSIGNMENT: createLicenseAssignmentEndpoint,
  DEVICE: getDeviceEndpoint,
  DEVICE_MODEL: updateDeviceModelEndpoint,
  SOFTWARE: getSoftwareEndpoint,
  APP_INTEGRATION: appIntegrationsResource.endpoints.get,
  APP_USER: deleteAppUserEndpoint,
  ORG_UNIT: getOrgUnitEndpoint,
  ORG_PLAN: getOrgPlanEndpoint,
  HR_MASTER_ITEM: hrMasterItemsResource.endpoints.get,
  PERSON: getPersonEndpoint,
  CONTRACT: contractsResource.endpoints.get,
  CONTRACT_RISK_PROVISION: updateRiskProvisionEndpoint,
  CONTRACT_SUBJECT: createContractSubjectEndpoint,
  ATTENDANCE_LINK: getAttendanceLinkEndpoint,
  TIME_RECORD: editTimeRecordsEndpoint,
  PUBLIC_ID: getPublicIdEndpoint,
  PUBLIC_ID_FILE: getPublicIdFileUrlEndpoint,
  OPERATION_PACKAGE: null,
  OPERATION_PATTERN: null,
  OPERATION_INSTANCE: null,
  STARLINK: starlinksResource.endpoints.get,
  STARLINK_ALERT: starlinkAlertsResource.endpoints.list,
  GROUP_ID: groupIdsResource.endpoints.get,
  GROUP_ID_MEMBER: putGroupIdMemberEndpoint,
  FLEET: fleetsResource.endpoints.get,
};

/** Resource types whose entries are My Number records: their `ACCESS` entries (a reveal, an export, a scan's download) are read by My Number handlers only. */
export const myNumberResourceTypes: readonly AuditResourceType[] = ['PUBLIC_ID', 'PUBLIC_ID_FILE'];

/**
 * The product owning a resource type's entries (see `auditResourceEndpoints`), or null when it
 * depends on the record (operations). @throws {Error} when a type's endpoint declares no single product
 */
export function auditTypeProduct(type: AuditResourceType): Product | null {
  const endpoint = auditResourceEndpoints[type];
  if (endpoint === null) return null;
  if (typeof endpoint.product !== 'string') throw new Error(`${type}: ${endpoint.method} ${endpoint.path} declares no single product`);
  return endpoint.product;
}

/** The product of each operation core, as the core's own endpoints declare it (`operationEndpointsByCore`). */
export const operationCoreProduct = (core: OperationCore): Product => operationEndpointsByCore[core].getPackage.product as Product;

/**
 * The product of one operation entry's record (`OPERATION_PACKAGE` / `_PATTERN` / `_INSTANCE`):
 * its package's core's product, or null when the record is not the company's (or is gone).
 */
export async function operationEntryProduct(db: DbOrTx, companyId: string, type: AuditResourceType, resourceId: string): Promise<Product | null> {
  const packages = db.select({ core: operationPackages.core }).from(operationPackages);
  const ofCompany = (match: SQL) => and(eq(operationPackages.companyId, companyId), match);
  let rows: { core: OperationCore }[];
  if (type === 'OPERATION_PACKAGE') rows = await packages.where(ofCompany(eq(operationPackages.id, resourceId)));
  else if (type === 'OPERATION_PATTERN') {
    rows = await packages.innerJoin(operationPackagePatterns, eq(operationPackagePatterns.packageId, operationPackages.id)).where(ofCompany(eq(operationPackagePatterns.id, resourceId)));
  } else if (type === 'OPERATION_INSTANCE') {
    rows = await packages.innerJoin(operationInstances, eq(operationInstances.packageId, operationPackages.id)).where(ofCompany(eq(operationInstances.id, resourceId)));
  } else return null;
  const core = rows[0]?.core;
  return core ? operationCoreProduct(core) : null;
}
