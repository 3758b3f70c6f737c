import { isTrackingConfigured, NO_TRACKING, type PublicTrackingConfig } from '@reno/domain';
import { api } from './api';
import { sendToPixels } from './pixels';

/**
 * Spec "Footer": Design Now buttons "fire a view-content tracking event (Lead and ViewContent events
 * exist)". Events go to `window.dataLayer` (for a tag manager) and, when the server has TRACKING_* set,
 * to the configured pixels (issue 7 "Lead tracking"). With no pixel configured nothing is loaded.
 */
export type TrackingEvent = 'ViewContent' | 'Lead';
export type TrackingProps = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let trackingConfig: Promise<PublicTrackingConfig> | undefined;

/**
 * Asked once per page load; a failure counts as "no pixels" rather than breaking a button. A public
 * read on every page: the server checks the reply against `PublicTrackingConfig`, so zod stays off the
 * public pages (see `publicQuery` in ./query).
 */
const loadTrackingConfig = () =>
  (trackingConfig ??= api
    .get<PublicTrackingConfig>('/tracking/config', { allowUnauthenticated: true })
    .catch(() => NO_TRACKING));

let pending: Promise<void> = Promise.resolve();

/** For tests: forget the configuration read so far. */
export const resetTrackingConfig = () => {
  trackingConfig = undefined;
  pending = Promise.resolve();
};

/** For tests: settles once every event tracked so far has reached the pixels. */
export const trackingSettled = () => pending;

/** Call from event handlers and effects only (it touches `window`), never during render. */
export function track(event: TrackingEvent, props: TrackingProps = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...props });
  // Chained, so the pixels receive events in the order they happened.
  pending = pending
    .then(loadTrackingConfig)
    .then((config) => {
      if (isTrackingConfigured(config)) sendToPixels(config, event, props);
    })
    .catch(() => undefined);
}
