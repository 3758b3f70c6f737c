import { type PublicTrackingConfig } from '@reno/domain';

/**
 * The advertising pixels, loaded only when their id is configured. Each follows its vendor's official
 * snippet: a queue stub is installed first, so calls made while the script loads are not lost.
 */
type Queue = unknown[];

interface MetaPixel {
  (...args: unknown[]): void;
  queue: Queue;
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
  push: MetaPixel;
}

type TikTokQueue = unknown[][] & {
  track?: (...args: unknown[]) => void;
  page?: (...args: unknown[]) => void;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
};

declare global {
  interface Window {
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    ttq?: TikTokQueue;
    TiktokAnalyticsObject?: string;
    gtag?: (...args: unknown[]) => void;
  }
}

export type PixelEvent = 'ViewContent' | 'Lead';

function addScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

const META_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const TIKTOK_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';
export const GOOGLE_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

function loadMeta(id: string) {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as MetaPixel;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq ??= fbq;
  addScript(META_SCRIPT);
  fbq('init', id);
  fbq('track', 'PageView');
}

function loadTikTok(id: string) {
  if (window.ttq) return;
  const ttq: TikTokQueue = [];
  for (const method of ['track', 'page'] as const) {
    ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  }
  const sdk: unknown[] & { _u?: string } = [];
  sdk._u = TIKTOK_SCRIPT;
  ttq._i = { [id]: sdk };
  ttq._t = { [id]: Date.now() };
  ttq._o = { [id]: {} };
  window.TiktokAnalyticsObject = 'ttq';
  window.ttq = ttq;
  addScript(`${TIKTOK_SCRIPT}?sdkid=${id}&lib=ttq`);
  ttq.page?.();
}

function loadGoogle(id: string) {
  if (window.gtag) return;
  window.dataLayer ??= [];
  // gtag.js reads `arguments` objects from the data layer, not arrays (Google's own snippet does this).
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  addScript(`${GOOGLE_SCRIPT}?id=${id}`);
  window.gtag('js', new Date());
  window.gtag('config', id);
}

/** Each vendor's name for our two events. */
const tiktokEvent: Record<PixelEvent, string> = { ViewContent: 'ViewContent', Lead: 'SubmitForm' };
const googleEvent: Record<PixelEvent, string> = { ViewContent: 'view_item', Lead: 'generate_lead' };

/** Loads the configured pixels (once) and sends the event to each; with none configured, does nothing. */
export function sendToPixels(
  config: PublicTrackingConfig,
  event: PixelEvent,
  props: Record<string, unknown>,
) {
  if (config.metaPixelId) {
    loadMeta(config.metaPixelId);
    window.fbq?.('track', event, props);
  }
  if (config.tiktokPixelId) {
    loadTikTok(config.tiktokPixelId);
    window.ttq?.track?.(tiktokEvent[event], props);
  }
  if (config.googleTagId) {
    loadGoogle(config.googleTagId);
    window.gtag?.('event', googleEvent[event], props);
  }
}
