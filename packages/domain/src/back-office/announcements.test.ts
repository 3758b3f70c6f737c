import { describe, expect, it } from 'vitest';
import {
  audienceReaches,
  audiencesOf,
  isAnnouncementLive,
  SaveAnnouncement,
  singaporeToday,
} from './announcements.js';

describe('announcements (issue 18 item 5)', () => {
  it('reaches its audience: clients, merchants, or all signed-in users but admins', () => {
    expect(audienceReaches('clients', 'client')).toBe(true);
    expect(audienceReaches('clients', 'merchant')).toBe(false);
    expect(audienceReaches('merchants', 'merchant')).toBe(true);
    expect(audienceReaches('all', 'project_manager')).toBe(true);
    expect(audienceReaches('all', 'admin')).toBe(false);
    expect(audiencesOf('client')).toEqual(['clients', 'all']);
    expect(audiencesOf('admin')).toEqual([]);
  });

  it('is live from its start date to its end date inclusive, by the Singapore date', () => {
    const a = { starts_on: '2026-11-24', ends_on: '2026-11-30' };
    expect(isAnnouncementLive(a, '2026-11-23')).toBe(false);
    expect(isAnnouncementLive(a, '2026-11-24')).toBe(true);
    expect(isAnnouncementLive(a, '2026-11-30')).toBe(true);
    expect(isAnnouncementLive(a, '2026-12-01')).toBe(false);
    // 23:30 in London on the 23rd is 07:30 on the 24th in Singapore (UTC+8).
    expect(singaporeToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('refuses an end before the start', () => {
    const base = { title: 'Closed', body: 'Office closed', audience: 'all' as const };
    const bad = SaveAnnouncement.safeParse({ ...base, starts_on: '2026-12-02', ends_on: '2026-12-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The end date must be on or after the start date.');
    expect(
      SaveAnnouncement.safeParse({ ...base, starts_on: '2026-12-01', ends_on: '2026-12-01' }).success,
    ).toBe(true);
  });
});
