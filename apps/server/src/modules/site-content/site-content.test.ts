import type { FaqItem, PressMention, Testimonial } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteContent } from '../../db/seed/site-content.js';
import { faqSeed, pressSeed, testimonialSeed } from '../../db/seed/site-content-data.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: T }>().result;
};

describe('site content', () => {
  it('is empty before seeding, then serves the seed in order to visitors', async () => {
    expect(await get<FaqItem[]>('faq')).toEqual([]);
    await seedSiteContent(t.database.db);
    const faq = await get<FaqItem[]>('faq');
    expect(faq.map((f) => f.title)).toEqual(faqSeed.map((f) => f.title));
    const testimonials = await get<Testimonial[]>('testimonial');
    expect(testimonials.map((x) => x.data.name)).toEqual(testimonialSeed.map((x) => x.name));
    // Spec §1: "Testimonial ratings are 5 (one is 6)".
    expect(testimonials.map((x) => x.data.rating).sort()).toEqual([5, 5, 5, 5, 6]);
    expect(testimonials.every((x) => x.photos.length > 1 && x.data.content.includes('\n'))).toBe(true);
    const press = await get<PressMention[]>('press');
    expect(press).toHaveLength(pressSeed.length);
    expect(press[0]).toMatchObject({
      name: pressSeed[0]!.name,
      logo: expect.stringMatching(/^\/press\/.+\.svg$/),
    });
  });

  it('seeds each table only while it is empty', async () => {
    await seedSiteContent(t.database.db);
    expect(await get<FaqItem[]>('faq')).toHaveLength(faqSeed.length);
  });
});
