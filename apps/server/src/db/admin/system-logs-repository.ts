import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from '../organisation-scoped-repository';
import { systemLogs } from './schema';

export type SystemLogRow = typeof systemLogs.$inferSelect;
export type SystemLogLevel = SystemLogRow['level'];
export type SystemLogSubjectType = NonNullable<SystemLogRow['subjectType']>;

/** What happened, about what, by whom and in which organisation. */
export interface SystemLogEntry {
  level: SystemLogLevel;
  message: string;
  subject?: { type: SystemLogSubjectType; id: string };
  /** The person who acted (staff acting inside a customer organisation stay themselves here). */
  actorUserId?: string | null;
  /** The organisation the action happened in. */
  organisationId?: string | null;
}

const MESSAGE_LIMIT = 2000;

/**
 * Writes one system log entry. The one way anything records an event staff should see: sign-ins,
 * organisation switches, removals, plan changes here; encoder errors from the live slice
 * (`recordSystemLog(services.db, { level: 'warning', message, subject: { type: 'encoder', id } })`).
 */
export async function recordSystemLog(
  db: Database,
  entry: SystemLogEntry,
  at: Date = new Date(),
): Promise<SystemLogRow> {
  const [row] = await db
    .insert(systemLogs)
    .values({
      id: randomUUID(),
      level: entry.level,
      message: entry.message.slice(0, MESSAGE_LIMIT),
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      actorUserId: entry.actorUserId ?? null,
      organisationId: entry.organisationId ?? null,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** The studio route a subject opens, where the admin area has one. */
export function subjectLinkOf(type: SystemLogSubjectType | null, id: string | null): string | null {
  if (!type || !id) return null;
  switch (type) {
    case 'encoder':
      return `/encoders/${id}`;
    case 'decoder':
      return `/hardware/${id}`;
    case 'customer':
      return `/admin/organizations/${id}`;
    case 'event':
      return `/schedule/event/${id}`;
    case 'user':
      return null;
  }
}

export interface SystemLogFilter extends PageRequest {
  start: Date;
  end?: Date;
  level?: SystemLogLevel;
}

/** Every organisation's entries (staff read them all), newest first. */
export class SystemLogsRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  record(entry: SystemLogEntry): Promise<SystemLogRow> {
    return recordSystemLog(this.db, entry, this.now());
  }

  async list(filter: SystemLogFilter): Promise<Page<SystemLogRow>> {
    const page = filter.page ?? 0;
    const size = filter.size ?? DEFAULT_PAGE_SIZE;
    const conditions: SQL[] = [gte(systemLogs.createdAt, filter.start)];
    if (filter.end) conditions.push(lte(systemLogs.createdAt, filter.end));
    if (filter.level) conditions.push(eq(systemLogs.level, filter.level));
    const where = and(...conditions);
    const [items, [counted]] = await Promise.all([
      this.db
        .select()
        .from(systemLogs)
        .where(where)
        .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(systemLogs).where(where),
    ]);
    const total = counted?.total ?? 0;
    return { items, total, page, size, hasNext: (page + 1) * size < total };
  }
}
