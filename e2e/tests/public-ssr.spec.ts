import { expect, test } from '@playwright/test';

/**
 * Issue 7 "Fast and indexable": the content pages arrive with their content in the HTML (no script
 * run), title and description included, pages named by their params too.
 */
const pages: [path: string, title: string, text: string][] = [
  ['/terms&condition', 'Terms & Conditions | EZreno', 'Other policies'],
  ['/terms&condition/privacy_policy', 'Privacy Policy | EZreno', 'id="information-collected"'],
  ['/terms&condition/payment_terms', 'Payment Terms | EZreno', 'Payment Terms</h1>'],
  ['/about', 'About Us | EZreno', 'More about us'],
  ['/about/loans', 'Renovation Loan | EZreno', 'Interest rate: 4.18% a year.'],
  [
    '/learn/articles/hdb-renovation-permit-guide',
    'HDB Renovation Permits: What Needs Approval | EZreno',
    'Works that need a permit',
  ],
  ['/learn/materials', 'Materials | EZreno', 'Vinyl Flooring'],
  ['/learn', 'Learn | EZreno', 'Carpentry'],
  ['/rewards', 'Rewards | EZreno', 'id="referral"'],
  ['/faq', 'Frequently Asked Questions | EZreno', 'What is Design Now?'],
  ['/projects', 'Past Projects | EZreno', '34 Projects'],
];

test.describe('pre-rendered content pages', () => {
  for (const [path, title, text] of pages) {
    test(`${path} carries its content in the HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(text.replace(/&/g, '&amp;'));
      // Rendered with its data, not the loading state.
      expect(root).not.toContain('role="progressbar"');
    });
  }

  test('a learn detail page takes its description from its own summary', async ({ request }) => {
    const html = await (await request.get('/learn/services/carpentry')).text();
    expect(html).toContain('<title>Carpentry | EZreno</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).not.toContain('Design your home in Singapore and get an instant, itemised renovation');
  });

  test('a page that does not exist gets the plain shell, which then shows /404', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/learn/articles/no-such-article')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/learn/articles/no-such-article');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a pre-rendered content page hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      // A visitor's "who am I?" answers 401 by design; the browser logs that as a failed resource.
      if (m.type() === 'error' && !m.text().includes('status of 401')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/learn/articles/hdb-renovation-permit-guide');
    await expect(page.getByRole('heading', { level: 2, name: 'Works that need a permit' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
