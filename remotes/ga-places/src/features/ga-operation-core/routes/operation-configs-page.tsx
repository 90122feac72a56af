import { OperationConfigsPage } from '@kanri/ui';

/** `/ga-operation-core/configs` (001 §2 "Operation packages"): every pattern of the GA core, each linking to its configuration. */
export function GaCoreConfigsPage() {
  return <OperationConfigsPage core="GA" />;
}
