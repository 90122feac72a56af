import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { operationCoreEndpoints, operationCoreLabels, operationCores, operationInstancePath, operationInstanceStatusLabels, type OperationCore, type OperationInstanceDetail } from '@kanri/contracts';
import { RecordGate, useRecordQuery } from '../record/record-gate';
import { RecordHeader } from '../record/record-header';
import { RecordTabs, type RecordTab } from '../record/record-tabs';
import { RecordHistory } from '../record/record-history';
import { AbortInstanceDialog } from './abort-instance-dialog';
import { OperationInstanceProfile } from './operation-instance-profile';
import { OperationInstanceData } from './operation-instance-data';
import { operationInstanceStatusColors } from './operation-instance-labels';
import { useOperationInstanceHistoryLabels } from './operation-instance-fields';

/** Props of {@link OperationInstancePage}. */
export interface OperationInstancePageProps {
  /** The core whose screens mount the page (its calls' prefix and product). */
  core: OperationCore;
}

/**
 * The tabs of an instance's page per core (001 §2 "Operation packages"): the IT core has detail,
 * data and operation-activity (its index opens detail); the labor, GA and contractor cores have
 * profile and data (the index opens profile).
 */
export const operationInstanceTabKeys = {
  IT: ['detail', 'data', 'operation-activity'],
  LABOR: ['profile', 'data'],
  GA: ['profile', 'data'],
  CONTRACTOR: ['profile', 'data'],
} as const satisfies Record<OperationCore, readonly string[]>;

/**
 * Where a pattern's instances are listed in a core's screens: the IT core's package page with the
 * pattern chosen (`/it-operation-core/packages/{packageId}?patternId=`), the other cores' packages
 * page with the package and pattern in the search (`operationPackageId`, `operationPackagePatternId`).
 */
export function operationPatternListPath(core: OperationCore, packageId: string, patternId: string): string {
  const prefix = operationCores[core].screenPrefix;
  if (core === 'IT') return `${prefix}/packages/${packageId}?patternId=${patternId}`;
  return `${prefix}/packages?operationPackageId=${packageId}&operationPackagePatternId=${patternId}`;
}

/**
 * One operation instance's page (001 §2 "Operation packages", §4 abort, §7 instance calls): the
 * kit's `RecordGate` (loading, not found for a bad id or another company's instance, error with
 * Retry) around the header — the subject's name, the package › pattern, the status tag, "Abort"
 * while in progress — and the core's tabs kept in the URL ({@link operationInstanceTabKeys}).
 * Routes: IT `it-operation-core/operation-instances/:instanceId/:tab?`; the other cores
 * `<prefix>/operation-packages/:id/patterns/:patternId/instances/:instanceId/:tab?`.
 */
export function OperationInstancePage({ core }: OperationInstancePageProps) {
  const { instanceId } = useParams();
  const instance = useRecordQuery(operationCoreEndpoints(core).getInstance, instanceId);
  return (
    <RecordGate query={instance} avatar>
      {(current) => <OperationInstanceView core={core} instance={current} refetch={() => instance.mutate()} />}
    </RecordGate>
  );
}

function OperationInstanceView({ core, instance, refetch }: { core: OperationCore; instance: OperationInstanceDetail; refetch: () => unknown }) {
  const { t, i18n } = useLingui();
  const [aborting, setAborting] = useState(false);
  const history = useOperationInstanceHistoryLabels(instance);
  const changed = () => void refetch();
  const labels: Record<string, string> = {
    detail: t({ message: 'Detail', context: 'operationInstanceTab' }),
    profile: t({ message: 'Profile', context: 'operationInstanceTab' }),
    data: t({ message: 'Data', context: 'operationInstanceTab' }),
    'operation-activity': t({ message: 'Operation activity', context: 'operationInstanceTab' }),
  };
  const render: Record<string, () => ReactNode> = {
    // IT's detail and the other cores' profile show the same: the subject, the summary and the timeline
    detail: () => <OperationInstanceProfile instance={instance} />,
    profile: () => <OperationInstanceProfile instance={instance} />,
    data: () => <OperationInstanceData core={core} instance={instance} onChanged={changed} />,
    'operation-activity': () => (
      <RecordHistory
        resourceType="OPERATION_INSTANCE"
        resourceId={instance.id}
        fieldLabels={history.fieldLabels}
        valueLabels={history.valueLabels}
        dateFields={['anchorDate']}
        references={{ patternId: { [instance.patternId]: instance.patternName }, subjectId: { [instance.subject.id]: instance.subject.name } }}
      />
    ),
  };
  const tabs: RecordTab[] = operationInstanceTabKeys[core].map((key) => ({ key, label: labels[key], render: render[key]! }));
  const prefix = operationCores[core].screenPrefix;
  return (
    <section>
      <RecordHeader
        breadcrumb={[
          { label: i18n._(operationCoreLabels[core]), to: `${prefix}/packages` },
          { label: `${instance.packageName} › ${instance.patternName}`, to: operationPatternListPath(core, instance.packageId, instance.patternId) },
          { label: instance.subject.name },
        ]}
        name={instance.subject.name}
        avatar={{ src: instance.subject.avatarUrl, shape: instance.subject.kind === 'PERSON' ? 'circle' : 'square' }}
        subtitle={`${instance.packageName} › ${instance.patternName}`}
        tags={[{ key: 'status', label: i18n._(operationInstanceStatusLabels[instance.status]), color: operationInstanceStatusColors[instance.status] }]}
        actions={
          instance.status === 'IN_PROGRESS' ? (
            <Button danger onClick={() => setAborting(true)}>
              {t({ message: 'Abort', context: 'operationInstance' })}
            </Button>
          ) : undefined
        }
      />
      <RecordTabs aria-label={t`Operation instance`} basePath={operationInstancePath(core, instance)} param="tab" tabs={tabs} />
      {aborting ? <AbortInstanceDialog core={core} instance={instance} onClose={() => setAborting(false)} onAborted={changed} /> : null}
    </section>
  );
}
