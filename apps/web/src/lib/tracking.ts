/**
 * Spec "Footer": Design Now buttons "fire a view-content tracking event (Lead and ViewContent events
 * exist)". Events go to `window.dataLayer`, where a tag manager (if one is ever added) picks them up.
 */
export type TrackingEvent = 'ViewContent' | 'Lead';
export type TrackingProps = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: TrackingEvent, props: TrackingProps = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...props });
}
