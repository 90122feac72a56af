import { OperationPackagePage } from '@kanri/ui';

/** `/it-operation-core/packages/{packageId}?patternId=` (001 §2 "Operation packages"): one IT package, its patterns, starts and instances. */
export function ItOperationPackagePage() {
  return <OperationPackagePage />;
}
