import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '../../components/scroll-to-top';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { useRouteMeta } from './use-route-meta';

export function PublicLayout() {
  useRouteMeta();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      {/* Hydrated as its own piece of work (see home-page.tsx): no one long task for the whole page. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </Box>
  );
}
