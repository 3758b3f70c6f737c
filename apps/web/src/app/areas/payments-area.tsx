// Checkout and the payment panel, loaded together as one lazy chunk by the router (issue 6).
import { CheckoutPage } from '../../features/payments/checkout-page';
import { PaymentPanelPage } from '../../features/payments/progressive-payment-page';
import { VariationOrderPage } from '../../features/payments/variation-order-page';
import { RequireRole } from '../guards/require-role';
import '../../lib/zod-messages';

export function CheckoutRoute() {
  return (
    <RequireRole role="client">
      <CheckoutPage />
    </RequireRole>
  );
}

export function ProgressivePaymentRoute() {
  return (
    <RequireRole role="client">
      <PaymentPanelPage tab="progressive" />
    </RequireRole>
  );
}

export function CompletedPaymentsRoute() {
  return (
    <RequireRole role="client">
      <PaymentPanelPage tab="completed" />
    </RequireRole>
  );
}

/** Issue 13: the Variation Order tab, and request-more (the same page with New Request open). */
export function VariationOrderRoute() {
  return (
    <RequireRole role="client">
      <VariationOrderPage />
    </RequireRole>
  );
}

export function RequestMoreRoute() {
  return (
    <RequireRole role="client">
      <VariationOrderPage openNew />
    </RequireRole>
  );
}
