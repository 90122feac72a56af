/**
 * The deployable units of kanri: the host shell and its six remotes.
 *
 * One table, read by the rspack factory, the start/build scripts, the runtime config generator,
 * docker-compose tests and the e2e setup, so that a port is written down once.
 * The URL spaces a remote owns, its navigation and redirects are not here: they are the remote's
 * own, in its `src/route-manifest.ts`, deployed as `route-manifest.json` (issue 27).
 *
 * @typedef {{ id: string, name: string, dir: string, port: number }} AppDef
 */

/**
 * Added to every port below (env `KANRI_PORT_OFFSET`, default 0): a second stack — e.g. a
 * measurement of one's own build while an e2e run holds 8080–8090 — runs on 8080+N… (host),
 * 8081+N–8086+N (remotes) and 8090+N (API) with `KANRI_PORT_OFFSET=N pnpm start` / `pnpm bench`.
 */
export const portOffset = Number(process.env.KANRI_PORT_OFFSET ?? 0) || 0;

/** @type {AppDef} */
export const host = { id: 'host', name: 'host', dir: 'host', port: 8080 + portOffset };

/** @type {AppDef[]} in port order 8081–8086 (plus `portOffset`) */
export const remotes = [
  { id: 'it-ops', name: 'it_ops', dir: 'remotes/it-ops', port: 8081 + portOffset },
  { id: 'hr-people', name: 'hr_people', dir: 'remotes/hr-people', port: 8082 + portOffset },
  { id: 'ga-places', name: 'ga_places', dir: 'remotes/ga-places', port: 8083 + portOffset },
  { id: 'marketplace', name: 'marketplace', dir: 'remotes/marketplace', port: 8084 + portOffset },
  { id: 'settings', name: 'settings', dir: 'remotes/settings', port: 8085 + portOffset },
  { id: 'individual', name: 'individual', dir: 'remotes/individual', port: 8086 + portOffset },
];

export const apps = [host, ...remotes];

/** Port the API listens on behind the host's `/v2` and `/v3` proxy. */
export const apiPort = 8090 + portOffset;

/**
 * The runtime config the host fetches at start-up (`/runtime-config.json`).
 * @param {(remote: AppDef) => string} entryFor URL of the remote's `mf-manifest.json`
 */
export function runtimeConfig(entryFor) {
  return {
    remotes: remotes.map((r) => ({ id: r.id, name: r.name, entry: entryFor(r) })),
  };
}
