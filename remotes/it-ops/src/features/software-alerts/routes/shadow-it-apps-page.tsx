import { useMemo } from 'react';
import { Avatar, Flex, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, DataTable, EmptyState, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { shadowItAppsSearchSchema, shadowItMaxUsersPerRow, type ShadowItAppRow, type ShadowItAppsSearch } from '@kanri/contracts';
import { useShadowItApps, useShadowItAppsCount } from '../api/get-shadow-it-apps';
import { fromTablePatch, toTableSearch } from '../components/alert-search';
import { ShadowItTabs } from '../components/shadow-it-tabs';
import { TraceableAppCell } from '../components/alert-cells';
import { traceableAppCategoryLabels } from '../components/alert-labels';
import { UnknownUserFilter } from '../components/unknown-user-filter';

/** The `tableId` of the shadow IT apps list's column settings (and of its saved views). */
export const shadowItAppsTableId = 'software-alerts-shadow-it-apps';

/**
 * The shadow IT apps' columns (001 §3 "Shadow-IT app row"): app, category, up to 5 users, unique
 * users, 7- and 30-day visits and the links. Sortable columns' keys are the search's `sortBy`
 * values; every key is what the column settings save. The app (`NAME`) always shows.
 */
function useShadowItAppColumns(): TableColumnsType<ShadowItAppRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<ShadowItAppRow>>(() => [
      { key: 'NAME', title: t`App`, sorter: true, width: 240, render: (_, row) => <TraceableAppCell app={row.traceableApp} /> },
      { key: 'CATEGORY', title: t`Category`, sorter: true, width: 170, render: (_, row) => i18n._(traceableAppCategoryLabels[row.category]) },
      { key: 'users', title: t({ message: 'Users', context: 'shadowItAppUsers' }), render: (_, row) => <UsersCell row={row} /> },
      { key: 'UNIQUE_USERS', title: t`Unique users`, sorter: true, width: 120, align: 'right', render: (_, row) => row.countUniqueUser.toLocaleString(i18n.locale) },
      { key: 'COUNT_7_DAYS', title: t`Visits (7 days)`, sorter: true, width: 130, align: 'right', render: (_, row) => row.count7DaysHistory.toLocaleString(i18n.locale) },
      { key: 'COUNT_30_DAYS', title: t`Visits (30 days)`, sorter: true, width: 140, align: 'right', render: (_, row) => row.count30DaysHistory.toLocaleString(i18n.locale) },
      {
        key: 'links',
        title: t`Links`,
        width: 170,
        render: (_, row) => (
          <Space direction="vertical" size={0}>
            <Link to={`/software/alerts/shadow-it/visit-histories?traceableAppId=${row.traceableApp.id}`}>{t`Visits`}</Link>
            {row.traceableApp.integratableAppId && <Link to={`/software/marketplace/${row.traceableApp.integratableAppId}`}>{t`In the marketplace`}</Link>}
          </Space>
        ),
      },
  ], [t, i18n]);
}

/**
 * `/software/alerts/shadow-it/apps` (001 §2 "Shadow-IT pages", §3 "Shadow-IT app row", §9): the web
 * apps staff used without approval in the last 30 days — app, category, up to 5 users (the rest as
 * "+N"), unique users, 7- and 30-day visit counts, sorted by the 30-day count descending by default;
 * the unknown-user filter and the alert search (page, pageSize, sortBy, sortOrder) in the URL, an
 * invalid value rewritten to its default. Each row links to its visits and, when the marketplace
 * has the app, to its marketplace entry. The user's column settings (`shadowItAppsTableId`) and
 * saved views (`SavedViewsButton`, issue 31 §4: the menu reads the views when it first opens).
 */
export function ShadowItAppsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(shadowItAppsSearchSchema);
  const list = useShadowItApps(search);
  const count = useShadowItAppsCount(search);
  const tableSearch = useMemo(() => toTableSearch(search), [search]);
  const columns = useShadowItAppColumns();
  const columnSettings = useListColumnSettings(shadowItAppsTableId, columns, { fixed: ['NAME'] });
  return (
    <>
      <ShadowItTabs />
      <ListPage
        title={t`Shadow IT`}
        description={t`Web apps your staff used without approval in the last 30 days, found by the detection tools.`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={shadowItAppsSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
          </>
        }
        filters={
          <UnknownUserFilter value={search.unknownUser} onChange={(unknownUser) => setSearch({ unknownUser, page: 1 })} />
        }
      >
        <DataTable<ShadowItAppRow>
          rowKey={(row) => row.traceableApp.id}
          caption={t`Shadow IT apps`}
          {...toTableState(list, count)}
          search={tableSearch}
          onSearchChange={(patch) => setSearch(fromTablePatch<ShadowItAppsSearch>(patch))}
          empty={<EmptyState title={t`No shadow IT found`} description={t`No unapproved web app was visited in the last 30 days.`} />}
          tableProps={{ tableLayout: 'fixed', scroll: { x: 1000 } }}
          columns={columns}
          columnSettings={columnSettings}
        />
      </ListPage>
    </>
  );
}

/** Up to 5 visitors as avatars with their names in a tooltip, then "+N" for the other unique users. */
function UsersCell({ row }: { row: ShadowItAppRow }) {
  const { t } = useLingui();
  const more = row.countUniqueUser - row.users.slice(0, shadowItMaxUsersPerRow).length;
  return (
    <Flex align="center" gap={4} wrap>
      {row.users.slice(0, shadowItMaxUsersPerRow).map((user) => {
        const name = user.name ?? t({ message: 'Unknown user', context: 'shadowItUser' });
        return (
          <Tooltip key={user.personId ?? user.email} title={`${name} (${user.email})`}>
            <span role="img" aria-label={`${name} (${user.email})`}>
              <Avatar size="small" src={user.avatarUrl ?? undefined} alt="" aria-hidden style={user.personId ? undefined : { backgroundColor: '#d46b08' }}>
                {user.name ? user.name.slice(0, 1) : '?'}
              </Avatar>
            </span>
          </Tooltip>
        );
      })}
      {more > 0 && <Typography.Text type="secondary">{t`+${more}`}</Typography.Text>}
    </Flex>
  );
}
