/**
 * The deployable units of kanri: the host shell and its six remotes.
 *
 * One table, read by the rspack factory, the start/build scripts, the runtime config generator,
 * docker-compose tests and the e2e setup, so that a port or a base path is written down once.
 * `basePaths` are the URL spaces a remote owns (product brief: "Which remote owns which URLs").
 *
 * @typedef {{ id: string, name: string, dir: string, port: number, basePaths: string[] }} AppDef
 */

/** @type {AppDef} */
export const host = { id: 'host', name: 'host', dir: 'host', port: 8080, basePaths: ['/auth'] };

/** @type {AppDef[]} in port order 8081–8086 */
export const remotes = [
  {
    id: 'it-ops',
    name: 'it_ops',
    dir: 'remotes/it-ops',
    port: 8081,
    basePaths: [
      '/software',
      '/app-integrations',
      '/licenses',
      '/devices',
      '/profile/device',
      '/id-managements',
      '/networks',
      '/starlinks',
      '/it-operation-core',
      '/cockpit',
    ],
  },
  {
    id: 'hr-people',
    name: 'hr_people',
    dir: 'remotes/hr-people',
    port: 8082,
    basePaths: [
      '/people',
      '/person',
      '/organization',
      '/public-ids',
      '/contract',
      '/time-and-attendance',
      '/labor-core',
      '/contractor-core',
    ],
  },
  {
    id: 'ga-places',
    name: 'ga_places',
    dir: 'remotes/ga-places',
    port: 8083,
    basePaths: ['/places', '/equipment', '/fleets', '/ga-operation-core'],
  },
  { id: 'marketplace', name: 'marketplace', dir: 'remotes/marketplace', port: 8084, basePaths: ['/marketplace'] },
  { id: 'settings', name: 'settings', dir: 'remotes/settings', port: 8085, basePaths: ['/settings'] },
  { id: 'individual', name: 'individual', dir: 'remotes/individual', port: 8086, basePaths: ['/individual'] },
];

export const apps = [host, ...remotes];

/** Port the API listens on behind the host's `/v2` and `/v3` proxy. */
export const apiPort = 8090;

/**
 * The runtime config the host fetches at start-up (`/runtime-config.json`).
 * @param {(remote: AppDef) => string} entryFor URL of the remote's `mf-manifest.json`
 */
export function runtimeConfig(entryFor) {
  return {
    remotes: remotes.map((r) => ({ id: r.id, name: r.name, entry: entryFor(r), basePaths: r.basePaths })),
  };
}
