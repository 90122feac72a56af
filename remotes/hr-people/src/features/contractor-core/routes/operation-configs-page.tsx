import { OperationConfigsPage } from '@kanri/ui';

/** `/contractor-core/configs` (001 §2 "Operation packages"): every pattern of the contractor core, each linking to its configuration. */
export function ContractorCoreConfigsPage() {
  return <OperationConfigsPage core="CONTRACTOR" />;
}
