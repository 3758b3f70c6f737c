import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's errorElement: the same screen as the app boundary, logged once for diagnosis. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen />;
}
