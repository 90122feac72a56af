import { useEffect, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { Button, Card, Col, Flex, List, Row, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import {
  operationCoreEndpoints,
  operationCoreLabels,
  operationCores,
  operationPackageKindLabels,
  operationSubjectKindLabels,
  type OperationCore,
  type OperationPackageRow,
  type OperationPatternRow,
} from '@kanri/contracts';
import { useListSearch } from '../list-search/use-list-search';
import { ListPage } from '../list-page/list-page';
import { DataTable } from '../data-table/data-table';
import { AreaNav } from '../navigation/area-nav';
import { LinkButton } from '../navigation/link-button';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { operationScreenPaths, useCreatePattern, usePackageArchive } from './operation-labels';
import { PatternInstancesTable } from './pattern-instances-table';
import { StartPatternDialog } from './start-pattern-dialog';

/**
 * The tab bar of a core's package area: packages and archived packages (IT), packages and pattern
 * configurations (labor, GA, contractor; 001 §2 "Operation packages").
 */
export function OperationCoreNav({ core }: { core: OperationCore }) {
  const { t, i18n } = useLingui();
  const paths = operationScreenPaths(operationCores[core].screenPrefix);
  const items =
    core === 'IT'
      ? [
          { path: paths.packages, label: t`Operation packages` },
          { path: paths.archived, label: t`Archived packages` },
        ]
      : [
          { path: paths.packages, label: t`Operation packages` },
          { path: paths.configs, label: t`Pattern settings` },
        ];
  const coreName = i18n._(operationCoreLabels[core]);
  return <AreaNav label={t`${coreName} areas`} items={items} />;
}

/** Props of {@link OperationPackagesPage}. */
export interface OperationPackagesPageProps {
  core: OperationCore;
  /** The IT core's archived list (`/it-operation-core/archived`). */
  archived?: boolean;
}

const uuidEntry = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);
const itSearchSchema = v.object({ freeText: v.fallback(v.string(), '') });
const selectionEntries = { operationPackageId: uuidEntry, operationPackagePatternId: uuidEntry, freeText: v.fallback(v.string(), '') };
const coreSearchSchema = v.object(selectionEntries);
const gaSearchSchema = v.object({ tab: v.fallback(v.picklist(['active', 'archive'] as const), 'active' as const), ...selectionEntries });

/**
 * The packages of an operation core (001 §2 "Operation packages"; 000 §2; DECISIONS.md "Operation
 * cores"; issue 14) with their counts in progress. IT: a table of the active packages (or, with
 * `archived`, the archived ones) linking to `/it-operation-core/packages/{id}`. Labor, GA and
 * contractor: a master–detail — the packages, the chosen package's patterns (`operationPackageId`),
 * the chosen pattern's instances (`operationPackagePatternId`), kept in the URL; GA adds the
 * `tab=active|archive` search. Packages are archived and restored where an archive list exists (IT, GA).
 */
export function OperationPackagesPage({ core, archived = false }: OperationPackagesPageProps) {
  return core === 'IT' ? <ItPackagesList archived={archived} /> : <PackagesMasterDetail core={core} />;
}

function usePackageColumns(core: OperationCore, actions?: (row: OperationPackageRow) => ReactNode): ColumnsType<OperationPackageRow> {
  const { t, i18n } = useLingui();
  const paths = operationScreenPaths(operationCores[core].screenPrefix);
  return [
    { key: 'name', title: t`Package`, render: (_, row) => <Link to={paths.packagePage(row.id)}>{row.name}</Link> },
    { key: 'kind', title: t`Kind`, width: 160, render: (_, row) => i18n._(operationPackageKindLabels[row.kind]) },
    { key: 'subjectKind', title: t`Subjects`, width: 110, render: (_, row) => i18n._(operationSubjectKindLabels[row.subjectKind]) },
    { key: 'patternCount', title: t`Patterns`, width: 100, align: 'right', render: (_, row) => row.patternCount },
    { key: 'inProgressCount', title: t`In progress`, width: 110, align: 'right', render: (_, row) => row.inProgressCount },
    { key: 'updatedAt', title: t`Last updated`, width: 170, render: (_, row) => formatDate(row.updatedAt, 'dateTime') },
    ...(actions ? [{ key: 'actions', title: t`Actions`, width: 140, render: (_: unknown, row: OperationPackageRow) => actions(row) }] : []),
  ];
}

function ItPackagesList({ archived }: { archived: boolean }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(itSearchSchema);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: 100 });
  const list = useEndpoint(operationCoreEndpoints('IT').listPackages, { query: { tab: archived ? 'archive' : 'active', freeText: search.freeText || undefined } });
  const archive = usePackageArchive('IT');
  const columns = usePackageColumns('IT', (row) => (
    <Button size="small" danger={!row.archived} loading={archive.busyId === row.id} onClick={() => void archive.toggle(row)}>
      {row.archived ? t`Restore` : t`Archive`}
    </Button>
  ));
  const rows = list.data?.items;
  return (
    <>
      <OperationCoreNav core="IT" />
      <ListPage
        title={i18n._(operationCoreLabels.IT)}
        description={archived ? t`Packages taken out of use. Restore one to start its patterns again.` : t`Packages of IT work, such as the yearly device inventory. Open one to start its patterns and follow their instances.`}
        freeText={search.freeText}
        onFreeTextChange={(freeText) => setSearch({ freeText })}
        searchLabel={t`Search packages`}
      >
        <DataTable<OperationPackageRow, typeof paging>
          rowKey="id"
          columns={columns}
          rows={rows?.slice(paging.pageIndex * paging.pageSize, (paging.pageIndex + 1) * paging.pageSize)}
          total={rows?.length}
          loading={list.isLoading}
          error={list.error}
          onRetry={() => void list.mutate()}
          search={paging}
          onSearchChange={(patch) => setPaging((previous) => ({ ...previous, ...patch }))}
          caption={archived ? t`Archived packages` : t`Operation packages`}
          tableProps={{ tableLayout: 'fixed', scroll: { x: 900 } }}
          empty={
            <EmptyState
              title={archived ? t`No archived packages` : t`No packages`}
              description={search.freeText ? t`Nothing matches the search.` : archived ? t`Archived packages appear here.` : undefined}
            />
          }
        />
      </ListPage>
    </>
  );
}

/** An href that changes the selection keys of the current URL search (others kept). */
function useSelectionHref() {
  const location = useLocation();
  return (patch: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
}

function PackagesMasterDetail({ core }: { core: Exclude<OperationCore, 'IT'> }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(core === 'GA' ? gaSearchSchema : coreSearchSchema);
  const tab = 'tab' in search ? search.tab : 'active';
  const endpoints = operationCoreEndpoints(core);
  const list = useEndpoint(endpoints.listPackages, { query: { tab, freeText: search.freeText || undefined } });
  const packages = list.data?.items;
  const selected = packages?.find((pkg) => pkg.id === search.operationPackageId);
  const href = useSelectionHref();
  const { token } = theme.useToken();

  // a package id the list does not hold (another tab, archived, mistyped): drop the selection
  useEffect(() => {
    if (packages && search.operationPackageId && !selected) setSearch({ operationPackageId: undefined, operationPackagePatternId: undefined }, { replace: true });
  }, [packages, search.operationPackageId, selected, setSearch]);

  const coreName = i18n._(operationCoreLabels[core]);
  return (
    <>
      <OperationCoreNav core={core} />
      <ListPage
        title={coreName}
        description={t`Choose a package, then a pattern, to see its instances. Start a pattern for the people, devices or places it concerns.`}
        tabs={
          core === 'GA'
            ? [
                { key: 'active', label: t({ message: 'Active', context: 'operationPackageTab' }) },
                { key: 'archive', label: t({ message: 'Archive', context: 'operationPackageTab' }) },
              ]
            : undefined
        }
        activeTab={tab}
        onTabChange={(key) => setSearch({ tab: key as 'active' | 'archive', operationPackageId: undefined, operationPackagePatternId: undefined } as never)}
        freeText={search.freeText}
        onFreeTextChange={(freeText) => setSearch({ freeText })}
        searchLabel={t`Search packages`}
      >
        {list.error ? (
          <ErrorState description={list.error.message} onRetry={() => void list.mutate()} />
        ) : (
          <Flex vertical gap={16}>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={8}>
                <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Packages`}</h2>} size="small">
                  <List<OperationPackageRow>
                    loading={list.isLoading}
                    dataSource={packages ?? []}
                    locale={{
                      emptyText: (
                        <EmptyState
                          title={tab === 'archive' ? t`No archived packages` : t`No packages`}
                          description={search.freeText ? t`Nothing matches the search.` : undefined}
                        />
                      ),
                    }}
                    renderItem={(pkg) => {
                      const current = pkg.id === selected?.id;
                      return (
                        <List.Item style={{ background: current ? token.controlItemBgActive : undefined, paddingInline: 8 }}>
                          <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
                            <div style={{ minWidth: 0 }}>
                              <Link to={href({ operationPackageId: pkg.id, operationPackagePatternId: undefined })} aria-current={current ? 'true' : undefined} style={{ fontWeight: current ? 600 : undefined }}>
                                {pkg.name}
                              </Link>
                              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                                {i18n._(operationSubjectKindLabels[pkg.subjectKind])}
                                {pkg.selfService ? ` · ${t`Self-service`}` : ''}
                              </Typography.Text>
                            </div>
                            <InProgressBadge count={pkg.inProgressCount} />
                          </Flex>
                        </List.Item>
                      );
                    }}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={16}>
                {selected ? (
                  <PackagePatterns core={core} operationPackage={selected} selectedPatternId={search.operationPackagePatternId} onStarted={(patternId) => setSearch({ operationPackagePatternId: patternId })} />
                ) : (
                  <Card size="small">
                    <EmptyState title={t`Choose a package`} description={t`Its patterns and the work in progress show here.`} />
                  </Card>
                )}
              </Col>
            </Row>
          </Flex>
        )}
      </ListPage>
    </>
  );
}

function InProgressBadge({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Tag color={count > 0 ? 'processing' : 'default'} style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}>
      {t`${count} in progress`}
    </Tag>
  );
}

/**
 * The patterns of one package with their counts (001 §7 `listPatterns`), Start and Configure per
 * pattern, "New pattern", archive (GA), and the chosen pattern's instances. Used by the master–detail
 * pages; the IT package page has its own layout.
 */
function PackagePatterns({
  core,
  operationPackage,
  selectedPatternId,
  onStarted,
}: {
  core: Exclude<OperationCore, 'IT'>;
  operationPackage: OperationPackageRow;
  selectedPatternId: string | undefined;
  onStarted: (patternId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const patterns = useEndpoint(operationCoreEndpoints(core).listPatterns, { params: { id: operationPackage.id }, query: { archived: false } });
  const rows = patterns.data?.items;
  const selected = rows?.find((row) => row.id === selectedPatternId);
  const href = useSelectionHref();
  const archive = usePackageArchive(core);
  const create = useCreatePattern(core);
  const pkgName = operationPackage.name;
  const patternColumns = usePatternColumns(core, operationPackage, selected?.id, (row) => href({ operationPackagePatternId: row.id }), onStarted);
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{pkgName}</h2>}
        extra={
          <Flex gap={8}>
            {!operationPackage.archived ? (
              <Button size="small" loading={create.creating} onClick={() => void create.create(operationPackage.id)}>
                {t`New pattern`}
              </Button>
            ) : null}
            {core === 'GA' ? (
              <Button size="small" danger={!operationPackage.archived} loading={archive.busyId === operationPackage.id} onClick={() => void archive.toggle(operationPackage)}>
                {operationPackage.archived ? t`Restore` : t`Archive`}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <Flex gap={8} wrap style={{ marginBottom: 8 }}>
          <Tag>{i18n._(operationPackageKindLabels[operationPackage.kind])}</Tag>
          <Tag>{i18n._(operationSubjectKindLabels[operationPackage.subjectKind])}</Tag>
          {operationPackage.archived ? <Tag color="warning">{t`Archived`}</Tag> : null}
          <InProgressBadge count={operationPackage.inProgressCount} />
        </Flex>
        {operationPackage.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{operationPackage.description}</Typography.Paragraph> : null}
        <PatternsTable packageName={pkgName} columns={patternColumns} patterns={patterns} />
      </Card>
      {selected ? (
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Instances of ${selected.name}`}</h2>}>
          <PatternInstancesTable key={selected.id} core={core} packageId={operationPackage.id} patternId={selected.id} caption={t`Instances of ${selected.name}`} />
        </Card>
      ) : rows?.length ? (
        <Card size="small">
          <EmptyState title={t`Choose a pattern`} description={t`Its instances show here.`} />
        </Card>
      ) : null}
    </Flex>
  );
}

/**
 * The patterns of one package as a small table (the package screens of every core): an error with
 * Retry, a loading state, and an empty state that says what a pattern is for. `patterns` is the
 * SWR answer of `listPatterns`; `columns` come from `usePatternColumns`.
 */
export function PatternsTable({ packageName, columns, patterns }: { packageName: string; columns: ColumnsType<OperationPatternRow>; patterns: { data?: { items: OperationPatternRow[] }; error?: Error; isLoading: boolean; mutate: () => unknown } }) {
  const { t } = useLingui();
  if (patterns.error) return <ErrorState description={patterns.error.message} onRetry={() => void patterns.mutate()} />;
  return (
    <Table<OperationPatternRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={patterns.data?.items ?? []}
      loading={patterns.isLoading}
      pagination={false}
      aria-label={t`Patterns of ${packageName}`}
      scroll={{ x: 640 }}
      locale={{ emptyText: <EmptyState title={t`No patterns yet`} description={t`Create a pattern to describe the steps of this work.`} /> }}
    />
  );
}

/**
 * The columns of a package's patterns: the name (a link selecting it, `linkOf`), steps and tasks,
 * in progress, completed, and Start / Configure. Shared by the master–detail and the IT package page.
 */
export function usePatternColumns(
  core: OperationCore,
  operationPackage: OperationPackageRow,
  selectedId: string | undefined,
  linkOf: (row: OperationPatternRow) => string,
  onStarted: (patternId: string) => void,
): ColumnsType<OperationPatternRow> {
  const { t } = useLingui();
  const paths = operationScreenPaths(operationCores[core].screenPrefix);
  return [
      {
        key: 'name',
        title: t`Pattern`,
        render: (_, row) => (
          <Link to={linkOf(row)} aria-current={row.id === selectedId ? 'true' : undefined} style={{ fontWeight: row.id === selectedId ? 600 : undefined }}>
            {row.name}
          </Link>
        ),
      },
      { key: 'steps', title: t`Steps`, width: 80, align: 'right', render: (_, row) => row.stepCount },
      { key: 'tasks', title: t`Tasks`, width: 80, align: 'right', render: (_, row) => row.taskCount },
      { key: 'inProgress', title: t`In progress`, width: 100, align: 'right', render: (_, row) => row.inProgressCount },
      { key: 'completed', title: t`Completed`, width: 100, align: 'right', render: (_, row) => row.completedCount },
      {
        key: 'actions',
        title: t`Actions`,
        width: 170,
        render: (_, row) => (
          <Flex gap={4}>
            {!operationPackage.archived ? <StartPatternButton core={core} operationPackage={operationPackage} pattern={row} onStarted={() => onStarted(row.id)} /> : null}
            <LinkButton size="small" to={paths.config(row.id)}>
              {t`Configure`}
            </LinkButton>
          </Flex>
        ),
      },
  ];
}

/** A "Start" button opening the {@link StartPatternDialog} of one pattern. */
export function StartPatternButton({
  core,
  operationPackage,
  pattern,
  onStarted,
}: {
  core: OperationCore;
  operationPackage: OperationPackageRow;
  pattern: Pick<OperationPatternRow, 'id' | 'name'>;
  onStarted?: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = pattern.name;
  return (
    <>
      <Button size="small" type="primary" aria-label={t`Start ${name}`} onClick={() => setOpen(true)}>
        {t({ message: 'Start', context: 'startPattern' })}
      </Button>
      {open ? <StartPatternDialog core={core} operationPackage={operationPackage} pattern={pattern} open={open} onClose={() => setOpen(false)} onStarted={onStarted} /> : null}
    </>
  );
}
