import { useMemo } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { ColumnSettingsButton, DataTable, EmptyState, ListExportButtons, ListPage, SavedViewsButton, useListColumnSettings, useListSearch } from '@kanri/ui';
import { appAlertSearchSchema, appUserFields, exportAppAlertsCsvEndpoint, type AppAlertKind, type AppAlertRow, type AppAlertSearch } from '@kanri/contracts';
import { useAppAlertUsers } from '../api/get-app-alert-users';
import { fromTablePatch, toTableSearch } from '../components/alert-search';
import { AlertAccountCell, AlertIntegrationCell, AlertWorkerCell } from '../components/alert-cells';
import { alertCategoryDescriptions, alertCategoryLabels } from '../components/alert-labels';

const ruleMatchingColors = { MATCHED: 'green', VIOLATED: 'red', VIOLATED_ROLE: 'volcano', NO_WORKER: 'orange', NO_USER: 'gold' } as const;

/** The path segment of each alert list under `/software/alerts/` (its page, and the end of its column settings' `tableId`). */
export const alertListSegments: Record<AppAlertKind, string> = {
  NO_WORKER: 'no-worker',
  VIOLATED: 'violated-assignment',
  VIOLATED_ROLE: 'violated-role',
  NO_USER: 'no-user',
  INACTIVE: 'inactive-user',
  ALUMNI: 'alumni',
};

/**
 * The `tableId` of one alert list's column settings and saved views (`software-alerts-no-worker`,
 * …): one per category, so that a saved view opens on its own category's page.
 */
export const alertListTableId = (category: AppAlertKind) => `software-alerts-${alertListSegments[category]}`;

/** The column that always shows (the account). */
const fixedAlertColumns = ['USER_NAME'];

/**
 * The alert lists' columns (001 §3 alert-list row): account, worker, app (with its tenant), last
 * sign-in, roles (actual / assigned), action and rule matching with the inactive and alumni flags.
 * Sortable columns' keys are the search's `sortBy` values; every key is also what the column
 * settings save and what the export's `columns` names.
 */
function useAppAlertColumns(): TableColumnsType<AppAlertRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<AppAlertRow>>(() => [
    { key: 'USER_NAME', title: t`Account`, sorter: true, width: 240, render: (_, row) => <AlertAccountCell user={row.user} /> },
    { key: 'PERSON_NAME', title: t`Worker`, sorter: true, width: 220, render: (_, row) => <AlertWorkerCell worker={row.worker} /> },
    { key: 'APP_NAME', title: t`App`, sorter: true, width: 220, render: (_, row) => <AlertIntegrationCell integration={row.appIntegration} /> },
    {
      key: 'LAST_SIGNED_IN_AT',
      title: i18n._(appUserFields.lastSignedInAt.label),
      sorter: true,
      width: 150,
      render: (_, row) => (row.user?.lastSignedInAt ? formatDate(row.user.lastSignedInAt, 'date') : <Typography.Text type="secondary">{row.user ? t({ message: 'Never', context: 'lastSignIn' }) : '—'}</Typography.Text>),
    },
    {
      key: 'roles',
      title: t`Role (actual / assigned)`,
      width: 200,
      render: (_, row) => (
        <Typography.Text ellipsis>
          {row.user?.actualRoleName ?? '—'} / {row.worker?.assignedRoleName ?? '—'}
        </Typography.Text>
      ),
    },
    { key: 'action', title: i18n._(appUserFields.action.label), width: 220, render: (_, row) => (row.action ? i18n._(appUserFields.action.values[row.action]) : '—') },
    {
      key: 'ruleMatching',
      title: i18n._(appUserFields.ruleMatching.label),
      width: 200,
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          <Tag color={ruleMatchingColors[row.ruleMatching]}>{i18n._(appUserFields.ruleMatching.values[row.ruleMatching])}</Tag>
          {row.isInactive && <Tag>{t({ message: 'Inactive', context: 'appAlertFlag' })}</Tag>}
          {row.isAlumni && <Tag>{t({ message: 'Alumni', context: 'appAlertFlag' })}</Tag>}
        </Space>
      ),
    },
  ], [t, i18n]);
}

/**
 * One SaaS account alert list of `/software/alerts/*` (001 §2 "Other alert lists", §3 alert-list
 * row, §7 `GET /v2/app-alerts/users` and `/v2/app-alerts-csv`): the rows of `category` over every
 * integration — the account, the worker (or the unknown-person label of 001 §8), the app with its
 * tenant linking to the integration's users tab, the last sign-in, the roles, the action and the
 * rule matching; free text and the alert search (page, pageSize, sortBy, sortOrder) in the URL,
 * an invalid value rewritten to its default; the user's column settings and saved views of the
 * category (`alertListTableId`; `SavedViewsButton`, issue 31 §4: the menu reads the views when it
 * first opens); the whole list as filtered and sorted, with its visible columns in order, exported
 * as CSV or Excel (`ListExportButtons`, issue 31).
 */
export function AppAlertListPage({ category }: { category: AppAlertKind }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(appAlertSearchSchema);
  const list = useAppAlertUsers(category, search);
  const title = i18n._(alertCategoryLabels[category]);
  const columns = useAppAlertColumns();
  const columnSettings = useListColumnSettings(alertListTableId(category), columns, { fixed: fixedAlertColumns });
  return (
    <ListPage
      title={title}
      description={i18n._(alertCategoryDescriptions[category])}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, page: 1 })}
      searchLabel={t`Search by account, e-mail or worker`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={appAlertSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <ListExportButtons
            endpoint={exportAppAlertsCsvEndpoint}
            name="app-alerts"
            filters={{ category, freeText: search.freeText || undefined, sortBy: search.sortBy, sortOrder: search.sortOrder }}
            columns={columnSettings.visibleKeys}
          />
        </>
      }
    >
      <DataTable<AppAlertRow>
        rowKey="id"
        caption={title}
        rows={list.data?.items}
        total={list.data?.count}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        search={toTableSearch(search)}
        onSearchChange={(patch) => setSearch(fromTablePatch<AppAlertSearch>(patch))}
        empty={<EmptyState title={t`No alerts`} description={t`No account raises this alert now.`} />}
        tableProps={{ tableLayout: 'fixed', scroll: { x: 1200 } }}
        columns={columns}
        columnSettings={columnSettings}
      />
    </ListPage>
  );
}

/** `/software/alerts/no-worker`: accounts without a worker. */
export const NoWorkerAlertsPage = () => <AppAlertListPage category="NO_WORKER" />;
/** `/software/alerts/violated-assignment`: accounts of workers not assigned to the app. */
export const ViolatedAssignmentAlertsPage = () => <AppAlertListPage category="VIOLATED" />;
/** `/software/alerts/violated-role`: accounts whose actual role differs from the assigned one. */
export const ViolatedRoleAlertsPage = () => <AppAlertListPage category="VIOLATED_ROLE" />;
/** `/software/alerts/no-user`: assigned workers without an account. */
export const NoUserAlertsPage = () => <AppAlertListPage category="NO_USER" />;
/** `/software/alerts/inactive-user`: active accounts that have not signed in for the inactive period. */
export const InactiveUserAlertsPage = () => <AppAlertListPage category="INACTIVE" />;
/** `/software/alerts/alumni`: active accounts of workers who have left. */
export const AlumniAlertsPage = () => <AppAlertListPage category="ALUMNI" />;
