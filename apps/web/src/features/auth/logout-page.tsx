import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useLogout } from '../../lib/session';

/** `/logout`: ends the session on the server (`POST /revoke`), then home. */
export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });
  }, [logout, navigate]);
  return <PageLoader />;
}
