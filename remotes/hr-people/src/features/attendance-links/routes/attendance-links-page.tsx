import { useMemo } from 'react';
import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, DataTable, LinkButton, ListPage, MultiSelectFilter, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { attendanceLinkFields, attendanceLinkStateValues, attendanceLinksSearchSchema, type AttendanceLinkRow } from '@kanri/contracts';
import { useAttendanceLinks, useAttendanceLinksCount } from '../api/attendance-links';
import { CopyLinkButton, LinkStateTag } from '../components/link-parts';

/** The `tableId` of the attendance links list's column settings (and of its saved views). */
export const attendanceLinksTableId = 'attendance-links';

/**
 * The attendance links' columns, titled by `attendanceLinkFields` (issue 30): place code, place
 * (a link to its page; always shown), link state; and the list's own: the people who clock there
 * and the actions (copy the URL, open the terminal, or create a link).
 * Sortable columns' keys are the search's `sortColumn` values; every key is what the column
 * settings save.
 */
function useAttendanceLinkColumns(): TableColumnsType<AttendanceLinkRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<AttendanceLinkRow>>(() => [
    { key: 'CODE', title: i18n._(attendanceLinkFields.placeCode.label), width: 120, sorter: true, render: (_, r) => r.place.code },
    { key: 'PLACE', title: i18n._(attendanceLinkFields.placeId.label), sorter: true, ellipsis: true, render: (_, r) => <Link to={`/time-and-attendance/attendance-links/${r.place.id}`}>{r.place.name}</Link> },
    { key: 'STATE', title: i18n._(attendanceLinkFields.enabled.label), width: 130, sorter: true, render: (_, r) => <LinkStateTag link={r.link} /> },
    { key: 'peopleCount', title: t`People clocking here`, width: 170, align: 'right', render: (_, r) => r.peopleCount },
    {
      key: 'actions',
      title: t`Actions`,
      width: 290,
      render: (_, r) =>
        r.link ? (
          <Space size="small">
            <CopyLinkButton link={r.link} placeName={r.place.name} size="small" />
            {r.link.enabled ? (
              <LinkButton size="small" to={r.link.clockingPath} aria-label={t`Open the clocking terminal of ${r.place.name}`}>
                {t`Open terminal`}
              </LinkButton>
            ) : null}
          </Space>
        ) : (
          <Link to={`/time-and-attendance/attendance-links/${r.place.id}`}>{t`Create a link`}</Link>
        ),
    },
  ], [t, i18n]);
}

/**
 * `/time-and-attendance/attendance-links` (001 §2 "Time and attendance"): every place with its
 * clocking-terminal link — code, place, link state, the people who clock there — with the link's
 * URL to copy and the terminal to open; a place's page has the QR code, reissue and enable/disable.
 * The user's column settings (`attendanceLinksTableId`) and saved views (`SavedViewsButton`, issue
 * 31 §4: the menu reads the views when it first opens).
 */
export function AttendanceLinksPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(attendanceLinksSearchSchema);
  const list = useAttendanceLinks(search);
  const count = useAttendanceLinksCount(search);
  const columns = useAttendanceLinkColumns();
  const columnSettings = useListColumnSettings(attendanceLinksTableId, columns, { fixed: ['PLACE'] });
  return (
    <ListPage
      title={t({ message: 'Attendance links', context: 'attendanceLinks' })}
      description={t`Each place's clocking terminal: open its link on a tablet at the entrance (signed in with HR access), or print its QR code.`}
      freeText={search.freeText}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search places`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={attendanceLinksSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
        </>
      }
      filters={
        <MultiSelectFilter
          label={i18n._(attendanceLinkFields.enabled.label)}
          value={search.linkState}
          options={attendanceLinkStateValues.map((value) => ({ value, label: i18n._(attendanceLinkFields.enabled.values[value]) }))}
          onChange={(linkState) => setSearch({ linkState, pageIndex: 0 })}
        />
      }
    >
      <DataTable rowKey={(r) => r.place.id} columns={columns} columnSettings={columnSettings} caption={t({ message: 'Attendance links', context: 'attendanceLinks' })} {...toTableState(list, count)} search={search} onSearchChange={setSearch} tableProps={{ tableLayout: 'fixed' }} />
    </ListPage>
  );
}
