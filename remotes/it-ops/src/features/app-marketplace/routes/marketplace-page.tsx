import { useEffect } from 'react';
import { Col, Row, Select, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { EmptyState, ErrorState, ListPage, useListSearch } from '@kanri/ui';
import { appsSearchSchema } from '@kanri/contracts';
import { useApps } from '../api/get-apps';
import { useAppCategories } from '../api/get-app-categories';
import { AppCard } from '../components/app-card';

/**
 * `/software/marketplace` (001 §2 "Software" list tab marketplace; §7 `GET /v2/apps`,
 * `/v2/app-categories`; §8): the catalog as cards (logo or initial, name, vendor, category, an
 * "Integrated" mark), searched by `text` (sent as `freeText`) and filtered by `categoryId`, both kept
 * in the URL; an invalid or unknown value falls back to none. A failed load shows the toast
 * "Failed to fetch apps" / "Failed to fetch app categories" (and Retry in place of the cards).
 */
export function MarketplacePage() {
  const { t } = useLingui();
  const toast = useToast();
  const [search, setSearch] = useListSearch(appsSearchSchema);
  const apps = useApps(search);
  const categories = useAppCategories();

  useEffect(() => {
    if (apps.error) toast.error(t`Failed to fetch apps`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apps.error]);
  useEffect(() => {
    if (categories.error) toast.error(t`Failed to fetch app categories`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories.error]);

  // a category id the catalog does not have falls back to all categories
  const known = categories.data?.items;
  useEffect(() => {
    if (known && search.categoryId && !known.some((c) => c.id === search.categoryId)) setSearch({ categoryId: undefined }, { replace: true });
  }, [known, search.categoryId, setSearch]);

  const items = apps.data?.items;
  return (
    <ListPage
      title={t({ message: 'App marketplace', context: 'marketplace' })}
      description={t`Integrate the SaaS your company uses to see who holds an account in each.`}
      freeText={search.text ?? ''}
      onFreeTextChange={(text) => setSearch({ text: text || undefined })}
      searchLabel={t`Search apps by name or vendor`}
      filters={
        <Select
          aria-label={t`Category`}
          placeholder={t`All categories`}
          allowClear
          style={{ minWidth: 220 }}
          loading={categories.isLoading}
          value={known?.some((c) => c.id === search.categoryId) ? search.categoryId : undefined}
          options={(known ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(categoryId: string | undefined) => setSearch({ categoryId: categoryId ?? undefined })}
        />
      }
    >
      {apps.error && !items ? (
        <ErrorState title={t`Failed to fetch apps`} onRetry={() => void apps.mutate()} />
      ) : !items ? (
        <div role="status" aria-label={t`Loading`}>
          <Skeleton active />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t`No apps match`} description={t`Try another name or category.`} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t`Apps`}>
          {items.map((app) => (
            <Col key={app.id} xs={24} md={12} xl={8} role="listitem">
              <AppCard app={app} />
            </Col>
          ))}
        </Row>
      )}
    </ListPage>
  );
}
