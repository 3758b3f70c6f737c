import { type ShopProductCard } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ShopPage } from './shop-page';

const product = (i: number): ShopProductCard => ({
  _id: `p${i}`,
  productname: `Product number ${i} with a rather long descriptive name`,
  price_ezcash: 1000 - i,
  price_sgd_cents: (1000 - i) * 100,
  image: `/demo/shop/product-${i}.svg`,
  brand_name: 'Homecraft',
  category_name: 'Furniture',
  rating: null,
  review_count: 0,
  stock: 5,
});

const filters = {
  categories: [{ _id: 'c1', name: 'Furniture', count: 25 }],
  brands: [{ _id: 'b1', name: 'Homecraft', count: 25 }],
};

describe('ShopPage (spec "Shop")', () => {
  it('shows 9 skeletons, then the count and cards; search waits for text; a visitor is asked to sign in', async () => {
    const searches: (string | null)[] = [];
    mockApi({
      'GET /shop/filters': () => ok(filters),
      'GET /shop/products': (url) => {
        searches.push(url.searchParams.get('search'));
        const search = url.searchParams.get('search');
        const items = search ? [product(7)] : Array.from({ length: 20 }, (_, i) => product(i));
        return ok({ items, totalCount: search ? 1 : 25 });
      },
    });
    const onVisitorOpen = vi.fn();
    renderWithProviders(<ShopPage isClient={false} onVisitorOpen={onVisitorOpen} />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(9);
    expect(await screen.findByText('25 items')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shopping Cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Spend your EZcash in Shopez')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: /Product number 0/ })[0]!);
    expect(onVisitorOpen).toHaveBeenCalledWith('p0');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'number 7');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    await waitFor(() => expect(searches.at(-1)).toBe('number 7'));
    expect(searches.filter((s) => s !== null && s !== 'number 7')).toEqual([]);
  });

  it('gives a client the cart and purchase history buttons', async () => {
    mockApi({
      'GET /shop/filters': () => ok(filters),
      'GET /shop/products': () => ok({ items: [product(1)], totalCount: 1 }),
    });
    renderWithProviders(<ShopPage isClient onVisitorOpen={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Shopping Cart' })).toHaveAttribute(
      'href',
      '/shopez/checkout',
    );
    expect(screen.getByRole('link', { name: 'Purchase History' })).toHaveAttribute('href', '/shopez/history');
  });
});
