import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.js';

/** Hydration mismatches and render errors surface as console errors: a pre-rendered page must have none. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    // A visitor's "who am I?" answers 401 by design; the browser logs that as a failed resource.
    if (m.type() === 'error' && !m.text().includes('status of 401')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('public site', () => {
  test('public routes arrive pre-rendered with their own title, description and Open Graph tags', async ({
    request,
  }) => {
    for (const [path, title] of [
      ['/', 'EZreno | Design your home, get an instant renovation quotation'],
      ['/projects', 'Past Projects | EZreno'],
      ['/faq', 'Frequently Asked Questions | EZreno'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
      // The page's own markup is in the HTML, before any script runs.
      expect(html).toMatch(/<div id="root"><.+<main/s);
    }
    // The content comes with the page, not after it: the gallery count and the FAQ questions.
    expect(await (await request.get('/projects')).text()).toContain('34 Projects');
    expect(await (await request.get('/faq')).text()).toContain('What is Design Now?');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/projects</loc>');
    expect(sitemap).not.toContain('thank-you-page');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });

  test('home sections hydrate without errors', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'Renovate with peace of mind',
      'How it works',
      'What homeowners say',
      'As featured in',
      'Get inspired',
      'Past projects',
      'Meet EZreno',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('region', { name })).toBeAttached();
    }
    await expect(page.getByText(/guarantee of up to \$100,000/).first()).toBeVisible();
    const testimonials = page.getByRole('region', { name: 'What homeowners say' });
    await expect(testimonials.getByRole('img', { name: /Rated 5 out of 5/ })).toBeVisible();
    const inspiration = page.getByRole('region', { name: 'Get inspired' });
    await expect(inspiration.getByText('$37,000.00')).toBeVisible();
    await inspiration.getByRole('button', { name: 'Next design' }).click();
    await expect(inspiration.getByText('2 / 5')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past projects' }).getByRole('listitem')).toHaveCount(4);
    expect(errors).toEqual([]);
  });

  test('gallery: filter, sort, Show More and the detail modal', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/projects');
    await expect(page.getByRole('heading', { name: /^\d+ Projects$/ })).toHaveText('34 Projects');
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cards).toHaveCount(12);

    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Landed' }).click();
    await expect(page.getByRole('heading', { name: /^\d+ Projects$/ })).toHaveText('3 Projects');
    await expect(cards).toHaveCount(3);
    await expect(page.getByText('No more projects')).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Renovation Cost (low - high)' }).click();
    await expect(cards.first()).toContainText('$109,000.00');
    await expect(cards.last()).toContainText('$116,500.00');

    await cards.first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Katong Shophouse Living' });
    await expect(dialog.getByText('Scope of Work')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Renovation Cost' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByRole('img', { name: 'Katong Shophouse Living, image 2 of 3' })).toBeVisible();
    await dialog.getByRole('button', { name: 'View full screen' }).click();
    await page.getByRole('button', { name: 'Close preview' }).click();
    await expect(dialog.getByRole('link', { name: 'Design Now' })).toHaveAttribute('href', '/design-now-2');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  for (const path of ['/', '/projects', '/faq']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
