import { OperationConfigsPage } from '@kanri/ui';

/** `/labor-core/configs` (001 §2 "Operation packages"): every pattern of the labor core, each linking to its configuration. */
export function LaborCoreConfigsPage() {
  return <OperationConfigsPage core="LABOR" />;
}
