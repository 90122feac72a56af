/* global describe, it, expect */
/**
 * docker-compose.yml cannot be run here (no Docker engine), so this test checks it against the
 * code: every app of apps.mjs has a service on its port, each service runs something that exists
 * (an image or a Dockerfile, the static server with flags it accepts, the API's start script), and
 * the API's environment names variables the API actually reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { apps, host, remotes, apiPort } from './apps.mjs';

const repoRoot = path.resolve(process.cwd());
const read = (p) => fs.readFileSync(path.join(repoRoot, p), 'utf8');
const compose = YAML.parse(read('docker-compose.yml'), { merge: true });
const services = compose.services;

/** Flags serve-static.mjs declares in its `cliOptions`. */
const serveFlags = (() => {
  const source = read('shared/build/lib/serve-static.mjs');
  const block = source.slice(source.indexOf('export const cliOptions'), source.indexOf('};', source.indexOf('export const cliOptions')));
  return new Set([...block.matchAll(/^\s*'?([a-z-]+)'?:\s*\{\s*type:/gm)].map((m) => `--${m[1]}`));
})();

/** Every file of api/src, to look up the environment variables the API reads. */
const apiSource = (() => {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(repoRoot, 'api/src'));
  return out.join('\n');
})();

const argv = (service) => (Array.isArray(service.command) ? service.command.map(String) : String(service.command ?? '').split(/\s+/));
const flagValue = (args, flag) => {
  const i = args.indexOf(flag);
  return i === -1 ? undefined : args[i + 1];
};
const publishedPorts = (service) => (service.ports ?? []).map(String);
const envOf = (service) =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]))
    : (service.environment ?? {});

describe('docker-compose.yml', () => {
  it('has postgres, minio, api and one service per app of apps.mjs, and nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailpit', 'minio', 'postgres', ...apps.map((a) => a.id)].sort());
  });

  it.each(Object.keys(services))('%s has an image or a Dockerfile that exists, and a healthcheck', (name) => {
    const service = services[name];
    expect(service.image || service.build).toBeTruthy();
    if (service.build) {
      const context = typeof service.build === 'string' ? service.build : service.build.context;
      const dockerfile = typeof service.build === 'string' ? 'Dockerfile' : (service.build.dockerfile ?? 'Dockerfile');
      expect(fs.existsSync(path.join(repoRoot, context, dockerfile))).toBe(true);
    }
    expect(service.healthcheck?.test).toBeTruthy();
  });

  it.each(remotes.map((r) => [r.id, r]))('remote %s is served from its dist with CORS on its own port', (_id, remote) => {
    const service = services[remote.id];
    const args = argv(service);
    expect(args.slice(0, 2)).toEqual(['node', 'shared/build/lib/serve-static.mjs']);
    expect(flagValue(args, '--dir')).toBe(`${remote.dir}/dist`);
    expect(flagValue(args, '--port')).toBe(String(remote.port));
    expect(flagValue(args, '--host')).toBe('0.0.0.0');
    expect(args).toContain('--cors');
    expect(args).not.toContain('--spa');
    expect(publishedPorts(service)).toContain(`${remote.port}:${remote.port}`);
    // the healthcheck reads PORT
    expect(String(envOf(service).PORT)).toBe(String(remote.port));
  });

  it('the host serves its dist as an SPA, proxies the API and generates the runtime config', () => {
    const service = services.host;
    const args = argv(service);
    expect(args.slice(0, 2)).toEqual(['node', 'shared/build/lib/serve-static.mjs']);
    expect(flagValue(args, '--dir')).toBe(`${host.dir}/dist`);
    expect(flagValue(args, '--port')).toBe(String(host.port));
    expect(args).toContain('--spa');
    expect(flagValue(args, '--api')).toBe(`http://api:${apiPort}`);
    expect(flagValue(args, '--runtime-config')).toBe('generate');
    expect(publishedPorts(service)).toContain(`${host.port}:${host.port}`);
    expect(Object.keys(service.depends_on ?? {})).toContain('api');
  });

  it.each(['host', ...remotes.map((r) => r.id)])('%s passes only flags serve-static.mjs accepts', (name) => {
    const flags = argv(services[name]).filter((a) => a.startsWith('--'));
    for (const flag of flags) expect(serveFlags).toContain(flag);
  });

  it('the static server script exists', () => {
    expect(fs.existsSync(path.join(repoRoot, 'shared/build/lib/serve-static.mjs'))).toBe(true);
    expect(serveFlags.size).toBeGreaterThan(5);
  });

  it('the api runs the API package start script, whose entry exists', () => {
    const args = argv(services.api);
    expect(args).toEqual(['pnpm', '--filter', '@kanri/api', 'start']);
    const pkg = JSON.parse(read('api/package.json'));
    expect(pkg.name).toBe('@kanri/api');
    const entry = pkg.scripts.start.split(/\s+/).find((part) => /\.(ts|js|mjs)$/.test(part));
    expect(entry).toBeDefined();
    expect(fs.existsSync(path.join(repoRoot, 'api', entry))).toBe(true);
    // two replicas behind the host: no host port (two containers cannot publish one), the host's
    // proxy reaches them by the service name
    expect(services.api.deploy?.replicas).toBe(2);
    expect(publishedPorts(services.api)).toEqual([]);
    expect(services.api.expose).toContain(String(apiPort));
  });

  it('the api environment names only variables the API reads, and points at the postgres service', () => {
    const env = envOf(services.api);
    for (const name of Object.keys(env)) {
      expect([name, apiSource.includes(name)]).toEqual([name, true]);
    }
    expect(String(env.PORT)).toBe(String(apiPort));
    const pg = envOf(services.postgres);
    const url = new URL(env.DATABASE_URL);
    expect(url.hostname).toBe('postgres');
    expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB);
    expect(env.KANRI_ALLOWED_ORIGINS.split(',')).toContain(`http://localhost:${host.port}`);
    expect(services.api.depends_on.postgres.condition).toBe('service_healthy');
  });

  it('the api stores CSV files in the minio service with its root credentials, browsers reaching it on its published port', () => {
    const env = envOf(services.api);
    const minio = envOf(services.minio);
    expect(new URL(env.S3_ENDPOINT).hostname).toBe('minio');
    expect(new URL(env.S3_ENDPOINT).port).toBe('9000');
    expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(String(minio.MINIO_ROOT_PASSWORD).length).toBeGreaterThanOrEqual(8);
    expect(env.S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
    // compose interpolates ${KANRI_S3_PUBLIC_ENDPOINT:-http://localhost:9000}
    expect(env.S3_PUBLIC_ENDPOINT).toMatch(/:-http:\/\/localhost:9000}$/);
    expect(publishedPorts(services.minio)).toContain('9000:9000');
    expect(argv(services.minio).slice(0, 2)).toEqual(['server', '/data']);
    expect(services.api.depends_on.minio.condition).toBe('service_healthy');
  });

  it('the api sends mail to the mailpit service unless SMTP_URL names another, whose web UI is published on loopback only', () => {
    const env = envOf(services.api);
    // compose interpolates ${SMTP_URL:-smtp://mailpit:1025}
    const fallback = String(env.SMTP_URL).match(/^\$\{SMTP_URL:-(.+)\}$/)?.[1];
    expect(new URL(fallback).hostname).toBe('mailpit');
    expect(services.mailpit.expose.map(String)).toContain(new URL(fallback).port);
    // the caught mail holds sign-in codes: nobody but this machine's users may read it
    expect(publishedPorts(services.mailpit)).toEqual(['127.0.0.1:8025:8025']);
    expect(services.api.depends_on.mailpit.condition).toBe('service_healthy');
  });

  it('postgres uses the postgres:16 image', () => {
    expect(services.postgres.image).toBe('postgres:16');
  });
});
