import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (`<html data-hydrated>`, set in main.tsx). A
 * pre-rendered page shows its buttons before its scripts run; a click in that moment does nothing.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
