import { OperationPackagesPage } from '@kanri/ui';

/** `/it-operation-core/packages` (001 §2 "Operation packages"; `/it-operation-core` redirects here): the IT core's active packages. */
export function ItOperationPackagesPage() {
  return <OperationPackagesPage core="IT" />;
}

/** `/it-operation-core/archived` (001 §2 "Operation packages"): the IT core's archived packages. */
export function ItArchivedPackagesPage() {
  return <OperationPackagesPage core="IT" archived />;
}
