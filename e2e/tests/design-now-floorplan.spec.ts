import { expect, type Page, test } from '@playwright/test';
import { FRESH_PASSWORD, registerFreshClient } from './fresh-client.js';
import { floorplanPdf } from './floorplan-pdf.js';

/**
 * Signs in a freshly registered client in the open Sign In dialog: parallel journeys must not share
 * the demo client, whose active project the Design Now resume journey reads.
 */
async function signIn(page: Page) {
  const { email } = await registerFreshClient(page.request, { prefix: 'plan', firstName: 'Plan' });
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or Mobile number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** An 800 x 600 floorplan drawing, made in the browser so the test needs no fixture file. */
async function floorplanPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 800, 600);
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 6;
    ctx.strokeRect(100, 100, 500, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const plan = (page: Page) => page.getByTestId('floorplan-canvas').locator('canvas').first();
const clickPlan = (page: Page, x: number, y: number) => plan(page).click({ position: { x, y } });

async function drawRectangle(page: Page, x0: number, y0: number, x1: number, y1: number) {
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0], // the first point again closes the outline
  ] as const)
    await clickPlan(page, x, y);
}

test('a client uploads a floorplan, scales it, draws two areas, sees their m² in the quotation and finds them after a reload', async ({
  page,
}) => {
  // A long journey through the editor, with a reload: minutes on a busy CI machine, not seconds.
  test.setTimeout(120_000);
  await page.goto('/design-now-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Use my floorplan' }).click();
  await signIn(page);

  await page.getByTestId('floorplan-file').setInputFiles({
    name: 'hdb-floorplan.png',
    mimeType: 'image/png',
    buffer: await floorplanPng(page),
  });
  await page.getByRole('button', { name: 'Use this floorplan' }).click();

  // Scaling: 200 screen pixels are 4 m, so 50 screen pixels are 1 m whatever the zoom.
  await expect(page.getByRole('heading', { name: 'Scaling' })).toBeVisible();
  await clickPlan(page, 100, 100);
  await clickPlan(page, 300, 100);
  await page.getByLabel('Real length').fill('4');
  await page.getByRole('button', { name: 'Set scale' }).click();
  for (const stage of ['Walls', 'Windows', 'Doors', 'Furniture confirmation', 'Areas'])
    await page.getByRole('button', { name: `Next: ${stage}` }).click();

  // Two rooms side by side: 4 m x 3 m and 2 m x 3 m.
  await drawRectangle(page, 100, 100, 300, 250);
  await page.getByLabel('Area type').click();
  await page.getByRole('option', { name: 'Bedroom' }).click();
  await drawRectangle(page, 300, 100, 400, 250);
  const areas = page.getByRole('table', { name: 'Areas' });
  await expect(areas).toContainText('12.00 m²');
  await expect(areas).toContainText('6.00 m²');
  await page.getByRole('button', { name: 'Next: Updated floorplan' }).click();
  await expect(page.getByRole('heading', { name: 'Updated floorplan' })).toBeVisible();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const measured = page.getByRole('region', { name: 'Areas from your floorplan' });
  await expect(measured).toContainText('Living: 12.00 m²');
  await expect(measured).toContainText('Bedroom: 6.00 m²');

  // After a reload (and without this browser's copy) the saved checkpoint brings the plan back.
  await expect(page.getByRole('link', { name: 'Draft Projects' })).toBeVisible();
  const projectId = await page.evaluate(() => {
    const raw = localStorage.getItem('design-now-2');
    if (!raw) throw new Error('no draft');
    const { projectId } = JSON.parse(raw) as { projectId: string };
    localStorage.clear();
    history.replaceState(null, '', `/design-now-2?project=${projectId}`);
    return projectId;
  });
  await page.reload();
  await expect(measured).toContainText('Living: 12.00 m²');
  // Back through Scope of Work to Areas: the editor opens at stage 18 with both areas. Each step is
  // awaited before the next click, so a click never lands on a step that is still being left.
  await expect(page.getByRole('tab', { name: 'Quotation' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Scope of Work' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Areas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Updated floorplan' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Areas' })).toContainText('6.00 m²');

  // The project's floorplan view shows both images; the download modal offers each as a file.
  await page.goto(`/main-project/${projectId}/nav-floorplans/floorplans`);
  for (const title of ['Uploaded Floorplan', 'Generated Floorplan']) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('img', { name: title })).toBeVisible();
  }
  const openDownloads = page.getByRole('button', { name: 'Download', exact: true });
  await openDownloads.click();
  const modal = page.getByRole('dialog', { name: 'Download Floorplans' });
  await expect(modal.getByRole('listitem')).toHaveCount(2);
  await expect(modal.getByRole('img', { name: 'Uploaded Floorplan preview' })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Generated Floorplan preview' })).toBeVisible();
  for (const [title, fileName] of [
    ['Uploaded Floorplan', 'hdb-floorplan.png'],
    ['Generated Floorplan', 'generated-floorplan.png'],
  ] as const) {
    const download = page.waitForEvent('download');
    await modal.getByRole('link', { name: `Download ${title}` }).click();
    expect((await download).suggestedFilename()).toBe(fileName);
  }
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(openDownloads).toBeFocused();
  // The client dashboard is another issue's page; the link must lead there.
  await expect(page.getByRole('link', { name: 'Back To Dashboard' })).toHaveAttribute(
    'href',
    '/client-dashboard',
  );

  // The same view under /other-project/{id} (client spec: both roots have the same child pages).
  await page.goto(`/other-project/${projectId}/nav-floorplans/floorplans`);
  await expect(
    page
      .getByRole('region', { name: 'Generated Floorplan' })
      .getByRole('img', { name: 'Generated Floorplan' }),
  ).toBeVisible();
});

test('a client uploads a PDF floorplan: its first page becomes the image to crop; a locked or broken PDF is refused with a reason', async ({
  page,
}) => {
  await page.goto('/design-now-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Use my floorplan' }).click();
  await signIn(page);
  const file = page.getByTestId('floorplan-file');
  const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

  await file.setInputFiles(pdf('locked.pdf', await floorplanPdf({ userPassword: 'secret' })));
  await expect(page.getByRole('alert')).toContainText('This PDF is protected with a password.');
  await file.setInputFiles(pdf('broken.pdf', Buffer.from('%PDF-1.7\nnot really a PDF\n%%EOF\n')));
  await expect(page.getByRole('alert')).toContainText('This PDF could not be read');

  // An 842 x 595 pt page (A4 landscape) becomes a 2000 x 1413 JPEG, uploaded as the "Uploaded Floorplan".
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/v1/files?category=floorplan') && r.request().method() === 'POST',
  );
  await file.setInputFiles(pdf('developer-plan.pdf', await floorplanPdf()));
  const stored = ((await (await uploaded).json()) as { result: Record<string, unknown> }).result;
  expect(stored).toMatchObject({
    originalName: 'developer-plan.jpg',
    mimeType: 'image/jpeg',
    width: 2000,
    height: 1413,
  });
  await expect(page.getByRole('alert')).toBeHidden();

  // The crop step shows the rendered page at its proportions (the stage fits 560 px wide).
  await expect(page.getByText('Drag over the plan to crop it.')).toBeVisible();
  const cropStage = page.locator('.konvajs-content').first();
  const box = await cropStage.boundingBox();
  expect(box?.width).toBeCloseTo(560, 0);
  expect(box?.height).toBeCloseTo(396, 0);
  // The walls were drawn, not a blank page: the plan's lines show as dark pixels.
  const darkPixels = await cropStage.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100 && (data[i + 3] ?? 0) > 0) dark++;
    return dark;
  });
  expect(darkPixels).toBeGreaterThan(1000);
  await page.getByRole('button', { name: 'Use this floorplan' }).click();
  await expect(page.getByRole('heading', { name: 'Scaling' })).toBeVisible();
});
