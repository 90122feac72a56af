import type { Job, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * The API's background job queue: pg-boss (a well-kept PostgreSQL job queue) on the API's own
 * database, in its schema `pgboss` (docs/software.md "Refresh"):
 * - embedded PGlite: pg-boss runs over the same PGlite instance through its `fromPglite` adapter
 *   (`backend: 'pglite'`); PGlite serializes the statements of both;
 * - PostgreSQL (`DATABASE_URL`): pg-boss opens its own small pool (2 connections) on the same URL.
 *
 * Jobs are rows of `pgboss.job`: a job sent before the API stops is fetched by the worker of the
 * next API process on start; a job whose process died while it ran expires and is retried.
 */

/** Settings of the job queue (`ServerConfig.jobs`). */
export interface JobsConfig {
  /** Run the workers in this process (false: only send jobs; another process, or a later start, runs them). */
  worker: boolean;
  /**
   * Minimum time between the end of an integration's last refresh and the next one, in ms
   * (`KANRI_REFRESH_MIN_INTERVAL_S`, default 60 s): an earlier trigger answers RATE_LIMITED.
   */
  refreshMinIntervalMs: number;
  /** How often an idle worker looks for jobs, in seconds (`KANRI_JOB_POLL_S`, default 2; pg-boss's minimum is 0.5). */
  pollIntervalSeconds: number;
}

/** The defaults, read from the environment: worker on, 60 s between refreshes, polling every 2 s. */
export function defaultJobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  const seconds = (value: string | undefined, fallback: number) => (value !== undefined && value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback);
  return {
    worker: env.KANRI_JOB_WORKER !== '0',
    refreshMinIntervalMs: seconds(env.KANRI_REFRESH_MIN_INTERVAL_S, 60) * 1000,
    pollIntervalSeconds: Math.max(0.5, seconds(env.KANRI_JOB_POLL_S, 2)),
  };
}

/** A queue's handler: one job at a time; a throw fails that job's attempt (retried up to `retryLimit`). */
export type JobHandler<T> = (job: Job<T> & { retryLimit: number }) => Promise<void>;

/** One queue this process defines, with its handler. */
export interface QueueDefinition<T> {
  name: string;
  /** Retries after a failed or expired attempt (an API that died mid-job). */
  retryLimit: number;
  /** Seconds a job may stay active before it counts as lost and is retried. */
  expireInSeconds: number;
  handler: JobHandler<T>;
}

interface PGliteClient {
  query: (...args: never[]) => unknown;
  exec: (...args: never[]) => unknown;
  waitReady?: Promise<void>;
}

/** The database a Drizzle `Db` runs on: PGlite (has `exec`) or a node-postgres pool (has `options.connectionString`). */
function clientOf(db: Db): { pglite: PGliteClient } | { connectionString: string } {
  const client = (db as unknown as { $client: unknown }).$client as Partial<PGliteClient> & { options?: { connectionString?: string } };
  if (typeof client?.exec === 'function' && typeof client.query === 'function') return { pglite: client as PGliteClient };
  if (client?.options?.connectionString) return { connectionString: client.options.connectionString };
  throw new Error('job queue: the database is neither PGlite nor a node-postgres pool with a connection string');
}

/**
 * The job queue of one API process: `start()` creates the schema (first time), the queues and,
 * when `config.worker`, their workers; `send()` adds a job; `stop()` waits up to 5 s for running
 * jobs and closes pg-boss (never the API's own database).
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private readonly definitions: QueueDefinition<never>[] = [];

  constructor(
    private readonly db: Db,
    readonly config: JobsConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Declares a queue and its handler (before `start`). */
  define<T>(definition: QueueDefinition<T>): void {
    this.definitions.push(definition as unknown as QueueDefinition<never>);
  }

  /**
   * Starts pg-boss when the database has its schema (a job may be waiting from an earlier process);
   * otherwise the first `send` starts it. A fresh database (every API test) thus never pays for
   * the queue's schema unless it sends a job.
   */
  async startIfUsed(): Promise<void> {
    const [row] = await queryRows<{ used: boolean }>(this.db, sql`select to_regclass('pgboss.job') is not null as used`);
    if (row?.used) await this.start();
  }

  /** Starts pg-boss once; later calls wait for the same start. */
  start(): Promise<void> {
    this.starting ??= this.doStart();
    return this.starting;
  }

  private async doStart(): Promise<void> {
    const target = clientOf(this.db);
    // pg-boss is loaded when the queue starts (a database that has its schema, or the first job),
    // not with the API (issue 28 "Memory": ~6 MB of heap an API that never sends a job does not need)
    const { PgBoss, fromPglite } = await import('pg-boss');
    const common = { schedule: false, registerInstance: false, openTelemetry: { enabled: false } } as const;
    const boss =
      'pglite' in target
        ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(target.pglite as never) })
        : new PgBoss({ ...common, connectionString: target.connectionString, max: 2, application_name: 'kanri-jobs' });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const d of this.definitions) {
      if (!(await boss.getQueue(d.name))) await boss.createQueue(d.name, { retryLimit: d.retryLimit, retryDelay: 2, expireInSeconds: d.expireInSeconds });
      if (this.config.worker) {
        // up to 5 jobs a fetch, run one after the other and settled one by one; while fetches come
        // back full the worker fetches again at once (a refresh-all does not wait a poll per job)
        await boss.work(
          d.name,
          { pollingIntervalSeconds: this.config.pollIntervalSeconds, includeMetadata: true, batchSize: 5, burstWhenBatchFull: true, perJobResults: true },
          async (jobs) => {
            const results: { id: string; status: 'completed' | 'failed'; output?: object }[] = [];
            for (const job of jobs) {
              try {
                await d.handler(job as never);
                results.push({ id: job.id, status: 'completed' });
              } catch (error) {
                results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
              }
            }
            return results;
          },
        );
      }
    }
    this.boss = boss;
  }

  /**
   * Adds a job to `queue` (starting the queue first if needed); returns the job id.
   * @throws when the queue cannot be started or the insert fails
   */
  async send<T extends object>(queue: string, data: T): Promise<string | null> {
    await this.start();
    return this.boss!.send(queue, data);
  }

  /** Stops the workers (running jobs get up to 5 s) and closes pg-boss; a no-op when never started. */
  async stop(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    const boss = this.boss;
    this.boss = null;
    this.starting = null;
    if (boss) await boss.stop({ graceful: true, timeout: 5000, close: true });
  }
}
