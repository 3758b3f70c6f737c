// Shopez (issue 16), one lazy chunk: joins the shop feature to the session and the Sign In dialog
// (features do not import each other).
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { useSignIn } from '../../features/auth/sign-in-context';
import { ShopPage } from '../../features/shop/shop-page';
import { useSession } from '../../lib/session';

export { CartPage } from '../../features/shop/cart-page';
export { ProductDetailPage } from '../../features/shop/product-detail-page';
export { PurchaseHistoryPage } from '../../features/shop/purchase-history-page';

/** `/rewards/shopez`: everyone; a visitor's card click opens the Sign In dialog, back to the product. */
export function PublicShopRoute() {
  const { user } = useSession();
  const signIn = useSignIn();
  const location = useLocation();
  // The public layout has no side navigation or gutters of its own.
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 3 }}>
      <ShopPage
        isClient={user?.role === 'client'}
        onVisitorOpen={(id) => signIn.open({ returnTo: user ? location.pathname : `/product/details/${id}` })}
      />
    </Box>
  );
}

/** `/shopez`: the client's shop, with the cart button. */
export function ClientShopRoute() {
  return <ShopPage isClient onVisitorOpen={() => undefined} />;
}
