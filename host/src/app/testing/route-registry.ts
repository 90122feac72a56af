import { setupI18n, type Messages } from '@lingui/core';
import { resolveRouteManifest, type RouteManifestSource } from '@kanri/runtime';
import itOps from '../../../../remotes/it-ops/src/route-manifest';
import hrPeople from '../../../../remotes/hr-people/src/route-manifest';
import gaPlaces from '../../../../remotes/ga-places/src/route-manifest';
import marketplace from '../../../../remotes/marketplace/src/route-manifest';
import settings from '../../../../remotes/settings/src/route-manifest';
import individual from '../../../../remotes/individual/src/route-manifest';
import { messages as itOpsJa } from '@locales/ja-JP/it-ops';
import { messages as hrPeopleJa } from '@locales/ja-JP/hr-people';
import { messages as gaPlacesJa } from '@locales/ja-JP/ga-places';
import { messages as marketplaceJa } from '@locales/ja-JP/marketplace';
import { messages as settingsJa } from '@locales/ja-JP/settings';
import { messages as individualJa } from '@locales/ja-JP/individual';
import { buildRouteRegistry, setRouteRegistry, type RegisteredRemote, type RouteRegistry } from '../remotes/route-registry';
import type { RemoteConfig } from '../remotes/runtime-config';

/** The six remotes' source manifests with their Japanese catalogs, in runtime-config order. */
export const remoteManifestSources: Array<{ source: RouteManifestSource; ja: Messages; remote: RemoteConfig }> = [
  [itOps, itOpsJa, 'it_ops', 8081],
  [hrPeople, hrPeopleJa, 'hr_people', 8082],
  [gaPlaces, gaPlacesJa, 'ga_places', 8083],
  [marketplace, marketplaceJa, 'marketplace', 8084],
  [settings, settingsJa, 'settings', 8085],
  [individual, individualJa, 'individual', 8086],
].map(([source, ja, name, port]) => ({
  source: source as RouteManifestSource,
  ja: ja as Messages,
  remote: { id: (source as RouteManifestSource).remote, name: name as string, entry: `http://localhost:${port as number}/mf-manifest.json` },
}));

/**
 * What each remote's build deploys as `route-manifest.json`: the source with its labels resolved
 * from the remote's compiled catalogs (as `shared/build/lib/route-manifest.mjs` does), for host tests.
 */
export function deployedManifest(index: number) {
  const { source, ja } = remoteManifestSources[index]!;
  const en = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
  const jaI18n = setupI18n({ locale: 'ja-JP', messages: { 'ja-JP': ja } });
  return resolveRouteManifest(source, (descriptor, locale) => (locale === 'ja-JP' ? jaI18n : en)._(descriptor));
}

/**
 * The registry the shell builds from the six remotes' manifests, all live (optionally with some
 * entries replaced), set as the registry in force.
 * @param override entries to replace, by remote id
 */
export function installTestRouteRegistry(override: Record<string, Partial<RegisteredRemote>> = {}): RouteRegistry {
  const registry = buildRouteRegistry(
    remoteManifestSources.map(({ remote }, index) => ({ remote, manifest: deployedManifest(index), state: 'live' as const, ...override[remote.id] })),
  );
  setRouteRegistry(registry);
  return registry;
}
