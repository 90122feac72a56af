import { Card, DatePicker, Descriptions, Flex, Input, List, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@kanri/runtime';
import { NotFoundPage, RecordGate, RecordHeader, toTableState, useListSearch } from '@kanri/ui';
import type { OrgUnitDetail, OrgUnitKind } from '@kanri/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { useOrgUnit } from '../api/get-org-unit';
import { useOrgMembers, useOrgMembersCount } from '../api/get-org-members';
import { useHrMasterOptions } from '../api/get-hr-master-options';
import { MembersTable } from '../components/members-table';
import { unitSearchSchema, type UnitSearch } from '../components/unit-search';

const kindLabels: Record<OrgUnitKind, MessageDescriptor> = {
  DIVISION: msg({ message: 'Division', context: 'orgUnitKind' }),
  DEPARTMENT: msg({ message: 'Department', context: 'orgUnitKind' }),
  SECTION: msg({ message: 'Section', context: 'orgUnitKind' }),
  TEAM: msg({ message: 'Team', context: 'orgUnitKind' }),
};

/**
 * `/organization/{id}` (001 §2; search `baseDate`, `positionId`/`positionName`, `jobTypeId`/`jobTypeName`,
 * `employmentTypeId`/`employmentTypeName`, `search`): the unit as of the base date — kind, parent path,
 * head, validity, sub-units — and its members then, filtered; every link keeps the base date.
 */
export function OrganizationUnitPage() {
  const id = useParams().id;
  const [search, setSearch] = useListSearch(unitSearchSchema);
  const unit = useOrgUnit(id, search.baseDate);
  if (!unit.data && !unit.error && !unit.isLoading) return <NotFoundPage />;
  return <RecordGate query={unit}>{(current) => <UnitView unit={current} search={search} setSearch={setSearch} />}</RecordGate>;
}

function UnitView({ unit, search, setSearch }: { unit: OrgUnitDetail; search: UnitSearch; setSearch: (patch: Partial<UnitSearch>) => void }) {
  const { t, i18n } = useLingui();
  const members = useOrgMembers(unit.id, search);
  const count = useOrgMembersCount(unit.id, search);
  const options = useHrMasterOptions();
  const at = `?baseDate=${search.baseDate}`;
  // 1900-01-01 is the stored "since always" of units older than the product; the last day is the day before valid_to
  const validity = (u: OrgUnitDetail) => {
    const first = u.validFrom > '1900-01-01' ? formatDate(u.validFrom, 'date') : null;
    const last = u.validTo ? formatDate(dayjs(u.validTo).subtract(1, 'day').format('YYYY-MM-DD'), 'date') : null;
    if (first && last) return t`${first} to ${last}`;
    if (first) return t`From ${first}`;
    if (last) return t`Until ${last}`;
    return t`No end date`;
  };
  const choices = (catalog: 'POSITION' | 'JOB_TYPE' | 'EMPLOYMENT_TYPE', id: string | undefined, name: string | undefined) => {
    const list = options.data?.[catalog].map((o) => ({ value: o.id, label: o.name })) ?? [];
    return id && name && !list.some((o) => o.value === id) ? [{ value: id, label: name }, ...list] : list;
  };
  const filter = (label: string, catalog: 'POSITION' | 'JOB_TYPE' | 'EMPLOYMENT_TYPE', idKey: 'positionId' | 'jobTypeId' | 'employmentTypeId', nameKey: 'positionName' | 'jobTypeName' | 'employmentTypeName') => (
    <Select
      aria-label={label} placeholder={label} allowClear style={{ minWidth: 180 }}
      value={search[idKey]} options={choices(catalog, search[idKey], search[nameKey])}
      onChange={(value: string | undefined, option) => setSearch({ [idKey]: value, [nameKey]: value ? (option as { label: string }).label : undefined, pageIndex: 0 })}
    />
  );
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Organization chart`, to: `/organization/chart${at}` }, ...unit.path.slice(-1).map((p) => ({ label: p.name, to: `/organization/${p.id}${at}` })), { label: unit.name }]}
        name={unit.name}
        subtitle={unit.path.length ? unit.path.map((p) => p.name).join(' › ') : undefined}
        tags={[{ key: 'kind', label: i18n._(kindLabels[unit.kind]) }]}
        actions={
          <Flex gap={8} align="center">
            <Typography.Text id="unit-base-date">{t`Base date`}</Typography.Text>
            <DatePicker aria-labelledby="unit-base-date" allowClear={false} value={dayjs(search.baseDate)} onChange={(d) => d && setSearch({ baseDate: d.format('YYYY-MM-DD'), pageIndex: 0 })} />
          </Flex>
        }
      />
      {!unit.existsOnBaseDate && <Tag color="warning" style={{ marginBottom: 12 }}>{t`This unit did not exist on the base date. It is shown as it is now.`}</Tag>}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Unit`}</h2>} style={{ marginBottom: 16 }}>
        <Descriptions bordered column={{ xs: 1, lg: 2 }} items={[
          { key: 'code', label: t`Code`, children: unit.code },
          { key: 'head', label: t({ message: 'Head', context: 'orgUnit' }), children: unit.head ? <Link to={`/person/${unit.head.personId}`}>{unit.head.name}</Link> : t`No head` },
          { key: 'members', label: t`Members on the base date`, children: unit.memberCount },
          { key: 'validity', label: t`Valid`, children: validity(unit) },
        ]} />
      </Card>
      {unit.children.length > 0 && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Sub-units`}</h2>} style={{ marginBottom: 16 }}>
          <List dataSource={unit.children} renderItem={(c) => (
            <List.Item><Link to={`/organization/${c.id}${at}`}>{c.name}</Link><span>{t`${c.memberCount} members`}</span></List.Item>
          )} />
        </Card>
      )}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Members`}</h2>}>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Input.Search aria-label={t`Search members`} placeholder={t`Search by name, e-mail or worker number`} allowClear defaultValue={search.search} onSearch={(value) => setSearch({ search: value, pageIndex: 0 })} style={{ maxWidth: 320 }} />
          {filter(t`Position`, 'POSITION', 'positionId', 'positionName')}
          {filter(t`Job type`, 'JOB_TYPE', 'jobTypeId', 'jobTypeName')}
          {filter(t`Employment type`, 'EMPLOYMENT_TYPE', 'employmentTypeId', 'employmentTypeName')}
        </Flex>
        <MembersTable {...toTableState(members, count)} search={search} onSearchChange={setSearch} />
      </Card>
    </section>
  );
}
