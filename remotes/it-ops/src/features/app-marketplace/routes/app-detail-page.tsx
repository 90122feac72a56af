import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { LinkButton, RecordGate, RecordHeader, sectionHeading } from '@kanri/ui';
import { appDetailSearchSchema, type App } from '@kanri/contracts';
import * as v from 'valibot';
import { useApp } from '../api/get-app';
import { AppLogo } from '../components/app-logo';
import { InstallDialog } from '../components/install-dialog';
import { appAuthMethodLabels, appFeatureLabels } from '../components/app-labels';

/**
 * `/software/marketplace/{id}` (001 §2, §5, §8): one catalog app — logo, name, vendor, category,
 * description, site, what it supports — with Install (the install dialog, open on arrival with
 * `installDialogDefaultOpen=true`) or, once integrated, a link to its integration. An unknown or
 * non-UUID id and the custom-app marker show the not-found page.
 */
export function AppDetailPage() {
  const { id } = useParams();
  const query = useApp(id);
  return <RecordGate query={query}>{(app) => <AppDetailView app={app} />}</RecordGate>;
}

function AppDetailView({ app }: { app: App }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const { installDialogDefaultOpen } = useMemo(
    () => v.parse(appDetailSearchSchema, { installDialogDefaultOpen: params.get('installDialogDefaultOpen') ?? undefined }),
    [params],
  );
  const [installing, setInstalling] = useState(installDialogDefaultOpen === true && !app.isIntegrated);
  const marketplace = t({ message: 'App marketplace', context: 'marketplace' });
  return (
    <section>
      <RecordHeader
        name={app.name}
        breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: marketplace, to: '/software/marketplace' }, { label: app.name }]}
        subtitle={
          <Flex gap={8} align="center">
            <AppLogo app={app} size={32} />
            <Typography.Text>{app.vendorName}</Typography.Text>
          </Flex>
        }
        tags={[
          { key: 'category', label: app.categoryName },
          ...(app.isIntegrated ? [{ key: 'integrated', label: t({ message: 'Integrated', context: 'marketplace' }) }] : []),
        ]}
        actions={
          app.isIntegrated && app.appIntegrationId ? (
            <LinkButton to={`/app-integrations/${app.appIntegrationId}`}>
              {t`Open the integration`}
            </LinkButton>
          ) : (
            <Button type="primary" onClick={() => setInstalling(true)}>
              {t({ message: 'Install', context: 'marketplace' })}
            </Button>
          )
        }
      />
      <Card title={<h2 style={sectionHeading}>{t`About this app`}</h2>}>
        <Typography.Paragraph>{app.description}</Typography.Paragraph>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'vendor', label: t`Vendor`, children: app.vendorName },
            { key: 'category', label: t`Category`, children: app.categoryName },
            {
              key: 'site',
              label: t`Website`,
              children: app.websiteUrl ? (
                <Typography.Link href={app.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {app.websiteUrl}
                </Typography.Link>
              ) : (
                <Typography.Text>{t`Not set`}</Typography.Text>
              ),
            },
            { key: 'auth', label: t`Sign-in method`, children: app.authMethod && appAuthMethodLabels[app.authMethod] ? i18n._(appAuthMethodLabels[app.authMethod]!) : t`Not set` },
            {
              key: 'features',
              label: t`Features`,
              children: app.features.length ? (
                <ul aria-label={t`Features`} style={{ margin: 0, paddingInlineStart: 20 }}>
                  {app.features.map((f) => (
                    <li key={f}>{appFeatureLabels[f] ? i18n._(appFeatureLabels[f]!) : f}</li>
                  ))}
                </ul>
              ) : (
                t`Account list only`
              ),
            },
          ]}
        />
      </Card>
      {app.isIntegrated ? null : <InstallDialog app={app} open={installing} onClose={() => setInstalling(false)} />}
    </section>
  );
}
