import { OperationPackagesPage } from '@kanri/ui';

/** `/ga-operation-core/packages` (000 §2, 001 §2 "Operation packages"; search `tab` active|archive, `operationPackageId`, `operationPackagePatternId`): the GA core's packages, patterns and instances. */
export function GaCorePackagesPage() {
  return <OperationPackagesPage core="GA" />;
}
