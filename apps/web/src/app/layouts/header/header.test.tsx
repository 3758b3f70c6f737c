import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { Route, Routes } from 'react-router';
import { LogoutPage } from '../../../features/auth/logout-page';
import { servicesTexts } from '../../../features/services/services-texts';
import { Header } from './header';

const specLinks: [string, string][] = [
  ['Reviews', '/about/reviews'],
  ['Newsroom', '/about/newsroom'],
  ['Guarantee', '/about/guarantee'],
  ['Be Our Partner', '/about/partners'],
  ['Quotation Dr', '/services/quotation-doctor'],
  ['Renovation Loan', '/about/loans'],
  ['Learn', '/learn'],
  ['Rewards', '/rewards'],
  ['Design Now', '/design-now-2'],
  ['Dogeez', '/rewards/shopez'],
];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows every spec item, in the spec order', () => {
    mockApi({});
    renderWithProviders(<Header />);
    for (const [label, href] of specLinks) {
      expect(within(mainNav()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    const order = Array.from(mainNav().querySelectorAll('a, button'), (element) => element.textContent);
    expect(order).toEqual([
      'Reviews',
      'Newsroom',
      'Guarantee',
      'Be Our Partner',
      'Quotation Dr',
      'Renovation Loan',
      'About',
      'Learn',
      'Rewards',
      'Services',
      'Design Now',
      'Dogeez',
    ]);
    expect(screen.getByRole('link', { name: 'EZreno home' })).toHaveAttribute('href', '/');
  });

  it('opens the About menu with its entries', async () => {
    mockApi({});
    renderWithProviders(<Header />);
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'About' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(entries).toEqual([
      ['About Us', '/about'],
      ['Reviews', '/about/reviews'],
      ['Newsroom', '/about/newsroom'],
      ['Guarantee', '/about/guarantee'],
      ['Partners', '/about/partners'],
      ['Stickers', '/about/stickers'],
    ]);
  });

  it('opens the Services menu from the keyboard', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    within(mainNav()).getByRole('button', { name: 'Services' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(entries).toEqual([
      ['Design Now', '/design-now-2'],
      ['Quotation Doctor', '/services/quotation-doctor'],
      ['Ad-hoc Enquiry', '/services/ask-a-pro'],
      ['Free E-book', '/services#free-ebook'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the free e-book as a pop-up over the current page', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="/learn"
          element={
            <>
              <Header />
              <p>Learn page</p>
            </>
          }
        />
      </Routes>,
      { route: '/learn' },
    );
    await user.click(within(mainNav()).getByRole('button', { name: 'Services' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Free E-book' }));
    const dialog = await screen.findByRole('dialog', { name: servicesTexts.ebookTitle });
    expect(within(dialog).getByRole('textbox', { name: servicesTexts.email })).toBeInTheDocument();
    // Still on the page the visitor was reading.
    expect(screen.getByText('Learn page')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: servicesTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the ad-hoc enquiry as a pop-up, from the drawer too', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'Ad-hoc Enquiry' }));
    const dialog = await screen.findByRole('dialog', { name: servicesTexts.askAProTitle });
    expect(within(dialog).getByRole('textbox', { name: servicesTexts.message })).toBeInTheDocument();
  });

  it('collapses the items into a drawer behind the hamburger', async () => {
    mockApi({});
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'Dogeez' })).toHaveAttribute('href', '/rewards/shopez');
    expect(within(drawer).getByRole('link', { name: 'Stickers' })).toHaveAttribute('href', '/about/stickers');
  });

  it('shows the profile menu only when signed in', async () => {
    mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'u1',
          role: 'client',
          email: 'a@b.sg',
          first_name: 'Tan',
          last_name: 'Mei',
          permissions: [],
        }),
    });
    renderWithProviders(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
    // Issue 12: each role's settings are its own; the client's are its profile page.
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/dashboard/client/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back Office' })).not.toBeInTheDocument();
  });

  it.each([
    ['merchant', '/project', '/merchant/profile'],
    ['project_manager', '/add-project', '/pm/profile'],
    ['admin', '/admin', '/admin/profile'],
  ])('gives a %s its own dashboard and settings in the profile menu', async (role, dashboard, settings) => {
    mockApi({
      'GET /auth/me': () =>
        ok({ _id: 'u2', role, email: 'a@b.sg', first_name: 'Ada', last_name: 'Lim', permissions: ['all'] }),
      'GET /notifications': () => ok({ items: [], totalCount: 0, unread: 0 }),
    });
    renderWithProviders(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Dashboard' })).toHaveAttribute(
      'href',
      dashboard,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      settings,
    );
  });

  it('shows an admin the way into the back office', async () => {
    mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'u3',
          role: 'admin',
          email: 'a@b.sg',
          first_name: 'Ada',
          last_name: 'Lim',
          permissions: [],
        }),
      'GET /notifications': () => ok({ items: [], totalCount: 0, unread: 0 }),
    });
    renderWithProviders(<Header />);
    const links = await screen.findAllByRole('link', { name: 'Back Office' });
    expect(links[0]).toHaveAttribute('href', '/admin');
  });

  it('logs out with POST /revoke and forgets the session', async () => {
    const fetchMock = mockApi({
      'GET /auth/me': () =>
        ok({
          _id: 'u1',
          role: 'admin',
          email: 'a@b.sg',
          first_name: 'Ada',
          last_name: 'Lim',
          permissions: [],
        }),
      'POST /revoke': () => ok(null),
    });
    const { queryClient } = renderWithProviders(
      <>
        <Header />
        <Routes>
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/revoke' && init?.method === 'POST'),
    ).toBe(true);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('shows a visitor a Sign In button, not the profile menu', async () => {
    mockApi({ 'GET /auth/providers': () => ok({ google: false }) });
    renderWithProviders(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});
