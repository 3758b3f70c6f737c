import { NO_TRACKING } from '@reno/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../test/api-mock';
import { GOOGLE_SCRIPT, TIKTOK_SCRIPT } from './pixels';
import { resetTrackingConfig, track, trackingSettled } from './tracking';

const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => resetTrackingConfig());
afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.fbq;
  delete window._fbq;
  delete window.ttq;
  delete window.gtag;
  delete window.TiktokAnalyticsObject;
});

describe('track', () => {
  it('with no TRACKING_* set, records the event for a tag manager and loads no pixel', async () => {
    const fetchMock = mockApi({ 'GET /tracking/config': () => ok(NO_TRACKING) });
    track('Lead', { content_name: 'ebook' });
    track('ViewContent');
    await trackingSettled();
    expect(window.dataLayer).toEqual([{ event: 'Lead', content_name: 'ebook' }, { event: 'ViewContent' }]);
    expect(scripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(window.ttq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    // The configuration is asked for once per page load.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed configuration call counts as no pixels', async () => {
    mockApi({});
    track('Lead');
    await trackingSettled();
    expect(scripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
  });

  it('sends Lead and ViewContent to each configured pixel, loading each script once', async () => {
    mockApi({
      'GET /tracking/config': () =>
        ok({
          metaPixelId: '123456789012345',
          tiktokPixelId: 'C4ABCDEFGHIJ1234',
          googleTagId: 'G-AB12CD34EF',
        }),
    });
    track('ViewContent', { content_name: 'Design Now' });
    track('Lead', { content_name: 'quotation_doctor' });
    await trackingSettled();

    expect(scripts()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      `${TIKTOK_SCRIPT}?sdkid=C4ABCDEFGHIJ1234&lib=ttq`,
      `${GOOGLE_SCRIPT}?id=G-AB12CD34EF`,
    ]);
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_name: 'Design Now' }],
      ['track', 'Lead', { content_name: 'quotation_doctor' }],
    ]);
    expect([...(window.ttq ?? [])]).toEqual([
      ['page'],
      ['track', 'ViewContent', { content_name: 'Design Now' }],
      ['track', 'SubmitForm', { content_name: 'quotation_doctor' }],
    ]);
    const gtagCalls = (window.dataLayer ?? [])
      .filter(
        (entry) =>
          !Array.isArray(entry) && typeof entry === 'object' && entry !== null && !('event' in entry),
      )
      .map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(gtagCalls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-AB12CD34EF'],
      ['event', 'view_item', { content_name: 'Design Now' }],
      ['event', 'generate_lead', { content_name: 'quotation_doctor' }],
    ]);
  });

  it('only the configured pixel is loaded', async () => {
    mockApi({ 'GET /tracking/config': () => ok({ ...NO_TRACKING, metaPixelId: '123456789012345' }) });
    track('Lead');
    await trackingSettled();
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(window.ttq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });
});
