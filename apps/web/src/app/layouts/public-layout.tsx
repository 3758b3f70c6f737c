import Box from '@mui/material/Box';
import { type ReactElement, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '../../components/scroll-to-top';
import { Header } from './header/header';
import { useRouteMeta } from './use-route-meta';

// The footer is a chunk of its own: only the public pages show it, and the signed-in shells, which
// share the rest of the app's entry, do not load it (issue 19: the dashboard under 250 KB of JS).
// A server-rendered page is rendered (entry-server.tsx) and hydrated (main.tsx) once it has loaded, so
// its HTML has the footer and the browser's first render matches it; elsewhere it shows once loaded.
let footerLoading: Promise<ReactElement> | undefined;
let loadedFooter: ReactElement | undefined;

export function loadFooter(): Promise<ReactElement> {
  footerLoading ??= import('./footer/footer').then(({ Footer }) => (loadedFooter = <Footer />));
  return footerLoading;
}

function Footer() {
  const [footer, setFooter] = useState(loadedFooter);
  useEffect(() => {
    if (footer) return;
    let isMounted = true;
    void loadFooter().then((element) => {
      if (isMounted) setFooter(element);
    });
    return () => {
      isMounted = false;
    };
  }, [footer]);
  return footer ?? null;
}

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
