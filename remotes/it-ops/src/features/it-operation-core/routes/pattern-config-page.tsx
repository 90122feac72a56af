import { PatternConfigPage } from '@kanri/ui';

/** `/it-operation-core/config/{patternId}` (001 §2 "Operation packages"): one pattern's configuration — its steps, tasks and forms. */
export function ItCorePatternConfigPage() {
  return <PatternConfigPage core="IT" />;
}
