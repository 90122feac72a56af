import { PatternConfigPage } from '@kanri/ui';

/** `/ga-operation-core/config/{patternId}` (001 §2 "Operation packages"): one pattern's configuration — its steps, tasks and forms. */
export function GaCorePatternConfigPage() {
  return <PatternConfigPage core="GA" />;
}
