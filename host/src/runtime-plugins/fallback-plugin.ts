import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote's `./module` resolves to when it cannot be loaded (see `remote-loader.ts`). */
export interface UnavailableRemoteModule {
  unavailable: true;
  /** The remote's container name (`it_ops`, …). */
  remoteName: string;
  error: unknown;
}

/** True for the fallback module this plugin hands out. */
export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && (value as { unavailable?: unknown }).unavailable === true;
}

/**
 * Module Federation runtime plugin of the host (TOOLCHAIN.md "A dead remote"): when a remote's
 * manifest, entry or module cannot be loaded, `loadRemote` resolves with a fallback module instead
 * of rejecting, so the shell stays up and the remote's own routes show the "unavailable" page with
 * Retry. Earlier lifecycles (manifest fetch) are left to fail so the error reaches `onLoad` once.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kanri-fallback-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remoteName = String(args.id).split('/')[0] ?? String(args.id);
      const fallback: UnavailableRemoteModule = { unavailable: true, remoteName, error: args.error };
      return { __esModule: true, default: fallback };
    },
  };
}
