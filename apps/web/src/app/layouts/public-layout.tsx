import Box from '@mui/material/Box';
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
      <Footer />
      <ScrollToTop />
    </Box>
  );
}
