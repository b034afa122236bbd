import { describe, expect, it } from 'vitest';
import { currentEntry, navigationFor } from './navigation';

describe('navigation', () => {
  it('hides the dashboard from video reviewers, who lack viewDashboard', () => {
    expect(navigationFor(['campusReview']).map((entry) => entry.key)).toEqual(['help']);
    expect(navigationFor(['customerAdmin']).map((entry) => entry.key)).toEqual([
      'dashboard',
      'help',
    ]);
  });

  it('marks the area that contains the path', () => {
    const entries = navigationFor(['customerAdmin']);
    expect(currentEntry(entries, '/')?.key).toBe('dashboard');
    expect(currentEntry(entries, '/help/shortcuts')?.key).toBe('help');
    expect(currentEntry(entries, '/helpdesk')).toBeUndefined();
  });
});
