import { company, type ContentPage } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { renderApp, renderWithProviders } from '../../../test/render';
import { Footer } from './footer';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('links every spec destination with the exact hrefs, "&" included', () => {
    renderWithProviders(<Footer />);
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About', '/about'],
      ['Learn', '/learn'],
      ['Reviews', '/about/reviews'],
      ['Partners', '/about/partners'],
      ['FAQ', '/faq'],
      ['Terms & Conditions', '/terms&condition'],
      ['Privacy Policy', '/terms&condition/privacy_policy#information-collected'],
    ];
    for (const [label, href] of expected) {
      expect(within(footer()).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('has the mailto link with its preset subject and the WhatsApp link with its preset message', () => {
    renderWithProviders(<Footer />);
    expect(within(footer()).getByRole('link', { name: `Email ${company.email}` })).toHaveAttribute(
      'href',
      'mailto:hello@ezreno.sg?subject=Enquiry%20about%20my%20renovation',
    );
    const whatsapp = within(footer()).getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`,
    );
  });

  it('opens each social link in a new tab without handing over the opener', () => {
    renderWithProviders(<Footer />);
    const social: [string, string][] = [
      ['Instagram', company.social.instagram],
      ['Facebook', company.social.facebook],
      ['LinkedIn', company.social.linkedin],
      ['TikTok', company.social.tiktok],
      ['YouTube', company.social.youtube],
    ];
    for (const [label, href] of social) {
      const link = within(footer()).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the banner headline, the badge and the copyright of this year', () => {
    renderWithProviders(<Footer />);
    expect(
      within(footer()).getByRole('heading', { name: 'Start designing your dream home today!' }),
    ).toBeInTheDocument();
    expect(within(footer()).getByRole('img', { name: 'Proudly Singapore-built' })).toBeInTheDocument();
    expect(within(footer()).getByText(`© ${new Date().getFullYear()} ${company.name}`)).toBeInTheDocument();
  });

  it('records a ViewContent event when Design Now is clicked', async () => {
    renderWithProviders(<Footer />);
    expect(window.dataLayer).toBeUndefined();
    const button = within(footer()).getByRole('link', { name: 'Design Now' });
    expect(button).toHaveAttribute('href', '/design-now-2');
    await userEvent.click(button);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'ViewContent', placement: 'footer-banner' }),
    ]);
  });

  it('the privacy link opens the policy at "Information collected", scrolled to and focusable', async () => {
    // jsdom has no layout, so no scrollIntoView: record the call instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const policy = (slug: string, anchors: string[]): ContentPage => ({
      _id: slug,
      kind: 'terms',
      slug,
      title: `Title of ${slug}`,
      subtitle: '',
      summary: '',
      rank: 1,
      sections: anchors.map((anchor) => ({ anchor, heading: `Heading ${anchor}`, body: 'Text.' })),
    });
    mockApi({
      'GET /pages': () => ok({ items: [], totalCount: 0 }),
      'GET /pages/terms/terms_of_use': () => ok(policy('terms_of_use', ['use'])),
      'GET /pages/terms/privacy_policy': () =>
        ok(policy('privacy_policy', ['who-we-are', 'information-collected'])),
    });
    const { router } = renderApp('/terms&condition');
    await screen.findByRole('heading', { level: 1, name: 'Title of terms_of_use' });
    await userEvent.click(within(footer()).getByRole('link', { name: 'Privacy Policy' }));
    const target = await screen.findByRole('heading', { level: 2, name: 'Heading information-collected' });
    expect(router.state.location).toMatchObject({
      pathname: '/terms&condition/privacy_policy',
      hash: '#information-collected',
    });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(target));
    // Keyboard and screen-reader users can be moved there too: the heading takes focus.
    expect(target).toHaveAttribute('tabindex', '-1');
  });
});
