import { z } from 'zod';
import type { Role } from '../accounts/roles.js';
import { backOfficeMessages } from './messages.js';

/** Issue 18 item 5: who an announcement is for. */
export const AnnouncementAudience = z.enum(['clients', 'merchants', 'all']);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;

export const SaveAnnouncement = z
  .object({
    title: z.string().trim().min(1, 'Title is required.').max(ANNOUNCEMENT_TITLE_MAX),
    body: z.string().trim().min(1, 'Message is required.').max(ANNOUNCEMENT_BODY_MAX),
    audience: AnnouncementAudience,
    /** Singapore dates, inclusive. */
    starts_on: z.iso.date(),
    ends_on: z.iso.date(),
  })
  .refine((a) => a.ends_on >= a.starts_on, {
    path: ['ends_on'],
    message: backOfficeMessages.announcementDates,
  });
export type SaveAnnouncement = z.infer<typeof SaveAnnouncement>;

export const AnnouncementView = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: AnnouncementAudience,
  starts_on: z.string(),
  ends_on: z.string(),
  created_at: z.string(),
});
export type AnnouncementView = z.infer<typeof AnnouncementView>;
export const AnnouncementList = z.array(AnnouncementView);
export type AnnouncementList = z.infer<typeof AnnouncementList>;

/** The notification action an announcement is delivered with. */
export const ANNOUNCEMENT_ACTION = 'announcement';

/**
 * Which audience reaches a role: clients the clients, merchants the merchants, all every signed-in user
 * but the admins who write them (project managers included).
 */
export function audienceReaches(audience: AnnouncementAudience, role: Role): boolean {
  if (role === 'admin') return false;
  if (audience === 'all') return true;
  return audience === 'clients' ? role === 'client' : role === 'merchant';
}

/** The audiences a role reads (for the server's query). */
export const audiencesOf = (role: Role): AnnouncementAudience[] =>
  AnnouncementAudience.options.filter((a) => audienceReaches(a, role));

/** Today in Singapore as YYYY-MM-DD: announcements run by Singapore dates. */
export function singaporeToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Live from its start date to its end date, both inclusive. */
export const isAnnouncementLive = (a: Pick<AnnouncementView, 'starts_on' | 'ends_on'>, today: string) =>
  a.starts_on <= today && today <= a.ends_on;
