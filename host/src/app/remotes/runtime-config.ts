import * as v from 'valibot';
import { getInstance, init, registerRemotes, registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * One remote in `/runtime-config.json`: its id, MF container name and `mf-manifest.json` URL. Its
 * URL spaces, navigation and redirects are the remote's own, in its `route-manifest.json` beside
 * that file (./route-registry.ts); other keys of older files are ignored.
 */
export const remoteConfigSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  name: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  entry: v.pipe(v.string(), v.nonEmpty()),
});
export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;

/**
 * The host's runtime config (issue 2 "Host shell"), fetched at start-up from `/runtime-config.json`
 * and validated: replacing the file at deploy time re-points the host without a rebuild.
 */
export const runtimeConfigSchema = v.object({ remotes: v.array(remoteConfigSchema) });
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/**
 * Reads the runtime config the host's server inlined into the page
 * (`<script type="application/json" id="kanri-runtime-config">`), else fetches and validates
 * `/runtime-config.json` (a dev server or a plain static host).
 * @throws {Error} when the file cannot be fetched or does not match `runtimeConfigSchema`
 */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  // the host's server puts the config inside the page (data, not code): no round trip
  const inline = typeof document === 'undefined' ? null : document.getElementById('kanri-runtime-config');
  if (inline?.textContent) {
    const parsed = v.safeParse(runtimeConfigSchema, JSON.parse(inline.textContent));
    if (parsed.success) return parsed.output;
  }
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return v.parse(runtimeConfigSchema, await response.json());
}

let retryRegistered = false;

/**
 * Registers the remotes with the Module Federation runtime (no remote code is fetched until a
 * route needs it) and the retry plugin for manifest and entry fetches. Shares load
 * `loaded-first`, so a dead remote never stalls the shell (TOOLCHAIN.md).
 */
export function registerRemoteApps(remotes: RemoteConfig[]): void {
  const entries = remotes.map((remote) => ({ name: remote.name, entry: remote.entry }));
  if (!getInstance()) init({ name: 'host', remotes: entries, shareStrategy: 'loaded-first' });
  else registerRemotes(entries, { force: true });
  if (!retryRegistered) {
    retryRegistered = true;
    // the retry plugin is built against an older runtime's types; its hooks are compatible
    registerPlugins([RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 400 }, script: { retryTimes: 2, retryDelay: 400 } }) as never]);
  }
}
