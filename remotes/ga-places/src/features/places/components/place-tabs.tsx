import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PlaceAdministratorsTab } from './place-administrators-tab';
import { PlaceLaborCoreTab } from './place-labor-core-tab';

/** The tab segments of a place's page after `/places/{id}` (001 §2: `places/{id}` (labor-core, administrators)). */
export const placeTabKeys = ['labor-core', 'administrators'] as const;
export type PlaceTabKey = (typeof placeTabKeys)[number];

/** The tab a URL segment names: none → the details (`/places/{id}` itself); an unknown one → `null` (not found). */
export function resolvePlaceTab(segment: string | undefined): PlaceTabKey | 'details' | null {
  if (segment === undefined) return 'details';
  return (placeTabKeys as readonly string[]).includes(segment) ? (segment as PlaceTabKey) : null;
}

/** Props of {@link PlaceTabs}. */
export interface PlaceTabsProps {
  placeId: string;
  active: PlaceTabKey | 'details';
  /** The details tab's content (the place's fields, or its edit form). */
  details: ReactNode;
}

/**
 * The tabs of a place's page, kept in the URL path: Details at `/places/{id}` (the page the spec's
 * other screens and journeys open), Labor core at `/places/{id}/labor-core` and Administrators at
 * `/places/{id}/administrators` (docs/places.md "The labor-core and administrators tabs"). Choosing
 * a tab pushes its URL (a tab's own search, like the labor-core status filter, is left behind);
 * only the open tab renders, so a tab's calls start when it opens.
 */
export function PlaceTabs({ placeId, active, details }: PlaceTabsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const base = `/places/${placeId}`;
  const tabs = [
    { key: 'details', label: t({ message: 'Details', context: 'placeTab' }), render: () => details },
    { key: 'labor-core', label: t({ message: 'Labor core', context: 'placeTab' }), render: () => <PlaceLaborCoreTab placeId={placeId} /> },
    { key: 'administrators', label: t({ message: 'Administrators', context: 'placeTab' }), render: () => <PlaceAdministratorsTab placeId={placeId} /> },
  ];
  return (
    <Tabs
      activeKey={active}
      aria-label={t`Place`}
      onChange={(key) => void navigate(key === 'details' ? base : `${base}/${key}`)}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.key === active ? tab.render() : null }))}
    />
  );
}
