import { useMemo } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, EmptyState, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { shadowItVisitsSearchSchema, type ShadowItVisit, type ShadowItVisitsSearch } from '@kanri/contracts';
import { useShadowItVisits, useShadowItVisitsCount } from '../api/get-shadow-it-visits';
import { fromTablePatch, toTableSearch } from '../components/alert-search';
import { ShadowItTabs } from '../components/shadow-it-tabs';
import { ShadowItUserCell, TraceableAppCell } from '../components/alert-cells';
import { detectionToolLabels } from '../components/alert-labels';
import { UnknownUserFilter } from '../components/unknown-user-filter';

/**
 * `/software/alerts/shadow-it/visit-histories` (001 §2 "Shadow-IT pages", §3 "Shadow-IT visit", §9):
 * every detected visit — when (newest first by default), who (a person, or an unknown user's
 * address), which app, the URL and the detection tool; the unknown-user filter, the app of a row
 * of the apps list (`traceableAppId`, removable) and the alert search in the URL, an invalid value
 * rewritten to its default.
 */
export function ShadowItVisitsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(shadowItVisitsSearchSchema);
  const list = useShadowItVisits(search);
  const count = useShadowItVisitsCount(search);
  const tableSearch = useMemo(() => toTableSearch(search), [search]);
  const appName = search.traceableAppId ? list.data?.items[0]?.traceableApp.name : undefined;
  return (
    <>
      <ShadowItTabs />
      <ListPage
        title={t`Shadow IT`}
        description={t`Each visit to an unapproved web app that the detection tools reported.`}
        filters={
          <Flex gap={8} align="center" wrap>
            <UnknownUserFilter value={search.unknownUser} onChange={(unknownUser) => setSearch({ unknownUser, page: 1 })} />
            {search.traceableAppId && (
              <Tag closable closeIcon={<span aria-label={t`Show every app`}>×</span>} onClose={() => setSearch({ traceableAppId: undefined, page: 1 })}>
                {appName ? t`App: ${appName}` : t`One app only`}
              </Tag>
            )}
          </Flex>
        }
      >
        <DataTable<ShadowItVisit>
          rowKey="id"
          caption={t`Shadow IT visit histories`}
          {...toTableState(list, count)}
          search={tableSearch}
          onSearchChange={(patch) => setSearch(fromTablePatch<ShadowItVisitsSearch>(patch))}
          empty={<EmptyState title={t`No visits found`} description={t`The detection tools have not reported a visit that matches.`} />}
          tableProps={{ tableLayout: 'fixed', scroll: { x: 1000 } }}
          columns={[
            { key: 'VISITED_AT', title: t`Visited at`, sorter: true, width: 180, render: (_, row) => formatDate(row.visitedAt, 'dateTime') },
            { key: 'user', title: t`User`, width: 260, render: (_, row) => <ShadowItUserCell user={row.user} /> },
            { key: 'app', title: t`App`, width: 220, render: (_, row) => <TraceableAppCell app={row.traceableApp} /> },
            {
              key: 'url',
              title: t`URL`,
              render: (_, row) => (
                <Typography.Text ellipsis={{ tooltip: row.url }}>
                  <a href={row.url} target="_blank" rel="noreferrer noopener">
                    {row.url}
                  </a>
                </Typography.Text>
              ),
            },
            { key: 'detectionTool', title: t`Detection tool`, width: 170, render: (_, row) => i18n._(detectionToolLabels[row.detectionTool]) },
          ]}
        />
      </ListPage>
    </>
  );
}
