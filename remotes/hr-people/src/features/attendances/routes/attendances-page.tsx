import { Checkbox, DatePicker, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatDate } from '@kanri/runtime';
import { DataTable, ListPage, MultiSelectFilter, toTableState, useListSearch } from '@kanri/ui';
import { clockingLogSearchSchema, clockingTypeLabels, clockingTypeValues, type ClockingLogRow, type ClockingSource, type ClockingType } from '@kanri/contracts';
import { useClockingLog, useClockingLogCount, useLogPlaces } from '../api/clocking-log';

/** Labels of how a record was made. */
const sourceLabels: Record<ClockingSource, MessageDescriptor> = {
  CLOCKING: msg({ message: 'Terminal', context: 'clockingSource' }),
  EDIT: msg({ message: 'Staff edit', context: 'clockingSource' }),
  SEED: msg({ message: 'Demo data', context: 'clockingSource' }),
};

const typeColors: Record<ClockingType, string> = { CLOCK_IN: 'blue', CLOCK_OUT: 'red', REST_START: 'orange', REST_END: 'cyan' };

/**
 * `/time-and-attendance/attendances` (001 §2): the clocking log — every record with its day, time,
 * person, place, kind and how it was made, newest first; filters by attendance days, place, kind,
 * person (free text) and "edited only"; an edited record is marked with its reason.
 */
export function AttendancesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(clockingLogSearchSchema);
  const list = useClockingLog(search);
  const count = useClockingLogCount(search);
  const places = useLogPlaces();
  const columns: TableColumnsType<ClockingLogRow> = [
    { key: 'DATE_TIME', title: t`Date and time`, width: 190, sorter: true, render: (_, r) => `${formatDate(r.workDate, 'date')} ${r.time}` },
    {
      key: 'PERSON',
      title: t`Person`,
      sorter: true,
      ellipsis: true,
      render: (_, r) => (
        <span>
          {r.person.name} <Typography.Text type="secondary">{r.person.workerNumber}</Typography.Text>
        </span>
      ),
    },
    { key: 'PLACE', title: t`Place`, width: 200, sorter: true, ellipsis: true, render: (_, r) => r.place?.name ?? <Typography.Text type="secondary">{t`Not set`}</Typography.Text> },
    { key: 'RECORD_TYPE', title: t`Clocking`, width: 140, sorter: true, render: (_, r) => <Tag color={typeColors[r.recordType]}>{i18n._(clockingTypeLabels[r.recordType])}</Tag> },
    { key: 'source', title: t`Made by`, width: 130, render: (_, r) => i18n._(sourceLabels[r.source]) },
    {
      key: 'edit',
      title: t`Edit`,
      width: 260,
      render: (_, r) =>
        r.isEdited ? (
          <Tooltip title={r.editedBy ? t`Edited by ${r.editedBy.name}${r.editedAt ? ` (${formatDate(r.editedAt, 'dateTime')})` : ''}` : undefined}>
            <Space size={4}>
              <Tag color="gold">{t({ message: 'Edited', context: 'timeRecord' })}</Tag>
              <Typography.Text ellipsis>{r.editReason ?? ''}</Typography.Text>
            </Space>
          </Tooltip>
        ) : null,
    },
  ];
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null =
    search.dateFrom || search.dateTo ? [search.dateFrom ? dayjs(search.dateFrom) : null, search.dateTo ? dayjs(search.dateTo) : null] : null;
  return (
    <ListPage
      title={t`Clocking log`}
      freeText={search.freeText}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search people`}
      filters={
        <>
          <DatePicker.RangePicker
            aria-label={t`Attendance days`}
            placeholder={[t`From`, t`To`]}
            allowEmpty={[true, true]}
            value={range}
            onChange={(dates) => setSearch({ dateFrom: dates?.[0]?.format('YYYY-MM-DD'), dateTo: dates?.[1]?.format('YYYY-MM-DD'), pageIndex: 0 })}
          />
          <MultiSelectFilter
            label={t`Place`}
            value={search.placeId}
            options={places.data?.items.map((r) => ({ value: r.place.id, label: r.place.name }))}
            onChange={(placeId) => setSearch({ placeId, pageIndex: 0 })}
          />
          <MultiSelectFilter
            label={t`Clocking`}
            value={search.recordType}
            options={clockingTypeValues.map((value) => ({ value, label: i18n._(clockingTypeLabels[value]) }))}
            onChange={(recordType) => setSearch({ recordType, pageIndex: 0 })}
          />
          <Checkbox checked={search.editedOnly} onChange={(e) => setSearch({ editedOnly: e.target.checked, pageIndex: 0 })}>
            {t`Edited only`}
          </Checkbox>
        </>
      }
    >
      <DataTable rowKey="id" columns={columns} caption={t`Clocking log`} {...toTableState(list, count)} search={search} onSearchChange={setSearch} tableProps={{ tableLayout: 'fixed' }} />
    </ListPage>
  );
}
