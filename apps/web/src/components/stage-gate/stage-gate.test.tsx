import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StageGate } from './stage-gate';

describe('StageGate (spec "Payment panel" lock)', () => {
  it("says what to pay and links Go To Payment to the project's progressive payment", () => {
    renderWithProviders(<StageGate paymentPath="/main-project/p9/transactions/progressive-payment" />);
    expect(screen.getByText('Pay 2nd Progressive Payment to unlock this feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Payment' })).toHaveAttribute(
      'href',
      '/main-project/p9/transactions/progressive-payment',
    );
  });

  it('takes the calendar message', () => {
    renderWithProviders(<StageGate paymentPath="/x" message="Pay 10% to see your calendar" />);
    expect(screen.getByText('Pay 10% to see your calendar')).toBeInTheDocument();
    expect(screen.queryByText('Pay 2nd Progressive Payment to unlock this feature')).not.toBeInTheDocument();
  });
});
