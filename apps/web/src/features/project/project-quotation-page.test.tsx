import {
  CARPENTRY_MATERIALS_TEXT,
  accountMessages,
  documentMessages,
  quotationEditMessages,
  repriceQuotationItem,
} from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ProjectQuotationPage } from './project-quotation-page';
import { information, lines, quotationView } from './project-test-data';

const renderPage = (route = '/other-project/p1/quotation') =>
  renderWithProviders(
    <Routes>
      <Route path="/main-project/:id/quotation" element={<ProjectQuotationPage />} />
      <Route path="/other-project/:id/quotation" element={<ProjectQuotationPage />} />
    </Routes>,
    { route },
  );

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('Quotation page', () => {
  it('shows the summary cards, scopes and areas in order, totals, counts, tooltip and PDF preview', async () => {
    mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation: Mei Home' })).toBeInTheDocument();
    expect(within(screen.getByTestId('total-Total Market Rate')).getByText('$900.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('total-Total Savings')).getByText('$215.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('total-Total Price')).getByText('$685.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Quotation' });
    const text = table.textContent ?? '';
    expect(text.indexOf('Hacking & Flooring Works')).toBeLessThan(text.indexOf('Carpentry Works'));
    expect(text.indexOf('Living Area')).toBeLessThan(text.indexOf('Kitchen'));
    expect(within(table).getByLabelText(CARPENTRY_MATERIALS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Total Services: 2')).toBeInTheDocument();
    expect(screen.getByText('Total Areas: 2')).toBeInTheDocument();
    expect(screen.getByText('Total Items: 2')).toBeInTheDocument();
    // The preview is drawn by pdf.js from the same URL the download link opens.
    expect(screen.getByRole('region', { name: 'Quotation PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /^\/api\/v1\/projects\/p1\/quotation\/pdf\?v=/,
    );
    expect(screen.getByRole('link', { name: 'Back to Project' })).toHaveAttribute(
      'href',
      '/other-project/p1',
    );
  });

  it('edits a quantity in Item Details and shows the totals the server answers', async () => {
    const edited = repriceQuotationItem(lines[0]!, 1250);
    const fetchMock = mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
      'PATCH /projects/p1/quotation/items/i1': () => ok(quotationView([edited, lines[1]!])),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions: Homogeneous tiles' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (sqft)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12.5');
    // Preview by the spec rule: $8.50 × 12.5.
    expect(within(dialog).getByTestId('item-price')).toHaveTextContent('$106.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(quotationEditMessages.itemUpdated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/quotation/items/i1')).toEqual([{ quantity_hundredths: 1250 }]);
    await waitFor(() =>
      expect(within(screen.getByTestId('total-Total Price')).getByText('$706.25')).toBeInTheDocument(),
    );
    expect(within(rowOf('Homogeneous tiles')).getByText('12.50')).toBeInTheDocument();
  });

  it('refuses a bad quantity without sending', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions: Homogeneous tiles' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (sqft)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.234');
    expect(within(dialog).getByText(quotationEditMessages.quantityInvalid)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/projects/p1/quotation/items/i1')).toEqual([]);
  });

  it('shows the floor of a measured line and refuses going below it without sending (issue 15 item 6)', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions: Homogeneous tiles' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    expect(
      within(dialog).getByText(quotationEditMessages.quantityMinimumHint('10.00', 'sqft')),
    ).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (sqft)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0.01');
    expect(
      within(dialog).getByText(quotationEditMessages.quantityBelowMinimum('10.00', 'sqft')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/projects/p1/quotation/items/i1')).toEqual([]);
  });

  it('removes a line only after confirmation', async () => {
    let removes = 0;
    mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
      'DELETE /projects/p1/quotation/items/i2': () => {
        removes += 1;
        return ok(quotationView([lines[0]!]));
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions: Kitchen cabinets' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove item' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removes).toBe(0);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove item' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions: Kitchen cabinets' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove item' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText(quotationEditMessages.itemRemoved)).toBeInTheDocument();
    expect(removes).toBe(1);
    await waitFor(() => expect(screen.queryByText('Kitchen cabinets')).not.toBeInTheDocument());
    expect(screen.getByText('Total Items: 1')).toBeInTheDocument();
  });

  it('offers no Remove and no quantity editing once the quotation is locked', async () => {
    mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView(lines, false)),
      'GET /projects/p1/information': () => ok(information()),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions: Homogeneous tiles' }));
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item Details' });
    expect(within(dialog).getByRole('textbox', { name: 'Quantity (sqft)' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shares the quotation to a typed address with a message, checks the form, and shows a refusal', async () => {
    let shares = 0;
    const fetchMock = mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
      'POST /projects/p1/quotation/email': () => {
        shares += 1;
        return shares === 1
          ? ok({ email: 'spouse@example.sg' })
          : fail(429, documentMessages.shareLimitReached);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share To Email' }));
    const dialog = await screen.findByRole('dialog', { name: documentMessages.shareTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: documentMessages.shareSend }));
    expect(await within(dialog).findByText(accountMessages.required)).toBeInTheDocument();
    expect(shares).toBe(0);

    await userEvent.type(within(dialog).getByLabelText(/Recipient email/), 'Spouse@Example.sg');
    await userEvent.type(within(dialog).getByLabelText(documentMessages.shareMessageLabel), 'See www.x.com');
    await userEvent.click(within(dialog).getByRole('button', { name: documentMessages.shareSend }));
    expect(await within(dialog).findByText(documentMessages.messageHasLink)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(documentMessages.shareMessageLabel));
    await userEvent.type(within(dialog).getByLabelText(documentMessages.shareMessageLabel), 'Have a look');
    await userEvent.click(within(dialog).getByRole('button', { name: documentMessages.shareSend }));
    expect(await screen.findByText(documentMessages.shareSent('spouse@example.sg'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/quotation/email')).toEqual([
      { email: 'spouse@example.sg', message: 'Have a look' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Share To Email' }));
    const again = await screen.findByRole('dialog', { name: documentMessages.shareTitle });
    await userEvent.type(within(again).getByLabelText(/Recipient email/), 'mum@example.sg');
    await userEvent.click(within(again).getByRole('button', { name: documentMessages.shareSend }));
    expect(await screen.findByText(documentMessages.shareLimitReached)).toBeInTheDocument();
  });

  it('links Checkout to the project checkout, and disables it once the quotation is closed', async () => {
    mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView()),
      'GET /projects/p1/information': () => ok(information()),
    });
    const { unmount } = renderPage('/other-project/p1/quotation');
    const link = await screen.findByRole('link', { name: 'Checkout' });
    expect(link).toHaveAttribute('href', '/other-project/p1/checkout');
    unmount();
    mockApi({
      'GET /projects/p1/quotation/details': () => ok(quotationView(undefined, false)),
      'GET /projects/p1/information': () => ok(information()),
    });
    renderPage('/main-project/p1/quotation');
    const closed = await screen.findByRole('link', { name: 'Checkout' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's refusal for another client's project", async () => {
    mockApi({
      'GET /projects/p1/quotation/details': () => fail(404, 'Record not found'),
      'GET /projects/p1/information': () => fail(404, 'Record not found'),
    });
    renderPage('/main-project/p1/quotation');
    expect(await screen.findByText('Record not found')).toBeInTheDocument();
  });
});
