import type { ShadowItDetectionTool, SoftwareCategory } from '@kanri/contracts';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';
import { seededUuid } from './seed-networks';

/**
 * Shadow IT of the demo company (001 §2 "Software" Alerts, §3 "Shadow-IT visit", "Shadow-IT app
 * row"): the web apps a Japanese company's staff use without approval (translation, generative AI,
 * file transfer, personal storage, design…) and the visits the detection tools saw in the 60 days
 * before `now` — by the company's people and by unknown users (an address no person matches:
 * private mail, a shared PC's account). Deterministic for a given `now`: the traceable apps' ids
 * derive from their names (`seededUuid('traceable-app:<name>')`), the visits come from a fixed PRNG
 * seed and are placed back from `now`, so the 7- and 30-day counts always have content.
 */

/** One traceable app: name, category (001 §3), site, the paths visited, the catalog app it can be integrated as, how popular it is. */
interface DemoTraceableApp {
  name: string;
  category: SoftwareCategory;
  websiteUrl: string;
  paths: readonly string[];
  /** Name of the marketplace catalog app (seed-apps.ts) it can be integrated as. */
  catalogApp?: string;
  /** Relative weight of its visits. */
  weight: number;
  /** How many distinct people use it. */
  people: number;
  /** How many unknown users use it. */
  unknown: number;
}

/** The traceable apps, in the order written. */
export const demoTraceableApps: readonly DemoTraceableApp[] = [
  { name: 'ChatGPT', category: 'AI', websiteUrl: 'https://chatgpt.com/', paths: ['/', '/c/', '/g/'], catalogApp: 'ChatGPT Enterprise', weight: 30, people: 28, unknown: 3 },
  { name: 'DeepL', category: 'AI', websiteUrl: 'https://www.deepl.com/', paths: ['/translator', '/write', '/ja/translator'], weight: 24, people: 22, unknown: 2 },
  { name: 'Google 翻訳', category: 'PRODUCTIVITY', websiteUrl: 'https://translate.google.com/', paths: ['/', '/?sl=ja&tl=en'], weight: 14, people: 15, unknown: 1 },
  { name: 'Claude', category: 'AI', websiteUrl: 'https://claude.ai/', paths: ['/new', '/chat/', '/projects'], weight: 10, people: 9, unknown: 1 },
  { name: 'ギガファイル便', category: 'GROUPWARE_STORAGE', websiteUrl: 'https://gigafile.nu/', paths: ['/', '/upload'], weight: 9, people: 8, unknown: 2 },
  { name: 'WeTransfer', category: 'GROUPWARE_STORAGE', websiteUrl: 'https://wetransfer.com/', paths: ['/', '/downloads/'], weight: 6, people: 6, unknown: 1 },
  { name: 'Canva', category: 'MARKETING', websiteUrl: 'https://www.canva.com/', paths: ['/design/', '/templates/'], catalogApp: 'Canva', weight: 8, people: 7, unknown: 0 },
  { name: 'Trello', category: 'PROJECT_MANAGEMENT', websiteUrl: 'https://trello.com/', paths: ['/b/', '/c/', '/u/boards'], weight: 7, people: 6, unknown: 0 },
  { name: 'Dropbox', category: 'GROUPWARE_STORAGE', websiteUrl: 'https://www.dropbox.com/', paths: ['/home', '/scl/fi/', '/transfer'], catalogApp: 'Dropbox Business', weight: 6, people: 5, unknown: 2 },
  { name: 'Notion（個人ワークスペース）', category: 'KNOWLEDGE_DOCUMENT', websiteUrl: 'https://www.notion.so/', paths: ['/', '/personal-'], catalogApp: 'Notion', weight: 5, people: 5, unknown: 0 },
  { name: 'Figma', category: 'PRODUCTIVITY', websiteUrl: 'https://www.figma.com/', paths: ['/files/recents-and-sharing', '/design/'], weight: 5, people: 4, unknown: 0 },
  { name: 'Evernote', category: 'KNOWLEDGE_DOCUMENT', websiteUrl: 'https://evernote.com/', paths: ['/client/web'], weight: 3, people: 3, unknown: 1 },
  { name: 'note', category: 'WEBSITE', websiteUrl: 'https://note.com/', paths: ['/notes/new', '/sitesettings/'], weight: 2, people: 2, unknown: 0 },
  { name: 'Miro', category: 'PRODUCTIVITY', websiteUrl: 'https://miro.com/', paths: ['/app/board/', '/app/dashboard/'], catalogApp: 'Miro', weight: 3, people: 3, unknown: 0 },
  { name: 'iLovePDF', category: 'PRODUCTIVITY', websiteUrl: 'https://www.ilovepdf.com/', paths: ['/ja/merge_pdf', '/ja/compress_pdf', '/ja/pdf_to_word'], weight: 4, people: 4, unknown: 1 },
  { name: 'Perplexity', category: 'AI', websiteUrl: 'https://www.perplexity.ai/', paths: ['/', '/search/'], weight: 2, people: 0, unknown: 1 },
];

/** Addresses the detection tools saw that no person of the company matches (the unknown users). */
export const demoUnknownUserEmails = [
  'kenji.yamamoto.1984@gmail.com',
  'hana-suzuki@yahoo.co.jp',
  'shared-pc-3f@kanri-shoji.example',
  'guest.wifi@kanri-shoji.example',
  'intern2025@outlook.jp',
] as const;

const tools: readonly (readonly [ShadowItDetectionTool, number])[] = [['BROWSER_EXTENSION', 6], ['WEB_PROXY', 3], ['DNS_FILTER', 1]];
const day = 86_400_000;

/** Options of `seedShadowIt`. */
export interface SeedShadowItOptions {
  companyId: string;
  /** The catalog apps' ids by name (seed-apps.ts `seedAppCatalog`). */
  appIds: ReadonlyMap<string, string>;
  /** The company's people who may visit (id and e-mail), in seed order. */
  people: readonly { id: string; email: string }[];
  /** The visits are placed in the 60 days before this time. */
  now: Date;
  /** Visits in total (default 900). */
  visits?: number;
}

/**
 * Writes the traceable apps (global, fixed ids; `integratableAppId` from `appIds` where the catalog
 * has the app) and the company's visits. Each app draws its visitors from its own pool of people
 * and unknown users; about one visit in eight is by an unknown user (`person_id` null). Returns the
 * traceable apps' ids by name.
 */
export async function seedShadowIt(db: Db, options: SeedShadowItOptions): Promise<Map<string, string>> {
  const rnd = prng(20_251_101);
  const { companyId, appIds, people, now } = options;
  const apps = demoTraceableApps.map((a) => ({
    id: seededUuid(`traceable-app:${a.name}`),
    name: a.name,
    avatarUrl: null,
    category: a.category,
    websiteUrl: a.websiteUrl,
    integratableAppId: (a.catalogApp && appIds.get(a.catalogApp)) || null,
  }));
  await db.insert(t.traceableApps).values(apps);
  if (people.length === 0) return new Map(apps.map((a) => [a.name, a.id]));

  // each app's visitors: a fixed pool of people (spread over the company) and unknown users
  const pools = demoTraceableApps.map((a) => ({
    people: Array.from({ length: Math.min(a.people, people.length) }, () => rnd.pick(people)),
    unknown: Array.from({ length: a.unknown }, () => rnd.pick(demoUnknownUserEmails)),
  }));
  const weights = demoTraceableApps.map((a, i) => [i, a.weight] as const);
  const total = options.visits ?? 900;
  const rows: (typeof t.shadowItVisits.$inferInsert)[] = [];
  for (let n = 0; n < total; n++) {
    const i = rnd.weighted(weights);
    const app = demoTraceableApps[i]!;
    const pool = pools[i]!;
    const unknown = pool.unknown.length > 0 && (pool.people.length === 0 || rnd.next() < 0.125);
    const person = unknown ? null : rnd.pick(pool.people);
    // recent days are busier: the power of 1.5 pulls visits towards `now`
    const ago = Math.floor(rnd.next() ** 1.5 * 60 * day);
    rows.push({
      id: rnd.uuid(),
      companyId,
      traceableAppId: apps[i]!.id,
      personId: person?.id ?? null,
      userEmail: person?.email ?? rnd.pick(pool.unknown),
      url: new URL(rnd.pick(app.paths), app.websiteUrl).toString(),
      detectionTool: rnd.weighted(tools),
      visitedAt: new Date(now.getTime() - ago),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.shadowItVisits).values(rows.slice(i, i + 500));
  return new Map(apps.map((a) => [a.name, a.id]));
}
