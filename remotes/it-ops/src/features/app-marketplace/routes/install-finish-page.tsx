import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Result } from 'antd';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { LinkButton, PageHeader } from '@kanri/ui';
import { appInstallFinishSearchSchema } from '@kanri/contracts';

/**
 * `/software/marketplace/{id}/install/finish` (001 §2, §4, §8): `result=success` with an
 * `appIntegrationId` replaces itself with `/app-integrations/{appIntegrationId}`; `result=error`
 * shows `errorMessage` (plus signs read as spaces) with the way back to the app; anything else says
 * the result is unknown.
 */
export function InstallFinishPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const search = useMemo(
    () =>
      v.parse(appInstallFinishSearchSchema, {
        result: params.get('result') ?? undefined,
        appIntegrationId: params.get('appIntegrationId') ?? undefined,
        errorMessage: params.get('errorMessage') ?? undefined,
      }),
    [params],
  );
  if (search.result === 'success' && search.appIntegrationId) return <Navigate replace to={`/app-integrations/${search.appIntegrationId}`} />;
  const marketplace = t({ message: 'App marketplace', context: 'marketplace' });
  const back = [
    <LinkButton key="app" type="primary" to={`/software/marketplace/${encodeURIComponent(id)}`}>
      {t`Back to the app`}
    </LinkButton>,
    <LinkButton key="list" to="/software/marketplace">
      {t`Back to the marketplace`}
    </LinkButton>,
  ];
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: marketplace, to: '/software/marketplace' }, { label: t({ message: 'Install', context: 'marketplace' }) }]} title={t`Install an app`} />
      {search.result === 'error' ? (
        <Result status="error" title={t`The app could not be installed.`} subTitle={search.errorMessage?.replace(/\+/g, ' ')} extra={back} />
      ) : (
        <Result status="warning" title={t`The result of the installation is not known.`} subTitle={t`Open the app's page to check whether it is integrated, or install it again.`} extra={back} />
      )}
    </section>
  );
}
