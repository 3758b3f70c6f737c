import { type Page, expect } from '@playwright/test';

export const DEMO_CLIENT = { identity: 'client@demo.sg', password: 'Demo1234' };

/** Signs the page in as the demo client and answers the demo project with a quotation still open. */
export async function signInDemoClient(page: Page): Promise<string> {
  const login = await page.request.post('/api/v1/login', { data: DEMO_CLIENT });
  expect(login.ok(), await login.text()).toBe(true);
  const list = await page.request.get('/api/v1/client-projects');
  const items = (await list.json()) as { result: { items: { _id: string; name: string }[] } };
  const project = items.result.items.find((p) => p.name === 'Checkout Home');
  expect(project, 'demo project "Checkout Home"').toBeDefined();
  return project!._id;
}

/** Issue 17: nothing may make the page scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'document width').toBeLessThanOrEqual(innerWidth);
}

/** The element lies inside the viewport's width (reachable without scrolling sideways). */
export async function expectWithinWidth(page: Page, selector: ReturnType<Page['locator']>) {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Design Now as a visitor up to the quotation step, with three scopes ticked. */
export async function openDesignNowQuotation(page: Page) {
  await page.goto('/design-now-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('checkbox', { name: /Homogeneous floor tiles 600 x 600/ })
    .first()
    .check();
  await page
    .getByRole('checkbox', { name: /TV console/ })
    .first()
    .check();
  await page.getByRole('button', { name: /For Whole House/ }).click();
  await page.getByRole('checkbox', { name: /Post-renovation cleaning/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Client spec: "The Carpentry Works row has a tooltip on materials". */
export const CARPENTRY_MATERIALS = /solid plywood with laminate finishes/i;
