import { OperationPackagesPage } from '@kanri/ui';

/** `/labor-core/packages` (001 §2 "Operation packages"; search `operationPackageId`, `operationPackagePatternId`): the labor core's packages, patterns and instances. */
export function LaborCorePackagesPage() {
  return <OperationPackagesPage core="LABOR" />;
}
