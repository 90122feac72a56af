import { useEffect } from 'react';
import * as v from 'valibot';
import { Button, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useLocation, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import {
  operationCoreEndpoints,
  operationCoreLabels,
  operationCores,
  operationPackageKindLabels,
  operationSubjectKindLabels,
  type OperationPackageDetail,
  type OperationPatternRow,
  type OperationRequestRow,
} from '@kanri/contracts';
import { useListSearch } from '../list-search/use-list-search';
import { RecordGate, useRecordQuery } from '../record/record-gate';
import { RecordHeader } from '../record/record-header';
import { sectionHeading } from '../record/record-descriptions';
import { LinkButton } from '../navigation/link-button';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { deviceInventoryPath, operationScreenPaths, useCreatePattern, usePackageArchive } from './operation-labels';
import { PatternsTable, usePatternColumns } from './operation-packages-page';
import { PatternInstancesTable } from './pattern-instances-table';

const core = 'IT' as const;
const packageSearchSchema = v.object({ patternId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

/**
 * One IT operation package (001 §2 "Operation packages": `/it-operation-core/packages/{packageId}`,
 * search `patternId`; issue 14): its kind, subjects, description and count in progress; its patterns
 * with their counts (Start, Configure, New pattern); and the chosen pattern's starts
 * (`listPatternRequests`: for a DEVICE_INVENTORY package each links to its device inventory screen,
 * `/it-operation-core/device-inventory?patternId=&requestId=`) and instances. Archive / restore in
 * the header. An unknown or malformed id shows not found.
 */
export function OperationPackagePage() {
  const query = useRecordQuery(operationCoreEndpoints(core).getPackage, useParams().packageId);
  return <RecordGate query={query}>{(pkg) => <PackageView pkg={pkg} />}</RecordGate>;
}

function PackageView({ pkg }: { pkg: OperationPackageDetail }) {
  const { t, i18n } = useLingui();
  const endpoints = operationCoreEndpoints(core);
  const paths = operationScreenPaths(operationCores[core].screenPrefix);
  const [search, setSearch] = useListSearch(packageSearchSchema);
  const location = useLocation();
  const patterns = useEndpoint(endpoints.listPatterns, { params: { id: pkg.id }, query: { archived: false } });
  const inProgress = useEndpoint(endpoints.countPackageInProgress, { params: { id: pkg.id } });
  const rows = patterns.data?.items;
  const selected = rows?.find((row) => row.id === search.patternId);
  const archive = usePackageArchive(core);
  const create = useCreatePattern(core);

  // a pattern id the package does not hold: drop it
  useEffect(() => {
    if (rows && search.patternId && !selected) setSearch({ patternId: undefined }, { replace: true });
  }, [rows, search.patternId, selected, setSearch]);

  const linkOf = (row: OperationPatternRow) => `${location.pathname}?${new URLSearchParams({ patternId: row.id }).toString()}`;
  const columns = usePatternColumns(core, pkg, selected?.id, linkOf, (patternId) => setSearch({ patternId }));
  const count = inProgress.data?.count ?? pkg.inProgressCount;
  const pkgName = pkg.name;

  return (
    <section>
      <RecordHeader
        name={pkg.name}
        breadcrumb={[
          { label: i18n._(operationCoreLabels.IT), to: pkg.archived ? paths.archived : paths.packages },
          { label: pkg.name },
        ]}
        subtitle={`${i18n._(operationPackageKindLabels[pkg.kind])} · ${i18n._(operationSubjectKindLabels[pkg.subjectKind])}`}
        tags={[
          ...(pkg.archived ? [{ key: 'archived', label: t`Archived`, color: 'warning' }] : []),
          { key: 'inProgress', label: t`${count} in progress`, color: count > 0 ? 'processing' : 'default' },
        ]}
        actions={
          <Flex gap={8}>
            {!pkg.archived ? (
              <Button loading={create.creating} onClick={() => void create.create(pkg.id)}>
                {t`New pattern`}
              </Button>
            ) : null}
            <Button danger={!pkg.archived} loading={archive.busyId === pkg.id} onClick={() => void archive.toggle(pkg)}>
              {pkg.archived ? t`Restore` : t`Archive`}
            </Button>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        {pkg.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{pkg.description}</Typography.Paragraph> : null}
        <Card title={<h2 style={sectionHeading}>{t`Patterns`}</h2>}>
          <PatternsTable packageName={pkgName} columns={columns} patterns={patterns} />
        </Card>
        {selected ? (
          <>
            <PatternRequests pkg={pkg} pattern={selected} />
            <Card title={<h2 style={sectionHeading}>{t`Instances of ${selected.name}`}</h2>}>
              <PatternInstancesTable key={selected.id} core={core} packageId={pkg.id} patternId={selected.id} caption={t`Instances of ${selected.name}`} />
            </Card>
          </>
        ) : rows?.length ? (
          <Card>
            <EmptyState title={t`Choose a pattern`} description={t`Its starts and instances show here.`} />
          </Card>
        ) : null}
      </Flex>
    </section>
  );
}

/** The starts (requests) of one pattern, newest first; a device inventory's link to its screen. */
function PatternRequests({ pkg, pattern }: { pkg: OperationPackageDetail; pattern: OperationPatternRow }) {
  const { t } = useLingui();
  const requests = useEndpoint(operationCoreEndpoints(core).listPatternRequests, { params: { id: pkg.id, patternId: pattern.id } });
  const inventory = pkg.kind === 'DEVICE_INVENTORY';
  const columns: ColumnsType<OperationRequestRow> = [
    { key: 'title', title: t`Title`, render: (_, row) => row.title ?? <Typography.Text type="secondary">{t`No title`}</Typography.Text> },
    { key: 'anchorDate', title: t`Anchor date`, width: 120, render: (_, row) => formatDate(row.anchorDate, 'date') },
    {
      key: 'requestedAt',
      title: t`Started`,
      width: 190,
      render: (_, row) => (
        <div>
          <div>{formatDate(row.requestedAt, 'dateTime')}</div>
          {row.requestedBy ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.requestedBy.name}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    { key: 'instanceCount', title: t`Instances`, width: 100, align: 'right', render: (_, row) => row.instanceCount },
    { key: 'inProgressCount', title: t`In progress`, width: 100, align: 'right', render: (_, row) => row.inProgressCount },
    ...(inventory
      ? [
          {
            key: 'inventory',
            title: t({ message: 'Device inventory', context: 'stocktaking' }),
            width: 200,
            render: (_: unknown, row: OperationRequestRow) => (
              <LinkButton size="small" to={deviceInventoryPath(pattern.id, row.id)}>
                {t`Open the inventory`}
              </LinkButton>
            ),
          },
        ]
      : []),
  ];
  const patternName = pattern.name;
  return (
    <Card title={<h2 style={sectionHeading}>{t`Starts of ${patternName}`}</h2>}>
      {requests.error ? (
        <ErrorState description={requests.error.message} onRetry={() => void requests.mutate()} />
      ) : (
        <Table<OperationRequestRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={requests.data?.items ?? []}
          loading={requests.isLoading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          aria-label={t`Starts of ${patternName}`}
          scroll={{ x: 720 }}
          locale={{ emptyText: <EmptyState title={t`Not started yet`} description={t`Start the pattern to create its first request.`} /> }}
        />
      )}
    </Card>
  );
}
