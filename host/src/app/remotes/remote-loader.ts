import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerCatalogLoader, type RemoteModule } from '@kanri/runtime';
import { isUnavailableRemoteModule } from '../../runtime-plugins/fallback-plugin';
import type { RemoteConfig } from './runtime-config';

/** A remote's module could not be loaded (dead origin, bad manifest, failing catalog). */
export class RemoteUnavailableError extends Error {
  readonly remoteId: string;
  constructor(remoteId: string, cause?: unknown) {
    super(`remote ${remoteId} is unavailable`, { cause }); // eslint-disable-line lingui/no-unlocalized-strings -- developer message
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
  }
}

/** How a remote's exposed module is fetched; tests replace it. */
export type RemoteImporter = (remote: RemoteConfig) => Promise<unknown>;

let importer: RemoteImporter = (remote) => loadRemote<{ default?: unknown }>(`${remote.name}/module`).then((m) => m?.default ?? m);

/** Replaces how remotes are fetched (tests); `null` restores `loadRemote`. */
export function setRemoteImporter(next: RemoteImporter | null): void {
  importer = next ?? ((remote) => loadRemote<{ default?: unknown }>(`${remote.name}/module`).then((m) => m?.default ?? m));
}

const cache = new Map<string, Promise<RemoteModule>>();

/**
 * How long a remote's module may take to arrive before the shell calls it unavailable (ms): its
 * manifest fetch with the retry plugin's two retries takes ~1 s when the origin refuses; a remote
 * that accepts the connection and never answers, or a federation load that never settles, must
 * not hold the router's navigation (and with it the whole shell) for ever.
 */
export const remoteLoadTimeoutMs = 12_000;

function withTimeout<T>(promise: Promise<T>, ms: number, remoteId: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`remote ${remoteId} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isRemoteModule(value: unknown): value is RemoteModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemoteModule).routes) && typeof (value as RemoteModule).loadCatalog === 'function';
}

/**
 * Loads a remote's `./module` once (on the first navigation into its URL space) and merges its
 * catalog for the active locale before resolving, so its routes render translated. A failure stays
 * cached until `retryRemote` (the fallback's Retry button). A load that has not settled after
 * `remoteLoadTimeoutMs` fails too.
 * @throws {RemoteUnavailableError}
 */
export function loadRemoteModule(remote: RemoteConfig): Promise<RemoteModule> {
  const cached = cache.get(remote.id);
  if (cached) return cached;
  const promise = (async () => {
    let loaded: unknown;
    try {
      loaded = await withTimeout(importer(remote), remoteLoadTimeoutMs, remote.id);
    } catch (error) {
      throw new RemoteUnavailableError(remote.id, error);
    }
    if (isUnavailableRemoteModule(loaded) || !isRemoteModule(loaded)) throw new RemoteUnavailableError(remote.id, loaded);
    try {
      await registerCatalogLoader(remote.id, loaded.loadCatalog);
    } catch (error) {
      throw new RemoteUnavailableError(remote.id, error);
    }
    loadedRemotes.add(remote.id);
    return loaded;
  })();
  // a rejected load stays cached (React re-renders with the same promise and reaches the error
  // boundary) until `retryRemote` forgets it
  cache.set(remote.id, promise);
  promise.catch(() => undefined);
  return promise;
}

const loadedRemotes = new Set<string>();

/** Whether a remote's module has loaded (its catalog merged) in this page. */
export function isRemoteLoaded(remoteId: string): boolean {
  return loadedRemotes.has(remoteId);
}

/** Forgets a failed load so the next render tries again. */
export function retryRemote(remoteId: string): void {
  cache.delete(remoteId);
  loadedRemotes.delete(remoteId);
}
