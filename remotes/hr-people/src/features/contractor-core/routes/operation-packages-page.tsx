import { OperationPackagesPage } from '@kanri/ui';

/** `/contractor-core/packages` (001 §2 "Operation packages"; search `operationPackageId`, `operationPackagePatternId`): the contractor core's packages, patterns and instances. */
export function ContractorCorePackagesPage() {
  return <OperationPackagesPage core="CONTRACTOR" />;
}
