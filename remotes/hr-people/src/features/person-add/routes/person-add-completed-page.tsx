import { Result } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { LinkButton, NotFoundPage } from '@kanri/ui';
import { idSchema, workerTypeOfSegment } from '@kanri/contracts';

/**
 * `/person/add/{workerType}/completed?addedPersonID=…&addedPersonFamilyName=…&addedPersonGivenName=…`
 * (001 §2; DECISIONS.md: `addedPersonID` required, the names optional): says who was added (the
 * names in the user's order when given, else "The person was added"), links to the new person
 * (`/person/{id}`), to add another of the same type and to the workforce list. Without a valid
 * `addedPersonID` the page says it cannot tell who was added and offers the same two links
 * (docs/people.md); an unknown worker type is not found.
 */
export function PersonAddCompletedPage() {
  const { t, i18n } = useLingui();
  const segment = useParams().workerType ?? '';
  const [search] = useSearchParams();
  if (!workerTypeOfSegment(segment)) return <NotFoundPage />;
  const id = search.get('addedPersonID') ?? '';
  const family = search.get('addedPersonFamilyName')?.trim() ?? '';
  const given = search.get('addedPersonGivenName')?.trim() ?? '';
  const name = (i18n.locale === 'ja-JP' ? [family, given] : [given, family]).filter(Boolean).join(' ');
  const others = [
    <LinkButton key="another" to={`/person/add/${segment}`}>
      {t`Add another person`}
    </LinkButton>,
    <LinkButton key="list" to="/people/workforce">
      {t`Go to the workforce`}
    </LinkButton>,
  ];
  if (!v.is(idSchema, id)) {
    return <Result status="info" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t`We cannot tell which person was added`}</h1>} subTitle={t`The link is missing the added person. Find them in the workforce list.`} extra={others} />;
  }
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{name ? t`${name} was added` : t`The person was added`}</h1>}
      subTitle={t`They are in the workforce list now.`}
      extra={[
        <LinkButton key="person" type="primary" to={`/person/${id}`}>
          {t`Open the person`}
        </LinkButton>,
        ...others,
      ]}
    />
  );
}
