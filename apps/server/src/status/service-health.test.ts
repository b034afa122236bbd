import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ffmpegCheck,
  ServiceHealth,
  storageCheck,
  type HealthCheck,
  type HealthLevel,
} from './service-health';

function fixedCheck(name: string, status: HealthLevel, problem?: string): HealthCheck {
  return { name, check: async () => (problem ? { status, problem } : { status }) };
}

describe('ServiceHealth', () => {
  const now = () => new Date('2026-11-22T11:00:00Z');

  it('is operational with no message when every part is', async () => {
    const health = new ServiceHealth(
      [fixedCheck('Database', 'operational'), fixedCheck('Storage', 'operational')],
      now,
    );
    expect(await health.report()).toEqual({
      status: 'operational',
      components: [
        { name: 'Database', status: 'operational' },
        { name: 'Storage', status: 'operational' },
      ],
      message: null,
      updatedAt: '2026-11-22T11:00:00.000Z',
    });
  });

  it('takes the worst part for the whole and says what each failing part lacks', async () => {
    const health = new ServiceHealth(
      [
        fixedCheck('Job queue', 'degraded', 'Jobs wait.'),
        fixedCheck('Database', 'major_outage', 'The database does not answer.'),
        fixedCheck('Storage', 'operational'),
      ],
      now,
    );
    const report = await health.report();
    expect(report.status).toBe('major_outage');
    expect(report.message).toBe('Jobs wait. The database does not answer.');
  });

  it('reports a missing ffmpeg and an unwritable storage folder', async () => {
    expect(await ffmpegCheck('studio-no-such-ffmpeg').check()).toEqual({
      status: 'partial_outage',
      problem: 'ffmpeg was not found: uploads and live streams cannot be processed.',
    });
    const folder = await mkdtemp(join(tmpdir(), 'studio-health-'));
    const aFile = join(folder, 'not-a-folder');
    await writeFile(aFile, '');
    expect(await storageCheck(join(aFile, 'storage')).check()).toEqual({
      status: 'partial_outage',
      problem: 'The storage folder cannot be written.',
    });
  });
});
