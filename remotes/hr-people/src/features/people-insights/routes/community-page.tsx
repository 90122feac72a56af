import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { EmptyState, ErrorState, PageHeader } from '@kanri/ui';
import type { PeopleTabPerson } from '@kanri/contracts';
import { usePeopleCommunity } from '../api/people-insights';
import { TabPerson } from '../components/tab-person';

/** A card listing people, each with a note on the right; `empty` when there is nobody. */
function PeopleCard({ title, loading, rows, empty }: { title: string; loading: boolean; rows: { person: PeopleTabPerson; note: ReactNode }[]; empty: string }) {
  return (
    <Card title={title} loading={loading}>
      {rows.length === 0 ? (
        <EmptyState description={empty} />
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {rows.map(({ person, note }) => (
            <li key={person.id}>
              <Flex justify="space-between" align="center" gap={8}>
                <TabPerson person={person} />
                <Typography.Text type="secondary">{note}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/people/community` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): this month's
 * birthdays (day only — the year of birth is not shown), the people who joined in the last 30 days
 * or join in the next 30, and this month's work anniversaries (whole years since joining), from
 * `GET /v2/people-community`. Each person links to their record.
 */
export function CommunityPage() {
  const { t, i18n } = useLingui();
  const community = usePeopleCommunity();
  const data = community.data;
  const loading = !data && !community.error;
  const month = data ? new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long' }).format(new Date(`${data.month}-01T00:00:00`)) : '';
  return (
    <>
      <PageHeader title={t`Community`} description={data ? t`This month: ${month}` : undefined} />
      {community.error ? (
        <ErrorState onRetry={() => void community.mutate()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <PeopleCard
              title={t`Birthdays this month`}
              loading={loading}
              empty={t`No birthdays this month.`}
              rows={(data?.birthdays ?? []).map((r) => ({ person: r.person, note: t`Day ${r.day}` }))}
            />
          </Col>
          <Col xs={24} lg={8}>
            <PeopleCard
              title={t`New joiners`}
              loading={loading}
              empty={t`Nobody joined in the last 30 days or joins in the next 30.`}
              rows={(data?.newJoiners ?? []).map((r) => ({ person: r.person, note: formatDate(r.joinedAt, 'date') }))}
            />
          </Col>
          <Col xs={24} lg={8}>
            <PeopleCard
              title={t`Work anniversaries this month`}
              loading={loading}
              empty={t`No work anniversaries this month.`}
              rows={(data?.anniversaries ?? []).map((r) => ({ person: r.person, note: <Tag color="blue">{t`${r.years} years`}</Tag> }))}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
