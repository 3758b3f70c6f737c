import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('shows each question and its newline-separated paragraphs', async () => {
    mockApi({
      'GET /faq': () =>
        ok([{ id: 'f1', title: 'What is Design Now?', description: 'First paragraph.\nSecond paragraph.' }]),
    });
    renderWithProviders(<FaqPage />);
    const question = await screen.findByText('What is Design Now?');
    await userEvent.click(question);
    expect(screen.getByText('First paragraph.')).toBeVisible();
    expect(screen.getByText('Second paragraph.')).toBeVisible();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    mockApi({ 'GET /faq': () => fail(500, 'down') });
    renderWithProviders(<FaqPage />);
    expect(await screen.findByText('We could not load the questions. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
