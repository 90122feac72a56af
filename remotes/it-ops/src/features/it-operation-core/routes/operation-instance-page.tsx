import { OperationInstancePage } from '@kanri/ui';

/** `/it-operation-core/operation-instances/{instanceId}/{tab}` (001 §2 "Operation packages", §4 abort): one instance of a pattern with its tabs (detail, data, operation-activity; the index opens detail). */
export function ItCoreOperationInstancePage() {
  return <OperationInstancePage core="IT" />;
}
