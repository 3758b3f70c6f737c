import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CONSULT_NOW_LABEL, CONSULT_NOW_PATH } from '../page-header';
import { BANK_PARTNER_LOGO_ALT, PublicPageHeader } from './public-page-header';

describe('PublicPageHeader', () => {
  it('shows the title as the page heading, the subtitle and nothing optional by default', () => {
    renderWithProviders(<PublicPageHeader title="Guarantee" subtitle="Up to $100,000" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Guarantee' })).toBeInTheDocument();
    expect(screen.getByText('Up to $100,000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CONSULT_NOW_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the banner, Consult Now, the press logos and the bank partner when asked', () => {
    renderWithProviders(
      <PublicPageHeader
        title="Renovation Loan"
        banner={{ src: '/banner.webp', alt: 'A renovated living room' }}
        showConsultNow
        showBankPartner
        pressLogos={[
          { name: 'The Straits Times', logoUrl: '/press/st.svg' },
          { name: 'CNA', logoUrl: '/press/cna.svg' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'A renovated living room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONSULT_NOW_LABEL })).toHaveAttribute('href', CONSULT_NOW_PATH);
    expect(screen.getByRole('img', { name: BANK_PARTNER_LOGO_ALT })).toBeInTheDocument();
    const press = screen.getByRole('list', { name: 'As featured in' });
    expect(
      within(press)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['The Straits Times', 'CNA']);
  });
});
