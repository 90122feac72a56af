import { Avatar, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { PeopleTabPerson } from '@kanri/contracts';

/** A person's record: `/person/{id}`, an alumnus's `/person/alumni/{id}` (001 §2 "Person screens"). */
export function tabPersonPath(person: Pick<PeopleTabPerson, 'id' | 'status'>): string {
  return person.status === 'ALUMNI' ? `/person/alumni/${person.id}` : `/person/${person.id}`;
}

/**
 * A person in a tab's row or card: avatar, name (a link to their record; in Japanese with the kana
 * reading under it) and, secondary, the worker number and department.
 */
export function TabPerson({ person }: { person: PeopleTabPerson }) {
  const { i18n } = useLingui();
  const details = [person.workerNumber, person.department?.name].filter(Boolean).join(' · ');
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <span aria-hidden>
        <Avatar size="small" src={person.avatarUrl || undefined} alt="">
          {person.name.slice(0, 1)}
        </Avatar>
      </span>
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to={tabPersonPath(person)}>{person.name}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          {i18n.locale === 'ja-JP' && person.nameKana ? `${person.nameKana} · ${details}` : details}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
