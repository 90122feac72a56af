import type { AppContext } from '../http/context';
import type { Db } from '../db/client';
import { applyDueLeavings } from './leaving';
import { applyDuePlans } from './organization/plans';
import { tokyoToday } from '../lib/tokyo-date';

/**
 * The HR calendar (docs/people.md "Leaving and alumni"): what happens to people on a date, run once
 * at server start and then every day just after midnight in Asia/Tokyo. pg-boss runs with
 * `schedule: false` (no cron), so the daily run is a timer of this process; the work itself is
 * idempotent (a day's run changes nothing the second time), so several API processes, a restart or
 * a missed day are harmless: the next run catches up on every date before today.
 *
 * Steps, in order: `applyDueLeavings` (LEAVING people whose last day is before today → ALUMNI),
 * `applyDuePlans` (scheduled organization plans whose effective date has come → applied, docs/people.md
 * "Organization plans").
 */
export async function runHrCalendar(db: Db, today: string): Promise<{ alumni: number; plans: number }> {
  const moved = await applyDueLeavings(db, today);
  const plans = await applyDuePlans(db, today);
  return { alumni: moved.length, plans: plans.length };
}

/** Milliseconds from `now` until 00:00:05 of the next day in Asia/Tokyo (UTC+9, no daylight saving). */
export function msUntilNextTokyoDay(now: Date): number {
  const tokyoMs = now.getTime() + 9 * 3_600_000;
  const nextMidnightTokyo = Math.floor(tokyoMs / 86_400_000 + 1) * 86_400_000;
  return nextMidnightTokyo - tokyoMs + 5_000;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type HrCalendarContext = Pick<AppContext, 'app' | 'config' | 'db'>;

/**
 * Runs the HR calendar when the server is ready (when this process runs jobs, `config.jobs.worker`;
 * `KANRI_JOB_WORKER=0` turns it off) and re-arms a timer for each next Tokyo day; the timer is
 * cleared when the server closes and never keeps the process alive. A failed run is logged and
 * retried on the next day's run.
 */
export function registerHrCalendar(ctx: HrCalendarContext, clock: () => Date = () => new Date()): void {
  if (!ctx.config.jobs.worker) return;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const run = async () => {
    try {
      const result = await runHrCalendar(ctx.db, tokyoToday(clock()));
      if (result.alumni || result.plans) ctx.app.log.info(result, 'hr calendar applied');
    } catch (error) {
      ctx.app.log.error({ err: error }, 'hr calendar failed');
    }
  };
  const arm = () => {
    if (closed) return;
    timer = setTimeout(() => void run().then(arm), msUntilNextTokyoDay(clock()));
    timer.unref();
  };
  ctx.app.addHook('onReady', async () => {
    await run();
    arm();
  });
  ctx.app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
