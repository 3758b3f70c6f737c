import { type ContentPage } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail, mockApi, ok } from '../test/api-mock';
import { renderApp } from '../test/render';

const page = (kind: ContentPage['kind'], slug: string, anchors: string[]): ContentPage => ({
  _id: `${kind}-${slug}`,
  kind,
  slug,
  title: `Title of ${slug}`,
  subtitle: `Subtitle of ${slug}`,
  summary: `Summary of ${slug}`,
  rank: 1,
  sections: anchors.map((anchor) => ({
    anchor,
    heading: `Heading ${anchor}`,
    body: `First ${anchor}\nSecond ${anchor}`,
  })),
});
const summary = ({ sections: _sections, ...rest }: ContentPage) => rest;

/** A content API holding these pages; anything else is a 404. */
function contentApi(pages: ContentPage[]) {
  return mockApi({
    'GET /pages': (url) => {
      const items = pages.filter((p) => p.kind === url.searchParams.get('kind')).map(summary);
      return ok({ items, totalCount: items.length });
    },
    ...Object.fromEntries(pages.map((p) => [`GET /pages/${p.kind}/${p.slug}`, () => ok(p)])),
  });
}

describe('public content routes', () => {
  it('/terms&condition/privacy_policy renders its sections and scrolls to the anchor', async () => {
    // jsdom has no layout, so no scrollIntoView: record the call instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    contentApi([page('terms', 'privacy_policy', ['who-we-are', 'information-collected'])]);
    renderApp('/terms&condition/privacy_policy#information-collected');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title of privacy_policy' }),
    ).toBeInTheDocument();
    const target = screen.getByRole('heading', { level: 2, name: 'Heading information-collected' });
    expect(target).toHaveAttribute('id', 'information-collected');
    expect(screen.getByText('Second information-collected')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(target);
  });

  it('/terms&condition shows the terms of use and links the other policies', async () => {
    contentApi([page('terms', 'terms_of_use', ['about']), page('terms', 'privacy_policy', ['who'])]);
    renderApp('/terms&condition');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title of terms_of_use' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Title of privacy_policy/ })).toHaveAttribute(
      'href',
      '/terms&condition/privacy_policy',
    );
  });

  it('an unknown about sub-page or learn group goes to /404', async () => {
    contentApi([]);
    const { router } = renderApp('/about/secrets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    await router.navigate('/learn/recipes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('a page the server does not have goes to /404', async () => {
    contentApi([]);
    const { router } = renderApp('/learn/articles/no-such-article');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('shows the failure with a Retry that loads the page again', async () => {
    let isDown = true;
    mockApi({
      'GET /pages/rewards/rewards': () =>
        isDown
          ? fail(500, 'Failed to process your request')
          : ok(page('rewards', 'rewards', ['ezcash', 'referral'])),
    });
    renderApp('/rewards');
    expect(await screen.findByText('Failed to process your request')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Heading ezcash' })).toHaveAttribute(
      'id',
      'ezcash',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Heading referral' })).toHaveAttribute(
      'id',
      'referral',
    );
  });

  it('/learn lists articles, services and materials linking to their detail pages', async () => {
    contentApi([
      page('article', 'permits', ['a']),
      page('service', 'carpentry', ['b']),
      page('material', 'vinyl', ['c']),
    ]);
    renderApp('/learn');
    expect(await screen.findByRole('link', { name: /Title of permits/ })).toHaveAttribute(
      'href',
      '/learn/articles/permits',
    );
    expect(await screen.findByRole('link', { name: /Title of carpentry/ })).toHaveAttribute(
      'href',
      '/learn/services/carpentry',
    );
    expect(await screen.findByRole('link', { name: /Title of vinyl/ })).toHaveAttribute(
      'href',
      '/learn/materials/vinyl',
    );
  });

  it('the static pages render their heading', async () => {
    mockApi({});
    const { router } = renderApp('/thank-you-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    await router.navigate('/construction');
    expect(await screen.findByRole('heading', { level: 1, name: 'Under Construction' })).toBeInTheDocument();
    await router.navigate('/instant-connect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instant Connect' })).toBeInTheDocument();
    await router.navigate('/services/quotationdr-start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consult Now' })).toBeInTheDocument();
    await router.navigate('/services/ask-a-pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask a Pro' })).toBeInTheDocument();
  });

  it('Quotation Doctor asks a visitor to sign in before uploading', async () => {
    mockApi({ 'GET /auth/providers': () => ok({ google: false }) });
    renderApp('/services/quotation-doctor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation Doctor' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('/services#free-ebook opens the e-book pop-up', async () => {
    mockApi({});
    renderApp('/services#free-ebook');
    expect(await screen.findByRole('dialog', { name: 'Free Renovation E-book' })).toBeInTheDocument();
  });
});
