import { routeMetaFor } from '@reno/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Keeps the title and meta description right after client-side navigation (the first page has them pre-rendered). */
export function useRouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = routeMetaFor(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname]);
}
