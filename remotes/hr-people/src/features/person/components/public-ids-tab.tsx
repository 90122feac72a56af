import { Card, Flex, Space, Table, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, LinkButton, sectionHeading } from '@kanri/ui';
import { publicIdFields, type PersonDetail, type PublicIdRow } from '@kanri/contracts';
import { MaskedPublicIdNumber, PublicIdExpiryTag, useCountryName, usePublicIdKindLabel } from '../../../components/public-id-parts';
import { usePersonPublicIds } from '../api/person-public-ids';

/**
 * The public-id tab of a person's record (001 §2 "Person screens"): the person's public IDs from
 * `GET /v2/people/{personId}/public-ids` — kind (linking to the public ID's record), the masked
 * number (last four digits), issue date, expiry date with an "Expired" / "Expires soon" tag and
 * issuing country — and "Add public ID" (`/public-ids/add?personId=…`, the person preselected).
 * Loading, failed (Retry) and empty states. Column titles are the contracts' `publicIdFields` labels (issue 30).
 */
export function PublicIdTab({ person }: { person: Pick<PersonDetail, 'id'> }) {
  const { t, i18n } = useLingui();
  const title = (key: keyof typeof publicIdFields) => i18n._(publicIdFields[key].label);
  const query = usePersonPublicIds(person.id);
  const kindOf = usePublicIdKindLabel();
  const countryName = useCountryName();
  const addPath = `/public-ids/add?personId=${encodeURIComponent(person.id)}`;
  const add = (
    <LinkButton to={addPath} icon={<PlusOutlined aria-hidden />}>
      {t`Add public ID`}
    </LinkButton>
  );
  if (query.error && !query.data) return <ErrorState onRetry={() => void query.mutate()} />;
  if (!query.isLoading && query.data?.items.length === 0) {
    return <EmptyState title={t`No public IDs yet`} description={t`Add this person's My Number, residence card or passport to keep it in the public ID registry.`} action={add} />;
  }
  const columns: TableColumnsType<PublicIdRow> = [
    { key: 'type', title: title('publicIdType'), render: (_, row) => <Link to={`/public-ids/${row.id}/details`}>{kindOf(row)}</Link> },
    { key: 'number', title: title('number'), render: (_, row) => <MaskedPublicIdNumber value={row.maskedNumber} /> },
    { key: 'issueDate', title: title('issueDate'), render: (_, row) => (row.issueDate ? formatDate(row.issueDate, 'date') : '') },
    {
      key: 'expiryDate', title: title('expiryDate'),
      render: (_, row) => (row.expiryDate ? <Space size={4}>{formatDate(row.expiryDate, 'date')}<PublicIdExpiryTag expiryDate={row.expiryDate} /></Space> : ''),
    },
    { key: 'issuingCountry', title: title('issuingCountry'), render: (_, row) => countryName(row.issuingCountry) },
  ];
  return (
    <Card
      title={<h2 style={sectionHeading}>{t`Public IDs`}</h2>}
      extra={<Flex gap={8}>{add}</Flex>}
    >
      <Table<PublicIdRow> rowKey="id" size="small" columns={columns} dataSource={query.data?.items ?? []} loading={query.isLoading} pagination={false} scroll={{ x: true }} />
    </Card>
  );
}
