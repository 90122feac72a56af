/**
 * Stands in for `@module-federation/enhanced/runtime` and `@module-federation/retry-plugin` in the
 * single-bundle comparison build (`entry.ts`), which has no federation: the host's start-up still
 * registers its remotes, and nothing is loaded through it (the remote loader's importer is
 * replaced). Exports what the host's sources import, doing nothing.
 */
const instance = {};

/** No federation instance until `init`. */
let initialized = false;
export function getInstance(): object | undefined {
  return initialized ? instance : undefined;
}
export function init(): object {
  initialized = true;
  return instance;
}
export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function loadRemote(): Promise<never> {
  return Promise.reject(new Error('single bundle: no federation'));
}
export function RetryPlugin(): object {
  return { name: 'retry-plugin-stub' };
}
export type ModuleFederationRuntimePlugin = object;
