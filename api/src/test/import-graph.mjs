#!/usr/bin/env node
/**
 * The import graph of `api/src` (issue 32, docs/api-layout.md): `node src/test/import-graph.mjs [dir]`
 * prints, as JSON, the files and arrows (relative imports, `import type` included), the import
 * circles (strongly connected components of more than one file, with whether every arrow inside is
 * type-only), the arrows from a shared mechanism to a domain, and the arrows from one domain into
 * another's internals (anything but its `index.ts` or `schema.ts`). Test files count as files of
 * their folder. No dependencies: imports are read with a regular expression, which is enough for
 * this code base's `import … from '…'`, `export … from '…'` and `import('…')`.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The domains (the contracts' domains) and record search, which reads every domain's tables. */
export const domains = ['it-ops', 'ga-places', 'hr-people', 'legal', 'marketplace', 'operations', 'individual', 'settings', 'cockpit', 'system', 'search'];
/** Shared mechanisms: below the domains, never importing one. */
export const mechanisms = ['http', 'csv', 'audit', 'auth', 'storage', 'db', 'jobs', 'lib', 'i18n', 'connectors', 'bulk'];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|mts|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.mjs`, join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
  if (base.endsWith('.js') && existsSync(base.replace(/\.js$/, '.ts'))) return base.replace(/\.js$/, '.ts');
  return undefined;
}

/**
 * The graph of `srcDir` (default: this `api/src`): file and arrow counts, the circles (each with its
 * folders, whether every arrow inside is type-only, and its members), the arrows from a shared
 * mechanism to a domain, those into another domain's internals, and the files importing `server.ts`.
 */
export function importGraph(srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')) {
  const files = walk(srcDir);
  const edges = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(re)) {
      const spec = m[3] ?? m[4];
      const to = resolveImport(f, spec);
      if (!to || !to.startsWith(srcDir)) continue;
      edges.push({ from: relative(srcDir, f), to: relative(srcDir, to), typeOnly: Boolean(m[2]) });
    }
  }

  const top = (p) => (p.includes('/') ? p.split('/')[0] : '(root)');
  const adj = new Map(files.map((f) => [relative(srcDir, f), []]));
  for (const e of edges) adj.get(e.from).push(e.to);

  // Tarjan's strongly connected components (iterative enough for a few hundred files).
  let index = 0;
  const idx = new Map(), low = new Map(), onStack = new Set(), stack = [], sccs = [];
  function strong(v) {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); onStack.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = []; let w;
      do { w = stack.pop(); onStack.delete(w); c.push(w); } while (w !== v);
      if (c.length > 1) sccs.push(c.sort());
    }
  }
  for (const v of adj.keys()) if (!idx.has(v)) strong(v);

  const circles = sccs.map((c) => {
    const set = new Set(c);
    const inner = edges.filter((e) => set.has(e.from) && set.has(e.to));
    return { files: c.length, folders: [...new Set(c.map(top))].sort(), typeOnly: inner.every((e) => e.typeOnly), members: c };
  });
  const mechanismToDomain = edges.filter((e) => mechanisms.includes(top(e.from)) && domains.includes(top(e.to)));
  const intoInternals = edges.filter(
    (e) => domains.includes(top(e.from)) && domains.includes(top(e.to)) && top(e.from) !== top(e.to) &&
      !/^[^/]+\/(index|schema(-[a-z-]+)?)\.ts$/.test(e.to),
  );
  const toServer = edges.filter((e) => e.to === 'server.ts');
  return {
    files: files.length,
    arrows: edges.length,
    circles,
    mechanismToDomain: mechanismToDomain.map((e) => `${e.from} -> ${e.to}`),
    domainIntoInternals: intoInternals.map((e) => `${e.from} -> ${e.to}`),
    importServer: toServer.map((e) => e.from),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(JSON.stringify({
    ...graph,
    circles: graph.circles.map(({ members, ...c }) => ({ ...c, sample: members.slice(0, 6) })),
    filesInCircles: graph.circles.reduce((n, c) => n + c.files, 0),
  }, null, 1));
}
