import { describe, expect, it } from 'vitest';
import { capabilitiesForRoles } from './capabilities.js';

describe('capabilitiesForRoles', () => {
  it('gives staff capabilities only to the platform admin', () => {
    expect(capabilitiesForRoles(['resiAdmin'])).toContain('sudoAdmin');
    expect(capabilitiesForRoles(['customerAdmin'])).not.toContain('sudoAdmin');
    expect(capabilitiesForRoles(['customerAdmin'])).toContain('users.manage');
  });

  it('keeps video reviewers to review and reading', () => {
    expect(capabilitiesForRoles(['campusReview'])).toEqual([
      'customers.get',
      'events.get',
      'mediaLibrary.get',
      'campusReview',
    ]);
  });

  it('merges several roles without duplicates and ignores unknown ones', () => {
    const merged = capabilitiesForRoles(['eventAdmin', 'controlEncoder', 'unknownRole']);
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged).toContain('socialMediaEvents.publish');
    expect(merged).toContain('encoders.manage');
  });
});
