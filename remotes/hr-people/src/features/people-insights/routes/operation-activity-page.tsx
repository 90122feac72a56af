import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { OperationActivity, PageHeader } from '@kanri/ui';
import { listPeopleActivitiesEndpoint, type AuditLogEntry } from '@kanri/contracts';

/** The name an entry carries (a create or a rename holds the person's name fields), else `null`. */
function nameOf(entry: AuditLogEntry, japanese: boolean): string | null {
  const value = (field: string) => {
    const change = entry.changes.find((c) => c.field === field || c.field.endsWith(`.${field}`));
    const v = change?.after ?? change?.before;
    return typeof v === 'string' && v ? v : null;
  };
  const [family, given] = japanese ? [value('familyNameJa'), value('givenNameJa')] : [value('familyNameEn'), value('givenNameEn')];
  if (!family && !given) return null;
  return japanese ? [family, given].filter(Boolean).join(' ') : [given, family].filter(Boolean).join(' ');
}

/**
 * `/people/operation-activity` (001 §2 People "Other tabs"; docs/people.md "The list tabs"): the
 * audit log of people records (`GET /v2/people-activities`, resource type PERSON; the kit's
 * `OperationActivity`), newest first, 50 a page — people added, changed (employment, pay, leaving)
 * or deleted. The record column links to the person by the name the entry carries.
 */
export function PeopleOperationActivityPage() {
  const { t, i18n } = useLingui();
  const japanese = i18n.locale === 'ja-JP';
  return (
    <>
      <PageHeader title={t`Operation activity`} />
      <OperationActivity
        endpoint={listPeopleActivitiesEndpoint}
        fieldLabels={{}}
        record={{
          title: t`Person`,
          render: (e) => {
            const name = nameOf(e, japanese);
            if (e.action === 'DELETE') return name ?? t`Person record`;
            return <Link to={`/person/${e.resourceId}`}>{name ?? t`Person record`}</Link>;
          },
        }}
        emptyTitle={t`No activity yet`}
        emptyDescription={t`Adding, changing or removing people is recorded here.`}
      />
    </>
  );
}
