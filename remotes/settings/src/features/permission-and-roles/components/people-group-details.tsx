import { Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { GroupPerson, PeopleGroupDetail } from '@kanri/contracts';
import { LabelTags } from './product-tags';
import { RecordDescriptions } from './record-descriptions';
import { RefTags, recordPaths } from './ref-tags';
import { peopleGroupFieldLabels, workerTypeLabels } from './role-labels';

/** People named in a group: name, e-mail and worker type, one per line; "None" when empty. */
function PeopleList({ people }: { people: readonly GroupPerson[] }) {
  const { t, i18n } = useLingui();
  if (people.length === 0) return <Typography.Text type="secondary">{t`None`}</Typography.Text>;
  return (
    <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {people.map((person) => (
        <li key={person.id}>
          <Typography.Text>{person.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {person.email} · {i18n._(workerTypeLabels[person.workerType])}
          </Typography.Text>
        </li>
      ))}
    </Flex>
  );
}

/**
 * A people group, read-only (001 §3 "People group columns"): its name and English name (as
 * stored; "None" when English screens show the name), how many people it holds
 * now, the worker types it holds, the people included and excluded by name, and the roles that
 * use it (links).
 */
export function PeopleGroupDetails({ group }: { group: PeopleGroupDetail }) {
  const { t, i18n } = useLingui();
  return (
    <RecordDescriptions
      title={t`People group`}
      createdAt={group.createdAt}
      updatedAt={group.updatedAt}
      items={[
        { key: 'name', label: i18n._(peopleGroupFieldLabels.name), children: group.nameJa },
        { key: 'nameEn', label: i18n._(peopleGroupFieldLabels.nameEn), children: group.nameEn ?? <Typography.Text type="secondary">{t`None`}</Typography.Text> },
        { key: 'totalPeople', label: t`Total people`, children: group.totalPeople.toLocaleString() },
        { key: 'workerTypes', label: i18n._(peopleGroupFieldLabels.workerTypes), children: <LabelTags values={group.workerTypes} labels={workerTypeLabels} /> },
        { key: 'included', label: i18n._(peopleGroupFieldLabels.includedPersonIds), children: <PeopleList people={group.included} /> },
        { key: 'excluded', label: i18n._(peopleGroupFieldLabels.excludedPersonIds), children: <PeopleList people={group.excluded} /> },
        { key: 'roles', label: t`Used by roles`, children: <RefTags refs={group.roles} pathOf={recordPaths.role} /> },
      ]}
    />
  );
}
