import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobs } from '../db/jobs/schema';

/** The status values of the contract's `ServiceStatus`, best first. */
export const HEALTH_LEVELS = [
  'operational',
  'degraded',
  'partial_outage',
  'major_outage',
  'maintenance',
] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

export interface ComponentHealth {
  name: string;
  status: HealthLevel;
  /** Why it is not operational, in words a person can act on; absent when it is. */
  problem?: string;
}

/** One part of the server whose health the status page reports. */
export interface HealthCheck {
  name: string;
  check(): Promise<Omit<ComponentHealth, 'name'>>;
}

export interface ServiceHealthReport {
  status: HealthLevel;
  components: { name: string; status: HealthLevel }[];
  message: string | null;
  updatedAt: string;
}

/** Pending work this much past its time means no worker is taking jobs. */
export const JOB_BACKLOG_GRACE_MS = 5 * 60_000;

export function databaseCheck(db: Database): HealthCheck {
  return {
    name: 'Database',
    async check() {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'operational' };
      } catch {
        return { status: 'major_outage', problem: 'The database does not answer.' };
      }
    },
  };
}

export function jobQueueCheck(db: Database, now: () => Date): HealthCheck {
  return {
    name: 'Job queue',
    async check() {
      try {
        const overdueBefore = new Date(now().getTime() - JOB_BACKLOG_GRACE_MS);
        const [row] = await db
          .select({ overdue: count() })
          .from(jobs)
          .where(and(eq(jobs.state, 'pending'), lt(jobs.runAt, overdueBefore)));
        const overdue = row?.overdue ?? 0;
        if (overdue === 0) return { status: 'operational' };
        return {
          status: 'degraded',
          problem: `${overdue} background ${overdue === 1 ? 'job is' : 'jobs are'} waiting longer than 5 minutes.`,
        };
      } catch {
        return { status: 'partial_outage', problem: 'The job queue cannot be read.' };
      }
    },
  };
}

/**
 * Whether `ffmpeg -version` runs; library processing and live relays need it. A found ffmpeg is
 * remembered: it does not disappear while the server runs, and a process per status poll would
 * cost more than the answer.
 */
export function ffmpegCheck(command = 'ffmpeg'): HealthCheck {
  let found = false;
  return {
    name: 'Media processing',
    async check() {
      if (!found)
        found = await new Promise<boolean>((resolve) => {
          execFile(command, ['-version'], { timeout: 10_000 }, (error) => resolve(!error));
        });
      return found
        ? { status: 'operational' }
        : {
            status: 'partial_outage',
            problem: 'ffmpeg was not found: uploads and live streams cannot be processed.',
          };
    },
  };
}

/** Whether the storage folder exists (or can be made) and may be written. */
export function storageCheck(storageDir: string): HealthCheck {
  return {
    name: 'Storage',
    async check() {
      try {
        await mkdir(storageDir, { recursive: true });
        await access(storageDir, constants.W_OK);
        return { status: 'operational' };
      } catch {
        return { status: 'partial_outage', problem: 'The storage folder cannot be written.' };
      }
    },
  };
}

function worst(levels: readonly HealthLevel[]): HealthLevel {
  return levels.reduce<HealthLevel>(
    (worstSoFar, level) =>
      HEALTH_LEVELS.indexOf(level) > HEALTH_LEVELS.indexOf(worstSoFar) ? level : worstSoFar,
    'operational',
  );
}

/** The server's own health for `getServiceStatus`: every check runs on each request. */
export class ServiceHealth {
  constructor(
    private readonly checks: readonly HealthCheck[],
    private readonly now: () => Date,
  ) {}

  async report(): Promise<ServiceHealthReport> {
    const components = await Promise.all(
      this.checks.map(async (healthCheck): Promise<ComponentHealth> => ({
        name: healthCheck.name,
        ...(await healthCheck.check()),
      })),
    );
    const problems = components.flatMap((component) =>
      component.problem ? [component.problem] : [],
    );
    return {
      status: worst(components.map((component) => component.status)),
      components: components.map(({ name, status }) => ({ name, status })),
      message: problems.length > 0 ? problems.join(' ') : null,
      updatedAt: this.now().toISOString(),
    };
  }
}
