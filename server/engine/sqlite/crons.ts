/**
 * Cron jobs on the embedded engine, as Convex defines them: the default export of
 * `convex/crons.ts` is a `cronJobs()` object (`convex/server`) whose `crons` record holds,
 * per job name, the function's name, its arguments (`[args]` in JSON form) and a schedule:
 * `interval` (seconds, minutes or hours), `hourly`, `daily`, `weekly`, `monthly` (times in
 * UTC) or `cron` (a five-field cron string). Each job runs its mutation or action with no
 * identity when due. As on Convex, a job never overlaps itself: a run that is still going
 * when the next falls due delays it, and runs missed while the process was stopped are
 * not made up (the next run is the next due time from now).
 */
import { realNow, realSetTimeout, runUnrestricted } from "./determinism";

export type CronSchedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

/** One job of `cronJobs().crons`: the function's udf path, `[args]` (JSON), the schedule. */
export interface CronSpec {
  name: string;
  args: unknown[];
  schedule: CronSchedule;
}

const DAYS_OF_WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MINUTE_MS = 60_000;

/** The allowed values of one cron field (`*`, `5`, `1-5`, `*\/15`, `1,3,5`, `0-30/10`). */
function parseField(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    let [from, to] = [min, max];
    if (range !== "*") {
      const [a, b] = range.split("-").map(Number);
      from = a;
      to = b ?? (stepText === undefined ? a : max);
    }
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max) {
      throw new Error(`Invalid cron field "${field}"`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

interface CronFields {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Whether day-of-month and day-of-week were both restricted (cron then ORs them). */
  eitherDay: boolean;
}

/** A five-field cron string ("minute hour day-of-month month day-of-week", UTC). */
export function parseCron(cron: string): CronFields {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Invalid cron string "${cron}": five fields expected`);
  const [minute, hour, day, month, weekday] = fields;
  const weekdays = parseField(weekday, 0, 7);
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    minutes: parseField(minute, 0, 59),
    hours: parseField(hour, 0, 23),
    days: parseField(day, 1, 31),
    months: parseField(month, 1, 12),
    weekdays,
    eitherDay: day !== "*" && weekday !== "*",
  };
}

function cronOf(schedule: Exclude<CronSchedule, { type: "interval" }>): string {
  const minute = "minuteUTC" in schedule ? (schedule.minuteUTC ?? 0) : 0;
  switch (schedule.type) {
    case "hourly":
      return `${minute} * * * *`;
    case "daily":
      return `${minute} ${schedule.hourUTC} * * *`;
    case "weekly":
      return `${minute} ${schedule.hourUTC} * * ${DAYS_OF_WEEK.indexOf(schedule.dayOfWeek)}`;
    case "monthly":
      return `${minute} ${schedule.hourUTC} ${schedule.day} * *`;
    case "cron":
      return schedule.cron;
  }
}

function intervalMs(schedule: Extract<CronSchedule, { type: "interval" }>): number {
  const ms =
    (schedule.seconds ?? 0) * 1000 +
    (schedule.minutes ?? 0) * MINUTE_MS +
    (schedule.hours ?? 0) * 60 * MINUTE_MS;
  if (!(ms > 0)) throw new Error("A cron interval must be longer than zero");
  return ms;
}

function dayMatches(fields: CronFields, date: Date): boolean {
  const byDay = fields.days.has(date.getUTCDate());
  const byWeekday = fields.weekdays.has(date.getUTCDay());
  return fields.eitherDay ? byDay || byWeekday : byDay && byWeekday;
}

/** The first whole UTC minute strictly after `after` (ms) that the cron fields allow. */
function nextCronTime(fields: CronFields, after: number): number {
  const date = new Date(Math.floor(after / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  // Five years of candidate days covers every satisfiable schedule (29 February included).
  const limit = after + 5 * 366 * 24 * 60 * MINUTE_MS;
  while (date.getTime() <= limit) {
    if (!fields.months.has(date.getUTCMonth() + 1)) {
      date.setUTCMonth(date.getUTCMonth() + 1, 1);
      date.setUTCHours(0, 0, 0, 0);
    } else if (!dayMatches(fields, date)) {
      date.setUTCDate(date.getUTCDate() + 1);
      date.setUTCHours(0, 0, 0, 0);
    } else if (!fields.hours.has(date.getUTCHours())) {
      date.setUTCHours(date.getUTCHours() + 1, 0, 0, 0);
    } else if (!fields.minutes.has(date.getUTCMinutes())) {
      date.setUTCMinutes(date.getUTCMinutes() + 1, 0, 0);
    } else {
      return date.getTime();
    }
  }
  throw new Error("The cron schedule never falls due");
}

/**
 * When a job with this schedule runs next after `after` (ms since the epoch): an interval
 * job one interval later, the others at their next due UTC minute.
 */
export function nextRunTime(schedule: CronSchedule, after: number): number {
  if (schedule.type === "interval") return after + intervalMs(schedule);
  return nextCronTime(parseCron(cronOf(schedule)), after);
}

/** Runs a job's function; resolves when it has finished (its failure already logged). */
export type CronCall = (udfPath: string, args: unknown) => Promise<void>;

/**
 * The jobs of the app's `crons` module (`convex/crons.ts`; `root` is the modules map's
 * prefix of convex/), or none when it has none: the module's default export, a `Crons`
 * object (`cronJobs()`), read through its `crons` record.
 */
export async function loadCronSpecs(
  modules: Record<string, () => Promise<unknown>>,
  root: string,
): Promise<Record<string, CronSpec>> {
  const loader = modules[`${root}crons.ts`] ?? modules[`${root}crons.js`];
  if (loader === undefined) return {};
  const exported = ((await loader()) as { default?: unknown }).default as
    { isCrons?: boolean; crons?: Record<string, CronSpec> } | undefined;
  if (exported?.isCrons !== true || exported.crons === undefined) {
    throw new Error("convex/crons.ts must export default cronJobs() (from convex/server)");
  }
  for (const spec of Object.values(exported.crons)) nextRunTime(spec.schedule, 0);
  return exported.crons;
}

/** The timers of the app's cron jobs; `stop()` ends them (a run under way finishes). */
export class CronRunner {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly specs: Record<string, CronSpec>,
    private readonly call: CronCall,
  ) {}

  /** Arms every job for its first due time from now. */
  start(): void {
    for (const [id, spec] of Object.entries(this.specs)) {
      this.arm(id, spec, nextRunTime(spec.schedule, realNow()));
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(id: string, spec: CronSpec, at: number) {
    if (this.stopped) return;
    const timer = runUnrestricted(() =>
      realSetTimeout(() => void this.fire(id, spec, at), Math.max(0, at - realNow())),
    );
    timer.unref?.();
    this.timers.set(id, timer);
  }

  private async fire(id: string, spec: CronSpec, due: number) {
    this.timers.delete(id);
    if (this.stopped) return;
    await this.call(spec.name, spec.args[0] ?? {});
    // The next due time after this one, or after now if the run outlasted it (not made up).
    let next = nextRunTime(spec.schedule, due);
    if (next <= realNow()) next = nextRunTime(spec.schedule, realNow());
    this.arm(id, spec, next);
  }
}
