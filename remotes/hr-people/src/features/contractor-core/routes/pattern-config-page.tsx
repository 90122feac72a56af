import { PatternConfigPage } from '@kanri/ui';

/** `/contractor-core/config/{patternId}` (001 §2 "Operation packages"): one pattern's configuration — its steps, tasks and forms. */
export function ContractorCorePatternConfigPage() {
  return <PatternConfigPage core="CONTRACTOR" />;
}
