import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Result } from 'antd';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { LinkButton, PageHeader } from '@kanri/ui';
import { licenseCompletedSearchSchema } from '@kanri/contracts';

/**
 * `/licenses/add/{allocationType}/completed?addedLicenseID=&licenseName=` (001 §2, §4 "add flows
 * end on a completed step"): says the license was added, by name when given, with links to it,
 * to add another of the same type and to the inventory. Without a valid `addedLicenseID` it still
 * confirms and offers the inventory.
 */
export function LicenseAddCompletedPage() {
  const { t } = useLingui();
  const { allocationType } = useParams();
  const [params] = useSearchParams();
  const { addedLicenseID, licenseName } = useMemo(
    () => v.parse(licenseCompletedSearchSchema, { addedLicenseID: params.get('addedLicenseID') ?? undefined, licenseName: params.get('licenseName') ?? undefined }),
    [params],
  );
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Licenses`, to: '/licenses/inventory' }, { label: t`Add license` }]} title={t`Add license`} />
      <Result
        status="success"
        title={licenseName ? t`The license "${licenseName}" was added.` : t`The license was added.`}
        extra={[
          addedLicenseID ? (
            <LinkButton key="open" type="primary" to={`/licenses/${addedLicenseID}`}>
              {t`Open the license`}
            </LinkButton>
          ) : null,
          <LinkButton key="again" to={`/licenses/add/${allocationType ?? ''}`}>
            {t`Add another license`}
          </LinkButton>,
          <LinkButton key="list" to="/licenses/inventory">
            {t`Back to the inventory`}
          </LinkButton>,
        ]}
      />
    </section>
  );
}
