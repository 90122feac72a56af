import { PatternConfigPage } from '@kanri/ui';

/** `/labor-core/config/{patternId}` (001 §2 "Operation packages"): one pattern's configuration — its steps, tasks and forms. */
export function LaborCorePatternConfigPage() {
  return <PatternConfigPage core="LABOR" />;
}
