import { Badge, Flex, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AppAlertCounts } from '@kanri/contracts';
import { useAppAlertCounts } from '../api/get-app-alert-counts';
import { alertCategoryLabels } from './alert-labels';

/** The alert categories of the navigation, in the order of 001 §2 "Alert categories", with their path and count key. */
export const alertCategoryNavItems = [
  { key: 'SHADOW_IT', path: '/software/alerts/shadow-it' },
  { key: 'NO_WORKER', path: '/software/alerts/no-worker' },
  { key: 'VIOLATED', path: '/software/alerts/violated-assignment' },
  { key: 'VIOLATED_ROLE', path: '/software/alerts/violated-role' },
  { key: 'NO_USER', path: '/software/alerts/no-user' },
  { key: 'INACTIVE', path: '/software/alerts/inactive-user' },
  { key: 'ALUMNI', path: '/software/alerts/alumni' },
] as const satisfies readonly { key: keyof AppAlertCounts; path: string }[];

/**
 * The alert area's navigation (001 §2 "Alert categories"; DECISIONS.md: one alert area under
 * `/software/alerts`, alumni included): a vertical menu of the seven categories, each a link with
 * its number from `GET /v2/app-alerts/count` (none while it loads or when it failed). The category
 * whose path starts the current path is selected (`aria-current="page"`); shadow IT links to its apps list.
 */
export function AlertCategoryNav() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const counts = useAppAlertCounts().data;
  const selected = alertCategoryNavItems.filter((item) => pathname.startsWith(item.path)).map((item) => item.key as string);
  return (
    <nav aria-label={t`Alert categories`}>
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={selected}
        items={alertCategoryNavItems.map((item) => {
          const label = i18n._(alertCategoryLabels[item.key]);
          const count = counts?.[item.key];
          return {
            key: item.key,
            label: (
              <Link to={item.key === 'SHADOW_IT' ? `${item.path}/apps` : item.path} aria-current={selected.includes(item.key) ? 'page' : undefined}>
                <Flex justify="space-between" align="center" gap={8}>
                  <span>{label}</span>
                  {count !== undefined && <Badge count={count} showZero overflowCount={99_999} color={count > 0 ? 'red' : 'default'} data-testid={`alert-count-${item.key}`} />}
                </Flex>
              </Link>
            ),
          };
        })}
      />
    </nav>
  );
}
