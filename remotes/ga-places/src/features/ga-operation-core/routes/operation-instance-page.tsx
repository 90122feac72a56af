import { OperationInstancePage } from '@kanri/ui';

/** `/ga-operation-core/operation-packages/{id}/patterns/{patternId}/instances/{instanceId}/{tab}` (001 §2 "Operation packages", §4 abort): one instance of a pattern with its tabs (profile, data; the index opens profile). */
export function GaCoreOperationInstancePage() {
  return <OperationInstancePage core="GA" />;
}
