import { projectInformationMessages } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderApp, renderWithProviders } from '../../test/render';
import { ProjectInformationPage } from './project-information-page';
import { information } from './project-test-data';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/main-project/:id" element={<ProjectInformationPage />} />
    </Routes>,
    { route: '/main-project/p1' },
  );

describe('Project information page', () => {
  it('shows the four cards, the tooltips and the stage stepper', async () => {
    mockApi({ 'GET /projects/p1/information': () => ok(information()) });
    renderPage();
    const mine = await screen.findByRole('region', { name: 'My Information' });
    expect(within(mine).getByText('mei@example.sg')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Edit in Profile' })).toHaveAttribute(
      'href',
      '/dashboard/client/profile',
    );
    expect(within(mine).getByRole('button', { name: /Your project ID/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'EzCash Rewards' })).getByText('300'),
    ).toBeInTheDocument();
    const quotation = screen.getByRole('region', { name: 'Quotation' });
    expect(within(quotation).getByText('$12,345.00')).toBeInTheDocument();
    expect(within(quotation).getByText('04/03/2026')).toBeInTheDocument();
    expect(within(quotation).getByRole('link', { name: 'View Quotation' })).toHaveAttribute(
      'href',
      '/main-project/p1/quotation',
    );
    expect(screen.getByRole('region', { name: 'Renovation Location' })).toBeInTheDocument();
    // A quotation not paid yet (stage 2 written by Design Now): the deposit is current, not done, and
    // all six payment stages show.
    expect(screen.getByText('Deposit').closest('.MuiStep-root')).not.toHaveClass('Mui-completed');
    expect(screen.getByText('Completed').closest('.MuiStep-root')).not.toHaveClass('Mui-completed');
    expect(screen.getByText('Progressive Payment 5%')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiStep-root')).toHaveLength(6);
  });

  it('shows the deposit done once approved (stage 2, ongoing), and the 10% payment current', async () => {
    mockApi({
      'GET /projects/p1/information': () => ok(information({ stage: 2, phase: 'ongoing' })),
    });
    renderPage();
    const deposit = await screen.findByText('Deposit');
    expect(deposit.closest('.MuiStep-root')).toHaveClass('Mui-completed');
    expect(screen.getByText('Progressive Payment 10%').closest('.MuiStep-root')).not.toHaveClass(
      'Mui-completed',
    );
  });

  it("refuses a postal code that is not a number with the spec's messages, sending nothing", async () => {
    const fetchMock = mockApi({ 'GET /projects/p1/information': () => ok(information()) });
    renderPage();
    const postal = await screen.findByRole('textbox', { name: 'Renovation Postal Code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, '52a001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(projectInformationMessages.postalCodeNotNumber)).toBeInTheDocument();
    expect(await screen.findByText(projectInformationMessages.saveFailed)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/renovation-location')).toEqual([]);
  });

  it('saves the renovation location', async () => {
    const fetchMock = mockApi({
      'GET /projects/p1/information': () => ok(information()),
      'PUT /projects/p1/renovation-location': () =>
        ok(information({ renovation_address: 'Blk 9 Bedok', renovation_postal_code: '460009' })),
    });
    renderPage();
    const address = await screen.findByRole('textbox', { name: 'Renovation Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Blk 9 Bedok');
    const postal = screen.getByRole('textbox', { name: 'Renovation Postal Code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, '460009');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(projectInformationMessages.updated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/projects/p1/renovation-location')).toEqual([
      { renovation_address: 'Blk 9 Bedok', renovation_postal_code: '460009' },
    ]);
  });

  it('says Save failed! when the server refuses', async () => {
    mockApi({
      'GET /projects/p1/information': () => ok(information()),
      'PUT /projects/p1/renovation-location': () => fail(500, 'Failed to process your request'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(projectInformationMessages.saveFailed)).toBeInTheDocument();
  });

  it('is for clients only: another role is sent to /401', async () => {
    mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'm1',
          role: 'merchant',
          email: 'm@demo.sg',
          first_name: 'M',
          last_name: 'L',
          permissions: [],
        }),
    });
    const { router } = renderApp('/other-project/p1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), { timeout: 10_000 });
  }, 20_000);
});
