import { type Cart } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, sentBodies } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { CartPage } from './cart-page';

const cart = (balance: number): Cart => ({
  lines: [
    {
      product_id: 'p1',
      productname: 'Bamboo cutting board trio',
      image: null,
      price_ezcash: 90,
      quantity: 1,
      stock: 5,
    },
  ],
  total_ezcash: 90,
  balance,
});

describe('CartPage (spec "Shopping Cart")', () => {
  it('refuses to pay an order the balance cannot cover', async () => {
    mockApi({ 'GET /shop/cart': () => ok(cart(50)) });
    renderWithProviders(<CartPage />);
    expect(await screen.findByText('You do not have enough EZcash for this order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with EZcash' })).toBeDisabled();
  });

  it('takes the quantity down to 0 (out of the cart), never below', async () => {
    const api = mockApi({
      'GET /shop/cart': () => ok(cart(500)),
      'PUT /shop/cart/p1': () => ok({ lines: [], total_ezcash: 0, balance: 500 }),
    });
    renderWithProviders(<CartPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Less Bamboo cutting board trio' }));
    await waitFor(() => expect(sentBodies(api, '/shop/cart/p1')).toEqual([{ quantity: 0 }]));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('asks before paying', async () => {
    const api = mockApi({ 'GET /shop/cart': () => ok(cart(500)) });
    renderWithProviders(<CartPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with EZcash' }));
    expect(screen.getByText('Pay 90 Ezcash from your EZcash balance?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(api, '/shop/checkout')).toEqual([]);
  });
});
